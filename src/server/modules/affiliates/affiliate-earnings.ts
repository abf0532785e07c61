// An affiliate's earnings by month (docs/product.md#affiliates, ADR 0039), worked out from the
// ledger like an advisor's (ADR 0034): each succeeded payment of a client their link brought earns
// the fee at the rate stored on the referral, in the UTC month it was paid; a refund that went
// through takes that fee back in the month it was made, so a paid-out month is never rewritten.
import type { AffiliateMonth, AffiliatePayout } from '../../../shared/contracts/affiliates';
import { referralFeeOf } from '../payouts/advisor-earnings';
import type { AffiliateEarningRow, AffiliatePayoutListRow } from './affiliate-payouts.repository';

export const utcMonthOf = (at: Date) => at.toISOString().slice(0, 7);

export function emptyAffiliateMonth(month: string): AffiliateMonth {
  return {
    month,
    signUps: 0,
    purchases: 0,
    salesCents: 0,
    refundCents: 0,
    earnedCents: 0,
    paidOutCents: 0,
    owedCents: 0,
  };
}

export function affiliatePayoutView(row: AffiliatePayoutListRow): AffiliatePayout {
  return {
    id: row.id,
    affiliateId: row.affiliateUserId ?? '',
    month: row.month.slice(0, 7),
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    reference: row.reference,
    loggedBy: row.loggedByName,
    loggedAt: row.loggedAt.toISOString(),
  };
}

/** Each month's totals of one affiliate, newest first (only months something happened in). */
export function affiliateMonthsOf(
  rows: AffiliateEarningRow[],
  signUpDates: Date[],
  payouts: AffiliatePayout[],
): AffiliateMonth[] {
  const months = new Map<string, AffiliateMonth>();
  const of = (month: string) => {
    let totals = months.get(month);
    if (!totals) months.set(month, (totals = emptyAffiliateMonth(month)));
    return totals;
  };
  for (const at of signUpDates) of(utcMonthOf(at)).signUps += 1;
  for (const row of rows) {
    const paid = of(utcMonthOf(row.paidAt));
    paid.purchases += 1;
    paid.salesCents += row.amountCents;
    paid.earnedCents += referralFeeOf(row.amountCents, row.feeBps);
    if (row.refundCents !== null && row.refundedAt) {
      const refunded = of(utcMonthOf(row.refundedAt));
      refunded.refundCents += row.refundCents;
      refunded.earnedCents -= referralFeeOf(row.refundCents, row.feeBps);
    }
  }
  for (const payout of payouts) of(payout.month).paidOutCents += payout.amountCents;
  for (const totals of months.values()) totals.owedCents = totals.earnedCents - totals.paidOutCents;
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
