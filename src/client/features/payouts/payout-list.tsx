// The payouts the marketplace sent for a month: when, how much, and the transfer's reference.
import type { Payout } from '../../../shared/contracts/advisor-payouts';
import { formatCurrency } from '../../../shared/format';
import { dayLabel } from './money';
import classes from '../billing/ledger.module.css';
import own from './parts/payouts.module.css';

type ListedPayout = Pick<Payout, 'id' | 'paidOn' | 'reference' | 'amountCents'>;

/** An advisor's or an affiliate's payouts, `label` naming what they settle ('March 2024'). */
export function PayoutList({
  payouts,
  label,
}: {
  payouts: readonly ListedPayout[];
  label: string;
}) {
  if (payouts.length === 0) {
    return <p className={own.note}>No payout has been sent for {label} yet.</p>;
  }
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>Payouts received for {label}</caption>
      <thead>
        <tr>
          <th scope="col">Paid on</th>
          <th scope="col">Reference</th>
          <th scope="col" className={classes.amountCell}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td data-label="Paid on">
              <time dateTime={payout.paidOn}>{dayLabel(payout.paidOn)}</time>
            </td>
            <td data-label="Reference">
              {payout.reference || <span className={own.muted}>—</span>}
            </td>
            <td data-label="Amount" className={classes.amountCell}>
              {formatCurrency(payout.amountCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
