// What the client paid, got back and spent in all; declined attempts and refunds still under way
// are not in these figures.
import type { BillingTotals as Totals } from '../../../shared/contracts/billing';
import { formatCurrency } from '../../../shared/format';
import classes from './ledger.module.css';

export function BillingTotals({ totals }: { totals: Totals }) {
  return (
    <dl className={classes.totals} aria-label="Totals">
      <div className={classes.total}>
        <dt>Paid</dt>
        <dd>{formatCurrency(totals.paidCents)}</dd>
      </div>
      <div className={classes.total}>
        <dt>Refunded</dt>
        <dd>{formatCurrency(totals.refundedCents)}</dd>
      </div>
      <div className={`${classes.total} ${classes.net}`}>
        <dt>Net spent</dt>
        <dd>{formatCurrency(totals.netCents)}</dd>
      </div>
    </dl>
  );
}
