// A receipt as a document to keep: who sold what to whom, when, for how much, on which card, and
// any refund of it. Plain markup and its own print rules, so it prints cleanly on one page.
import type { Receipt } from '../../../shared/contracts/billing';
import { REFUND_STATUS_LABELS } from '../../../shared/contracts/billing';
import { formatCurrency } from '../../../shared/format';
import { TEST_MODE } from '../../../shared/test-mode';
import { formatMeetingDate, formatMeetingTime } from '../../../shared/meeting-time';
import { cardLabel, formatBillingDate, purchaseTitle } from './billing-format';
import classes from './receipt.module.css';

export function ReceiptDocument({ receipt, timeZone }: { receipt: Receipt; timeZone: string }) {
  const { purchase } = receipt;
  return (
    <article className={classes.receipt} aria-labelledby="receipt-title">
      {receipt.testMode && <p className={classes.testMode}>{TEST_MODE.receiptNotice}</p>}
      <div className={classes.top}>
        <div>
          <p className={classes.seller}>{receipt.seller}</p>
          <h1 id="receipt-title" className={classes.title}>
            {receipt.testMode ? TEST_MODE.receiptTitle : 'Receipt'}
          </h1>
        </div>
        <dl className={classes.meta}>
          <div>
            <dt>Receipt number</dt>
            <dd>{receipt.number}</dd>
          </div>
          {receipt.invoiceNumber && (
            <div>
              <dt>Invoice</dt>
              <dd>{receipt.invoiceNumber}</dd>
            </div>
          )}
          <div>
            <dt>Date paid</dt>
            <dd>
              <time dateTime={receipt.paidAt}>{formatMeetingDate(receipt.paidAt, timeZone)}</time>
            </dd>
          </div>
          {receipt.card && (
            <div>
              <dt>Paid with</dt>
              <dd>{cardLabel(receipt.card)}</dd>
            </div>
          )}
        </dl>
      </div>

      <div className={classes.billedTo}>
        <h2 className={classes.subtitle}>Billed to</h2>
        <p>
          {receipt.billedTo.name}
          <br />
          {receipt.billedTo.email}
        </p>
      </div>

      <table className={classes.lines}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className={classes.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <span className={classes.item}>{purchaseTitle(purchase)}</span>
              <span className={classes.itemDetail}>
                One-hour video meeting
                {purchase.meetingStart
                  ? `, ${formatMeetingTime(purchase.meetingStart, timeZone)}`
                  : ''}
              </span>
            </td>
            <td className={classes.amount}>{formatCurrency(receipt.amountCents)}</td>
          </tr>
          {receipt.refunds.map((refund) => (
            <tr key={refund.id}>
              <td>
                <span className={classes.item}>
                  Refund, {formatBillingDate(refund.at, timeZone)}
                </span>
                <span className={classes.itemDetail}>{REFUND_STATUS_LABELS[refund.status]}</span>
              </td>
              <td className={classes.amount}>−{formatCurrency(refund.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Amount paid</th>
            <td className={classes.amount}>{formatCurrency(receipt.amountCents)}</td>
          </tr>
          {receipt.refunds.length > 0 && (
            <tr>
              <th scope="row">Net after refunds</th>
              <td className={classes.amount}>{formatCurrency(receipt.netCents)}</td>
            </tr>
          )}
        </tfoot>
      </table>

      <p className={classes.note}>All amounts are in US dollars.</p>
    </article>
  );
}
