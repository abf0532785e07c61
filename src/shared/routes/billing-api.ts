// API paths of money a client has paid, and the payment provider's webhook that reports charges
// and refunds.
import { fillPath } from './fill-path';

export const BILLING_API_PATTERNS = {
  receipt: '/api/account/billing/receipts/:chargeId',
  invoice: '/api/account/billing/invoices/:invoiceId',
  invoiceMoneyBack: '/api/account/billing/invoices/:invoiceId/money-back',
} as const;

export const BILLING_API = {
  account: '/api/account/billing',
  receipt: (chargeId: string) => fillPath(BILLING_API_PATTERNS.receipt, { chargeId }),
  invoice: (invoiceId: string) => fillPath(BILLING_API_PATTERNS.invoice, { invoiceId }),
  /** The client asks for a Plan's fee or an Ongoing quarter back (ADR 0066). */
  invoiceMoneyBack: (invoiceId: string) =>
    fillPath(BILLING_API_PATTERNS.invoiceMoneyBack, { invoiceId }),
  stripeWebhook: '/api/payments/stripe/webhook',
} as const;
