// Money a client has paid: the billing page, a receipt, and the payment provider's webhook that
// reports charges and refunds.
import { fillPath } from './fill-path';

export const BILLING_PAGE_PATTERNS = {
  /** A receipt of one payment, to print or save as PDF. */
  receipt: '/account/billing/:chargeId',
} as const;

export const BILLING_PAGES = {
  account: '/account/billing',
  receipt: (chargeId: string) => fillPath(BILLING_PAGE_PATTERNS.receipt, { chargeId }),
} as const;

export const BILLING_API_PATTERNS = {
  receipt: '/api/account/billing/receipts/:chargeId',
} as const;

export const BILLING_API = {
  account: '/api/account/billing',
  receipt: (chargeId: string) => fillPath(BILLING_API_PATTERNS.receipt, { chargeId }),
  stripeWebhook: '/api/payments/stripe/webhook',
} as const;
