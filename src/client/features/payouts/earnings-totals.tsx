// A month's figures: what clients paid, the referral fee kept, refunds, net, paid out, still owed.
import type { MonthTotals } from '../../../shared/contracts/advisor-payouts';
import { formatCurrency } from '../../../shared/format';
import { signedMoney } from './parts/money';
import ledger from '../billing/ledger.module.css';
import classes from './parts/payouts.module.css';

export function EarningsTotals({ totals, label }: { totals: MonthTotals; label: string }) {
  const figures = [
    ['Gross', formatCurrency(totals.grossCents)],
    ['Referral fee', signedMoney(-totals.feeCents)],
    ['Refunds', signedMoney(-totals.refundCents)],
    ['Net earned', signedMoney(totals.netCents)],
    ['Paid out', formatCurrency(totals.paidOutCents)],
  ] as const;
  return (
    <dl className={classes.figures} aria-label={`Totals for ${label}`}>
      {figures.map(([name, value]) => (
        <div key={name} className={ledger.total}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${ledger.total} ${classes.owed}`}>
        <dt>Still owed</dt>
        <dd>{signedMoney(totals.owedCents)}</dd>
      </div>
    </dl>
  );
}
