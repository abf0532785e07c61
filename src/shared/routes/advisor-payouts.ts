// Page paths of the advisor's earnings and payouts (the API paths: advisor-payouts-api.ts).

export const ADVISOR_PAYOUT_PAGES = {
  /** `?month=yyyy-MM` keeps the month picked across a refresh or a shared link. */
  dashboard: '/dashboard/payments',
  /** What each advisor is owed; `?date=yyyy-MM-dd` names the period end (its month). */
  admin: '/admin/advisorpayments',
} as const;
