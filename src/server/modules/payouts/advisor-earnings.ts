// An advisor's earnings by month (docs/product.md#advisor-payments), worked out from the ledger:
// each succeeded payment is a line in the month it was paid (in the advisor's zone) less the
// referral fee at the rate stored on it; a refund that went through is a line in the month it was
// made that takes back the payment and gives back the fee, so a paid-out month is never rewritten.
import type { EarningLine, MonthTotals, Payout } from '../../../shared/contracts/advisor-payouts';
import { zonedDate } from '../../../shared/time-zones';
import { reviewerNameOf } from '../reviews/reviewer-name';
import type { EarningRow, PayoutListRow } from './advisor-payouts.repository';
import { offeringOf } from '../../../shared/offerings/catalog';
import type { OfferingKind } from '../../../shared/offerings/catalog';

/** The fee on an amount at a rate in basis points, to the nearest cent. */
export function referralFeeOf(amountCents: number, bps: number): number {
  return Math.round((amountCents * bps) / 10_000);
}

export const monthOf = (at: Date, timeZone: string): string => zonedDate(at, timeZone).slice(0, 7);

const quarterDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOf = (date: string) => quarterDay.format(new Date(`${date}T00:00:00Z`));

/** A charge without an invoice paid for a meeting at booking (The Hour). */
function whatOf(row: EarningRow): { kind: OfferingKind; what: string } {
  const kind = row.invoiceKind ?? 'hour';
  const { name, payment } = offeringOf(kind);
  if (payment.mode !== 'invoice' || payment.every === null || !row.periodStart || !row.periodEnd) {
    return { kind, what: name };
  }
  const range = `${dayOf(row.periodStart)} – ${dayOf(row.periodEnd)}`;
  return { kind, what: `${name} ${payment.every.noun}, ${range}` };
}

/** The payment's line and, when refunded, the refund's: each dated in the advisor's zone. */
export function earningLinesOf(row: EarningRow, timeZone: string): EarningLine[] {
  const { kind, what } = whatOf(row);
  const fee = referralFeeOf(row.amountCents, row.referralFeeBps);
  const common = {
    chargeId: row.chargeId,
    client: reviewerNameOf(row.clientName),
    kind,
    feeBps: row.referralFeeBps,
  };
  const lines: EarningLine[] = [
    {
      ...common,
      at: row.paidAt.toISOString(),
      date: zonedDate(row.paidAt, timeZone),
      refund: false,
      what,
      grossCents: row.amountCents,
      feeCents: fee,
      refundCents: 0,
      netCents: row.amountCents - fee,
    },
  ];
  if (row.refundCents !== null && row.refundedAt) {
    const feeBack = referralFeeOf(row.refundCents, row.referralFeeBps);
    lines.push({
      ...common,
      at: row.refundedAt.toISOString(),
      date: zonedDate(row.refundedAt, timeZone),
      refund: true,
      what: `Refund of ${what}`,
      grossCents: 0,
      feeCents: -feeBack,
      refundCents: row.refundCents,
      netCents: -(row.refundCents - feeBack),
    });
  }
  return lines;
}

export function payoutView(row: PayoutListRow): Payout {
  return {
    id: row.id,
    advisorId: row.advisorId,
    month: row.month.slice(0, 7),
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    reference: row.reference,
    loggedBy: row.loggedByName,
    loggedAt: row.loggedAt.toISOString(),
  };
}

export function emptyTotals(month: string): MonthTotals {
  return {
    month,
    grossCents: 0,
    feeCents: 0,
    refundCents: 0,
    netCents: 0,
    paidOutCents: 0,
    owedCents: 0,
  };
}

/** Each month's totals from its lines and payouts, newest month first. */
export function monthTotalsOf(lines: EarningLine[], payouts: Payout[]): MonthTotals[] {
  const months = new Map<string, MonthTotals>();
  const of = (month: string) => {
    let totals = months.get(month);
    if (!totals) months.set(month, (totals = emptyTotals(month)));
    return totals;
  };
  for (const line of lines) {
    const totals = of(line.date.slice(0, 7));
    totals.grossCents += line.grossCents;
    totals.feeCents += line.feeCents;
    totals.refundCents += line.refundCents;
    totals.netCents += line.netCents;
  }
  for (const payout of payouts) of(payout.month).paidOutCents += payout.amountCents;
  for (const totals of months.values()) totals.owedCents = totals.netCents - totals.paidOutCents;
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
