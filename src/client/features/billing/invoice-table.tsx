// The client's invoices of The Plan and The Ongoing: number, what and with whom, the quarter,
// amount, status, due and paid dates; an unpaid one with a payment page has a Pay button, a paid
// one a printable receipt; on the billing page, one whose money-back time is open can be asked
// back (ADR 0066).
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { INVOICE_STATUS_LABELS } from '../../../shared/domain/invoice-status';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import { formatCurrency } from '../../../shared/format';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { useFormModal } from '../../ui/form-modal-provider';
import { formatBillingDate } from './billing-format';
import { MoneyBackForm } from './money-back-form';
import { StatusBadge } from './status-badge';
import classes from './ledger.module.css';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  open: 'gold',
  paid: 'brand',
  uncollectible: 'red',
  void: 'gray',
};

/** 'Mar 1 – May 31, 2027' from two 'YYYY-MM-DD' days (read as dates, not instants). */
function periodLabel(invoice: BillingInvoice): string | null {
  if (!invoice.periodStart || !invoice.periodEnd) return null;
  const day = (iso: string) => formatBillingDate(`${iso}T12:00:00Z`, 'UTC');
  return `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`;
}

function MoneyBackAction({ invoice }: { invoice: BillingInvoice }) {
  const formModal = useFormModal();
  const { state, until, requestedAt } = invoice.moneyBack;
  if (state === 'requested' && requestedAt) {
    return (
      <span className={classes.detail}>
        Money back asked on{' '}
        <time dateTime={requestedAt}>{formatIsoDate(requestedAt.slice(0, 10))}</time>
      </span>
    );
  }
  if (state !== 'open') return null;
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() =>
        formModal.open({
          title: 'Ask for your money back',
          render: (close) => <MoneyBackForm invoice={invoice} onDone={close} />,
        })
      }
      title={until ? `You can ask until ${formatIsoDate(until)}` : undefined}
    >
      Money back <VisuallyHidden>for invoice {invoice.number}</VisuallyHidden>
    </Button>
  );
}

function Row({
  invoice,
  timeZone,
  moneyBack,
}: {
  invoice: BillingInvoice;
  timeZone: string;
  moneyBack: boolean;
}) {
  const title = invoice.advisorName
    ? `${invoice.service} with ${invoice.advisorName}`
    : invoice.description;
  const period = periodLabel(invoice);
  const color = STATUS_COLORS[invoice.status];
  return (
    <tr data-status={invoice.status}>
      <td data-label="Invoice">{invoice.number}</td>
      <td data-label="Description" className={classes.whatCell}>
        <div>
          <span className={classes.what}>{title}</span>
          {period && <span className={classes.detail}>Quarter {period}</span>}
          {invoice.refund && (
            <span className={classes.detail}>
              Refunded {formatCurrency(invoice.refund.amountCents)}
            </span>
          )}
        </div>
      </td>
      <td data-label="Amount" className={classes.amountCell}>
        {formatCurrency(invoice.amountCents)}
      </td>
      <td data-label="Status">
        <StatusBadge shown={{ label: INVOICE_STATUS_LABELS[invoice.status], color }} />
      </td>
      <td data-label="Due">
        {invoice.dueAt ? (
          <time dateTime={invoice.dueAt}>{formatBillingDate(invoice.dueAt, timeZone)}</time>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Paid">
        {invoice.paidAt ? (
          <time dateTime={invoice.paidAt}>{formatBillingDate(invoice.paidAt, timeZone)}</time>
        ) : (
          '—'
        )}
      </td>
      <td className={classes.receiptCell}>
        {invoice.payUrl && (
          <Button component="a" href={invoice.payUrl} size="xs" rel="noopener">
            Pay <VisuallyHidden>invoice {invoice.number}</VisuallyHidden>
          </Button>
        )}
        {invoice.receiptChargeId && (
          <Link to={BILLING_PAGES.receipt(invoice.receiptChargeId)} className={classes.receiptLink}>
            Receipt <VisuallyHidden>for invoice {invoice.number}</VisuallyHidden>
          </Link>
        )}
        {moneyBack && <MoneyBackAction invoice={invoice} />}
      </td>
    </tr>
  );
}

export function InvoiceTable({
  invoices,
  timeZone,
  captionHidden = false,
  moneyBack = false,
}: {
  invoices: readonly BillingInvoice[];
  timeZone: string;
  /** Offer the money-back request (the client's billing page). */
  moneyBack?: boolean;
  /** Where a heading above already says what the table holds. */
  captionHidden?: boolean;
}) {
  return (
    <table className={`${classes.table} ${classes.invoices}`}>
      <caption className={captionHidden ? undefined : classes.caption}>
        {captionHidden ? (
          <VisuallyHidden>Invoices, newest first</VisuallyHidden>
        ) : (
          'Invoices, newest first'
        )}
      </caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Description</th>
          <th scope="col" className={classes.amountCell}>
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Due</th>
          <th scope="col">Paid</th>
          <th scope="col">
            <VisuallyHidden>Pay, receipt or money back</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <Row key={invoice.id} invoice={invoice} timeZone={timeZone} moneyBack={moneyBack} />
        ))}
      </tbody>
    </table>
  );
}
