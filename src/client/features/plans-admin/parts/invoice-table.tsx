// A signup's invoices with what an admin may do to each: change its status (only as the data
// allows), edit its due date and words while it is owed, and refund a paid one in full.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { useId, useState } from 'react';
import { Badge, Button, Table } from '@mantine/core';
import { invoiceNumberText } from '../../../../shared/contracts/plans-admin';
import type { AdminInvoice } from '../../../../shared/contracts/plans-admin';
import { REFUND_STATUS_LABELS } from '../../../../shared/contracts/billing';
import {
  FINAL_INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  nextInvoiceStatuses,
} from '../../../../shared/domain/invoice-status';
import type { InvoiceStatus } from '../../../../shared/domain/invoice-status';
import { formatCurrency } from '../../../../shared/format';
import { InvoiceDialog } from './invoice-dialog';
import type { InvoiceAction } from './invoice-dialog';
import { formatDay } from './plans-format';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  open: 'yellow',
  paid: 'teal',
  uncollectible: 'orange',
  void: 'gray',
};

export function InvoiceTable({
  kind,
  invoices,
}: {
  kind: EngagementKind;
  invoices: AdminInvoice[];
}) {
  const [open, setOpen] = useState<{ invoice: AdminInvoice; action: InvoiceAction } | null>(null);
  if (invoices.length === 0) return <p className={classes.empty}>No invoices yet.</p>;
  return (
    <>
      <div className={classes.tableWrap}>
        <Table className={classes.table} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Issued</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th>Paid</Table.Th>
              <Table.Th>Refund</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => {
              const number = invoiceNumberText(invoice.number);
              const act = (action: InvoiceAction) => setOpen({ invoice, action });
              return (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <div className={classes.strong}>{number}</div>
                    <div className={classes.muted}>{invoice.description}</div>
                    {invoice.periodStart && (
                      <div className={classes.muted}>
                        {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    {formatCurrency(invoice.amountCents)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" radius="sm" color={STATUS_COLORS[invoice.status]}>
                      {INVOICE_STATUS_LABELS[invoice.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>{formatDay(invoice.issuedAt)}</Table.Td>
                  <Table.Td className={classes.nowrap}>{formatDay(invoice.dueAt)}</Table.Td>
                  <Table.Td className={classes.nowrap}>{formatDay(invoice.paidAt)}</Table.Td>
                  <Table.Td>
                    {invoice.refund ? (
                      <>
                        <Badge variant="light" radius="sm" color="grape">
                          {REFUND_STATUS_LABELS[invoice.refund.status]}
                        </Badge>
                        <div className={classes.muted}>
                          {formatCurrency(invoice.refund.amountCents)} on{' '}
                          {formatDay(invoice.refund.at)}
                        </div>
                      </>
                    ) : invoice.refundRequest ? (
                      // The client's money-back request (ADR 0066): Refund settles it.
                      <>
                        <Badge variant="light" radius="sm" color="orange">
                          Money back requested
                        </Badge>
                        <div className={classes.muted}>
                          {formatDay(invoice.refundRequest.at)}: {invoice.refundRequest.reason}
                        </div>
                      </>
                    ) : (
                      <span className={classes.muted}>—</span>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <div className={classes.actions}>
                      {nextInvoiceStatuses(invoice.status, 'admin').length > 0 && (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => act('status')}
                          aria-label={`Change the status of ${number}`}
                        >
                          Change status
                        </Button>
                      )}
                      {!FINAL_INVOICE_STATUSES.includes(invoice.status) && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => act('details')}
                          aria-label={`Edit ${number}`}
                        >
                          Edit
                        </Button>
                      )}
                      {invoice.status === 'paid' && !invoice.refund && (
                        <Button
                          size="xs"
                          color="red"
                          variant="outline"
                          onClick={() => act('refund')}
                          aria-label={`Refund ${number}`}
                        >
                          Refund
                        </Button>
                      )}
                    </div>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {open && (
        <InvoiceDialog
          kind={kind}
          invoice={open.invoice}
          action={open.action}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

/** The invoices of a signup or an instance, in a card of their own. */
export function InvoicesCard({
  kind,
  invoices,
}: {
  kind: EngagementKind;
  invoices: AdminInvoice[];
}) {
  const titleId = useId();
  return (
    <section className={classes.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.cardTitle}>
        Invoices
      </h2>
      <InvoiceTable kind={kind} invoices={invoices} />
    </section>
  );
}
