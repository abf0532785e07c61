// API paths of advisors' earnings and payouts (docs/product.md#advisor-payments): the advisor's
// own months and CSV, and the admin calls (docs/product.md#advisor-payments) that list what is owed and log a payout.
import { fillPath } from './fill-path';

export const ADVISOR_PAYOUTS_API_PATTERNS = {
  /** The month as yyyy-MM. */
  dashboardCsv: '/api/dashboard/payments/:month/csv',
  /** What each advisor is owed for the month of a yyyy-MM-dd date. */
  adminOwed: '/api/admin/advisorpayments/:date',
  adminLogPayment: '/api/admin/advisorpayments/:advisorId/logpayment',
} as const;

export const ADVISOR_PAYOUTS_API = {
  /** GET the signed-in advisor's months; `?month=yyyy-MM` picks the one shown in detail. */
  dashboard: '/api/dashboard/payments',
  dashboardCsv: (month: string) => fillPath(ADVISOR_PAYOUTS_API_PATTERNS.dashboardCsv, { month }),
  adminOwed: (date: string) => fillPath(ADVISOR_PAYOUTS_API_PATTERNS.adminOwed, { date }),
  adminLogPayment: (advisorId: string) =>
    fillPath(ADVISOR_PAYOUTS_API_PATTERNS.adminLogPayment, { advisorId }),
} as const;
