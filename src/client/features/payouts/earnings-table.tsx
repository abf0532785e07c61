// A month's lines (cards on phones): each payment with the referral fee kept and what the advisor
// earned, and each refund taking back the payment with its fee; totals at the foot. The columns
// are the CSV's.
import type { EarningLine, MonthTotals } from '../../../shared/contracts/advisor-payouts';
import { EARNINGS_CSV_HEADER } from '../../../shared/contracts/advisor-payouts';
import { formatCurrency } from '../../../shared/format';
import { dayLabel, signedMoney } from './money';
import classes from '../billing/ledger.module.css';
import own from './parts/payouts.module.css';

const [DATE, CLIENT, WHAT, GROSS, FEE, REFUND, NET] = EARNINGS_CSV_HEADER;

function Row({ line }: { line: EarningLine }) {
  return (
    <tr data-kind={line.refund ? 'refund' : 'charge'}>
      <td data-label={DATE}>
        <time dateTime={line.at}>{dayLabel(line.date)}</time>
      </td>
      <td data-label={CLIENT}>{line.client}</td>
      <td data-label={WHAT} className={classes.whatCell}>
        {/* One element, so the phone layout's label and value grid keeps the detail with it. */}
        <div>
          <span className={classes.what}>{line.what}</span>
          {!line.refund && (
            <span className={classes.detail}>Referral fee {line.feeBps / 100}%</span>
          )}
        </div>
      </td>
      <td data-label={GROSS} className={classes.amountCell}>
        {line.grossCents ? formatCurrency(line.grossCents) : '—'}
      </td>
      <td data-label={FEE} className={classes.amountCell}>
        {signedMoney(-line.feeCents)}
      </td>
      <td data-label={REFUND} className={classes.amountCell}>
        {line.refundCents ? (
          <span className={classes.refund}>{signedMoney(-line.refundCents)}</span>
        ) : (
          '—'
        )}
      </td>
      <td data-label={NET} className={classes.amountCell}>
        <strong>{signedMoney(line.netCents)}</strong>
      </td>
    </tr>
  );
}

export function EarningsTable({
  lines,
  totals,
  label,
}: {
  lines: readonly EarningLine[];
  totals: MonthTotals;
  label: string;
}) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>Earnings in {label}</caption>
      <thead>
        <tr>
          {EARNINGS_CSV_HEADER.map((name) => (
            <th
              key={name}
              scope="col"
              className={
                name === DATE || name === CLIENT || name === WHAT ? undefined : classes.amountCell
              }
            >
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <Row key={`${line.chargeId}-${String(line.refund)}`} line={line} />
        ))}
      </tbody>
      <tfoot className={own.foot}>
        <tr>
          <td colSpan={3}>Total for {label}</td>
          <td data-label={GROSS} className={classes.amountCell}>
            {formatCurrency(totals.grossCents)}
          </td>
          <td data-label={FEE} className={classes.amountCell}>
            {signedMoney(-totals.feeCents)}
          </td>
          <td data-label={REFUND} className={classes.amountCell}>
            {signedMoney(-totals.refundCents)}
          </td>
          <td data-label={NET} className={classes.amountCell}>
            {signedMoney(totals.netCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
