// A month's figures: what clients paid, the referral fee kept, refunds, net, paid out, still owed.
import type { MonthTotals } from '../../../shared/contracts/advisor-payouts';
import { formatCurrency } from '../../../shared/format';
import { FigureCards } from './figure-cards';
import { signedMoney } from './money';

export function EarningsTotals({ totals, label }: { totals: MonthTotals; label: string }) {
  const figures = [
    ['Gross', formatCurrency(totals.grossCents)],
    ['Referral fee', signedMoney(-totals.feeCents)],
    ['Refunds', signedMoney(-totals.refundCents)],
    ['Net earned', signedMoney(totals.netCents)],
    ['Paid out', formatCurrency(totals.paidOutCents)],
  ] as const;
  return (
    <FigureCards
      label={`Totals for ${label}`}
      figures={figures}
      owed={signedMoney(totals.owedCents)}
    />
  );
}
