// Bodies of an advisor's earnings and payouts (docs/product.md#advisor-payments), integer cents.
// Earnings are each payment the advisor received less the referral fee the marketplace keeps at
// the rate stored on the charge; a refund gives back the payment and the fee with it.
import { z } from 'zod';
import { formatCurrency } from '../format';
import { OFFERING_KINDS } from '../offerings/catalog';

/** A month as yyyy-MM, in the advisor's time zone. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written as yyyy-MM.');
export const isoDateSchema = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    'The date must be written as yyyy-MM-dd.',
  );

const totalsShape = {
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
  netCents: z.number().int(),
};

export const earningLineSchema = z.object({
  /** The charge (or, for a refund line, the refunded charge). */
  chargeId: z.string(),
  /** When it was paid or refunded, and that day in the advisor's zone (yyyy-MM-dd). */
  at: z.string(),
  date: z.string(),
  /** First name and last initial. */
  client: z.string(),
  kind: z.enum(OFFERING_KINDS),
  refund: z.boolean(),
  /** The Hour, The Plan, The Ongoing with its quarter; a refund line starts "Refund of". */
  what: z.string(),
  feeBps: z.number().int(),
  ...totalsShape,
});
export type EarningLine = z.infer<typeof earningLineSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  advisorId: z.string(),
  month: monthSchema,
  amountCents: z.number().int(),
  paidOn: z.string(),
  reference: z.string(),
  /** The admin's name, or null once their account is gone. */
  loggedBy: z.string().nullable(),
  loggedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const monthTotalsSchema = z.object({
  month: monthSchema,
  ...totalsShape,
  paidOutCents: z.number().int(),
  /** Net less what was paid out; below zero when a refund came after the payout. */
  owedCents: z.number().int(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

export const advisorEarningsSchema = z.object({
  advisorName: z.string(),
  timeZone: z.string(),
  /** The rate new payments are charged at now. */
  referralFeeBps: z.number().int(),
  /** Every month with earnings or payouts, newest first. */
  months: z.array(monthTotalsSchema),
  /** The month picked (the newest by default, or the current month when there is none). */
  month: monthTotalsSchema,
  lines: z.array(earningLineSchema),
  payouts: z.array(payoutSchema),
  /** All months together. */
  balance: z.object({
    netCents: z.number().int(),
    paidOutCents: z.number().int(),
    owedCents: z.number().int(),
  }),
});
export type AdvisorEarnings = z.infer<typeof advisorEarningsSchema>;

export const advisorEarningsQuerySchema = z.object({ month: monthSchema.optional() });

/** Spec §7.2 GET api/admin/advisorpayments/{date}: each advisor's month. */
export const advisorOwedSchema = monthTotalsSchema.extend({
  advisorId: z.string(),
  advisorName: z.string(),
  timeZone: z.string(),
  payouts: z.array(payoutSchema),
});
export type AdvisorOwed = z.infer<typeof advisorOwedSchema>;
export const advisorsOwedSchema = z.object({
  month: monthSchema,
  advisors: z.array(advisorOwedSchema),
});
export type AdvisorsOwed = z.infer<typeof advisorsOwedSchema>;

export const PAYOUT_REFERENCE_MAX = 200;

export const logPayoutSchema = z.object({
  /** Any day of the month the payout settles. */
  date: isoDateSchema,
  amountCents: z
    .number({ error: 'Enter the amount paid.' })
    .int('The amount must be a whole number of cents.')
    .positive('The amount must be more than zero.'),
  paidOn: isoDateSchema,
  reference: z
    .string()
    .trim()
    .max(PAYOUT_REFERENCE_MAX, `The reference can be at most ${PAYOUT_REFERENCE_MAX} characters.`)
    .default(''),
});
export type LogPayout = z.input<typeof logPayoutSchema>;

export const PAYOUT_MESSAGES = {
  overOwed: (owedCents: number, month: string) =>
    `The payout is more than the ${formatCurrency(Math.max(0, owedCents))} still owed for ${month}.`,
} as const;

export const PAYOUT_AUDIT_ACTION = 'advisor-payout.log';

/** Labels of the CSV columns, in order; the page's table uses the same words. */
export const EARNINGS_CSV_HEADER = [
  'Date',
  'Client',
  'What',
  'Gross',
  'Referral fee',
  'Refund',
  'Net',
] as const;
