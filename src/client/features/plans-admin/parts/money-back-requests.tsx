// The money-back requests of The Plan or The Ongoing still waiting (ADR 0066), oldest first, like
// the Hour's "Money-back requests" among the meetings: who asked, for which invoice, why, and a
// link to the page where the invoice's Refund settles it.
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { Link } from 'react-router';
import { invoiceNumberText } from '../../../../shared/contracts/plans-admin';
import { formatCurrency } from '../../../../shared/format';
import { invoiceRefundPage } from '../../../../shared/offerings/offering-pages';
import { useMoneyBackRequests } from '../plans-admin-api';
import { formatDay } from './plans-format';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

export function MoneyBackRequests({ kind, reloadId }: { kind: EngagementKind; reloadId: string }) {
  const answer = useMoneyBackRequests(kind);
  if (answer.isPending) return <p className={classes.muted}>Loading the money-back requests…</p>;
  if (!answer.data) {
    return (
      <p role="alert" className={classes.problem}>
        The money-back requests could not be loaded.
      </p>
    );
  }
  const { requests } = answer.data;
  if (requests.length === 0) {
    return <p className={classes.muted}>No money-back requests are waiting.</p>;
  }
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" aria-label="Money-back requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Asked on</Table.Th>
            <Table.Th>Their reason</Table.Th>
            <Table.Th>Settle</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map(({ invoice, clientName, signupId, instanceId }) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{clientName}</Table.Td>
              <Table.Td className={classes.nowrap}>{invoiceNumberText(invoice.number)}</Table.Td>
              <Table.Td className={classes.nowrap}>{formatCurrency(invoice.amountCents)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                {formatDay(invoice.refundRequest?.at ?? null)}
              </Table.Td>
              <Table.Td>{invoice.refundRequest?.reason}</Table.Td>
              <Table.Td>
                <Link to={invoiceRefundPage(kind, reloadId, { signupId, instanceId })}>
                  Review and refund
                </Link>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
