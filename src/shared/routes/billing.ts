// Page paths of money a client has paid: the billing page and a receipt (the API paths:
// billing-api.ts).
import { fillPath } from './fill-path';

export const BILLING_PAGE_PATTERNS = {
  /** A receipt of one payment, to print or save as PDF. */
  receipt: '/account/billing/:chargeId',
} as const;

export const BILLING_PAGES = {
  account: '/account/billing',
  receipt: (chargeId: string) => fillPath(BILLING_PAGE_PATTERNS.receipt, { chargeId }),
} as const;
