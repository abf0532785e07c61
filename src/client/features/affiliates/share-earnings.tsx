// What the affiliate earned (docs/product.md#affiliates): all-time totals, each month's sign-ups,
// purchases and earnings, and the payouts received; the rate new referrals earn at.
import type { AffiliateEarnings } from '../../../shared/contracts/affiliates';
import { formatBps, formatCurrency, formatMonth, formatNumber } from '../../../shared/format';
import { FigureCards } from '../payouts/figure-cards';
import { signedMoney } from '../payouts/money';
import { PayoutList } from '../payouts/payout-list';
import ledger from '../billing/ledger.module.css';
import classes from './share.module.css';

export function ShareEarnings({ earnings }: { earnings: AffiliateEarnings }) {
  const { balance } = earnings;
  return (
    <section className={classes.card} aria-labelledby="share-earnings-title">
      <h2 id="share-earnings-title" className={classes.cardTitle}>
        Your earnings
      </h2>
      <p className={classes.note}>
        You earn {formatBps(earnings.feeBps)} of every payment made by the clients your link brings;
        a refund takes its share back. We pay out month by month.
      </p>
      <FigureCards
        label="Your earnings, all months"
        figures={[
          ['Earned', signedMoney(balance.earnedCents)],
          ['Paid out', formatCurrency(balance.paidOutCents)],
        ]}
        owed={signedMoney(balance.owedCents)}
      />
      {earnings.months.length === 0 ? (
        <p className={classes.note}>
          Nothing yet: when someone who signed up through your link buys a service, it shows here.
        </p>
      ) : (
        <table className={ledger.table}>
          <caption className={ledger.caption}>Your months</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className={ledger.amountCell}>
                Sign-ups
              </th>
              <th scope="col" className={ledger.amountCell}>
                Purchases
              </th>
              <th scope="col" className={ledger.amountCell}>
                Earned
              </th>
              <th scope="col" className={ledger.amountCell}>
                Paid out
              </th>
            </tr>
          </thead>
          <tbody>
            {earnings.months.map((month) => (
              <tr key={month.month}>
                <td data-label="Month">{formatMonth(month.month)}</td>
                <td data-label="Sign-ups" className={ledger.amountCell}>
                  {formatNumber(month.signUps)}
                </td>
                <td data-label="Purchases" className={ledger.amountCell}>
                  {formatNumber(month.purchases)}
                </td>
                <td data-label="Earned" className={ledger.amountCell}>
                  {signedMoney(month.earnedCents)}
                </td>
                <td data-label="Paid out" className={ledger.amountCell}>
                  {formatCurrency(month.paidOutCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PayoutList payouts={earnings.payouts} label="your referrals" />
    </section>
  );
}
