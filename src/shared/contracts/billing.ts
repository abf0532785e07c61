// Bodies of the client's billing history and receipts: every charge attempt and refund of the
// ledger, in integer cents. Invoices (The Plan, The Ongoing) join this list once they exist.
import { z } from 'zod';
import { INVOICE_STATUSES } from '../domain/invoice-status';
import { MONEY_BACK_STATES } from '../domain/money-back';
import { ENGAGEMENT_KINDS } from '../offerings/catalog';

export const CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a ledger status reads to the client; a failed refund is still being retried. */
export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  pending: 'Processing',
  succeeded: 'Paid',
  failed: 'Declined',
};
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  succeeded: 'Refunded',
  failed: 'Refund delayed',
};

/** How people quote an invoice: INV-000123. */
export function invoiceNumberOf(serial: number): string {
  return `INV-${String(serial).padStart(6, '0')}`;
}

/** What was bought: the service, with whom, and when the meeting is (or was) held. */
export const purchaseSchema = z.object({
  service: z.string(),
  /** Null once the advisor's profile is gone; `description` still names them. */
  advisorName: z.string().nullable(),
  advisorSlug: z.string().nullable(),
  meetingStart: z.string().nullable(),
  /** The ledger's own words, kept as charged. */
  description: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const paymentCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const refundLineSchema = z.object({
  id: z.string(),
  at: z.string(),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
});
export type RefundLine = z.infer<typeof refundLineSchema>;

export const billingChargeSchema = z.object({
  kind: z.literal('charge'),
  id: z.string(),
  at: z.string(),
  purchase: purchaseSchema,
  amountCents: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  card: paymentCardSchema.nullable(),
  refund: refundLineSchema.nullable(),
});
export type BillingCharge = z.infer<typeof billingChargeSchema>;

export const billingRefundSchema = z.object({
  kind: z.literal('refund'),
  id: z.string(),
  chargeId: z.string(),
  at: z.string(),
  purchase: purchaseSchema,
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  /** The card the money goes back to: the charge's. */
  card: paymentCardSchema.nullable(),
});
export type BillingRefund = z.infer<typeof billingRefundSchema>;

export const billingEntrySchema = z.discriminatedUnion('kind', [
  billingChargeSchema,
  billingRefundSchema,
]);
export type BillingEntry = z.infer<typeof billingEntrySchema>;

/** Paid counts succeeded charges, refunded succeeded refunds; net is what the client spent. */
export const billingTotalsSchema = z.object({
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
});
export type BillingTotals = z.infer<typeof billingTotalsSchema>;

/** An invoice of The Plan or a quarter of The Ongoing, as its client sees it. */
export const billingInvoiceSchema = z.object({
  id: z.string(),
  /** 'INV-000123'. */
  number: z.string(),
  offering: z.enum(ENGAGEMENT_KINDS),
  service: z.string(),
  advisorName: z.string().nullable(),
  advisorSlug: z.string().nullable(),
  description: z.string(),
  /** The Ongoing: the quarter billed, 'YYYY-MM-DD'. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The gateway's page to pay an unpaid invoice on; null when there is none (the sandbox). */
  payUrl: z.string().nullable(),
  /** The paying charge, whose receipt can be printed. */
  receiptChargeId: z.string().nullable(),
  refund: refundLineSchema.nullable(),
  /** The money-back promise for this invoice (ADR 0066, src/shared/domain/money-back.ts). */
  moneyBack: z.object({
    state: z.enum(MONEY_BACK_STATES),
    until: z.string().nullable(),
    requestedAt: z.string().nullable(),
  }),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const billingHistorySchema = z.object({
  /** Newest first. */
  entries: z.array(billingEntrySchema),
  /** Newest first. */
  invoices: z.array(billingInvoiceSchema),
  totals: billingTotalsSchema,
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;

export const receiptSchema = z.object({
  number: z.string(),
  /** The invoice the payment paid (The Plan, The Ongoing), 'INV-000123'; null for The Hour. */
  invoiceNumber: z.string().nullable(),
  chargeId: z.string(),
  paidAt: z.string(),
  seller: z.string(),
  billedTo: z.object({ name: z.string(), email: z.string() }),
  purchase: purchaseSchema,
  amountCents: z.number().int(),
  card: paymentCardSchema.nullable(),
  refunds: z.array(refundLineSchema),
  /** The amount less the refunds that went through. */
  netCents: z.number().int(),
  /** Paid in the sandbox: no money moved, and the receipt says TEST (ADR 0062). */
  testMode: z.boolean(),
});
export type Receipt = z.infer<typeof receiptSchema>;
