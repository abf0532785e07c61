// The billing history as a table (cards on phones): date, what it was for, card, amount, status,
// and a receipt for every paid charge. Declined attempts show what was tried but moved no money.
import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { BillingEntry } from '../../../shared/contracts/billing';
import { formatCurrency } from '../../../shared/format';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { billingStatus, cardLabel, formatBillingDate, purchaseTitle } from './billing-format';
import { StatusBadge } from './status-badge';
import classes from './ledger.module.css';

function What({ entry, timeZone }: { entry: BillingEntry; timeZone: string }) {
  const { purchase } = entry;
  const title = purchaseTitle(purchase);
  return (
    // One element, so the phone layout's label and value grid keeps the detail with the title.
    <div>
      <span className={classes.what}>{entry.kind === 'refund' ? `Refund: ${title}` : title}</span>
      {purchase.meetingStart && (
        <span className={classes.detail}>
          Meeting on {formatBillingDate(purchase.meetingStart, timeZone)}
        </span>
      )}
      {entry.kind === 'charge' && entry.status === 'failed' && (
        <span className={classes.detail}>The card was not charged.</span>
      )}
    </div>
  );
}

function Amount({ entry }: { entry: BillingEntry }) {
  const amount = formatCurrency(entry.amountCents);
  if (entry.kind === 'refund') return <span className={classes.refund}>−{amount}</span>;
  if (entry.status !== 'succeeded') return <span className={classes.notCharged}>{amount}</span>;
  return <span>{amount}</span>;
}

function Row({ entry, timeZone }: { entry: BillingEntry; timeZone: string }) {
  const date = formatBillingDate(entry.at, timeZone);
  const paid = entry.kind === 'charge' && entry.status === 'succeeded';
  return (
    <tr data-kind={entry.kind}>
      <td data-label="Date">
        <time dateTime={entry.at}>{date}</time>
      </td>
      <td data-label="Description" className={classes.whatCell}>
        <What entry={entry} timeZone={timeZone} />
      </td>
      <td data-label="Card">{entry.card ? cardLabel(entry.card) : '—'}</td>
      <td data-label="Amount" className={classes.amountCell}>
        <Amount entry={entry} />
      </td>
      <td data-label="Status">
        <StatusBadge shown={billingStatus(entry)} />
      </td>
      <td className={classes.receiptCell}>
        {paid && (
          <Link to={BILLING_PAGES.receipt(entry.id)} className={classes.receiptLink}>
            Receipt{' '}
            <VisuallyHidden>
              for {purchaseTitle(entry.purchase)}, paid {date}
            </VisuallyHidden>
          </Link>
        )}
      </td>
    </tr>
  );
}

export function BillingTable({
  entries,
  timeZone,
}: {
  entries: readonly BillingEntry[];
  timeZone: string;
}) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>Payments and refunds, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Card</th>
          <th scope="col" className={classes.amountCell}>
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">
            <VisuallyHidden>Receipt</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Row key={`${entry.kind}-${entry.id}`} entry={entry} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
