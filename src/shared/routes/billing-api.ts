// API paths of money a client has paid, and the payment provider's webhook that reports charges
// and refunds.
import { fillPath } from './fill-path';

export const BILLING_API_PATTERNS = {
  receipt: '/api/account/billing/receipts/:chargeId',
} as const;

export const BILLING_API = {
  account: '/api/account/billing',
  receipt: (chargeId: string) => fillPath(BILLING_API_PATTERNS.receipt, { chargeId }),
  stripeWebhook: '/api/payments/stripe/webhook',
} as const;
