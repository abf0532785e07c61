// The signups of one offering as a table: who, with whom, the price, where it stands, its
// follow-up and invoices, with links to the signup's and its instance's edit pages.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { SIGNUP_STATE_LABELS } from '../../../../shared/contracts/plans-admin';
import type { AdminSignup } from '../../../../shared/contracts/plans-admin';
import { FOLLOW_UP_STATUS_LABELS } from '../../../../shared/contracts/plans';
import { editPagesOf } from './edit-links';
import { PartyCells } from './party-cells';
import { formatDay } from './plans-format';
import { InvoiceCounts } from './invoice-counts';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

const STATE_COLORS: Record<AdminSignup['state'], string> = {
  'awaiting-payment': 'yellow',
  paid: 'teal',
  expired: 'gray',
  cancelled: 'red',
};

export function SignupTable({
  kind,
  items,
  reloadId,
}: {
  kind: EngagementKind;
  items: AdminSignup[];
  reloadId: string;
}) {
  const pages = editPagesOf(kind);
  return (
    <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Client</Table.Th>
          <Table.Th>Advisor</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Follow-up</Table.Th>
          <Table.Th>Target date</Table.Th>
          <Table.Th>Invoices</Table.Th>
          <Table.Th>Signed up</Table.Th>
          <Table.Th>Open</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((signup) => (
          <Table.Tr key={signup.id}>
            <PartyCells kind={kind} row={signup} />
            <Table.Td>
              <Badge variant="light" radius="sm" color={STATE_COLORS[signup.state]}>
                {SIGNUP_STATE_LABELS[signup.state]}
              </Badge>
            </Table.Td>
            <Table.Td>{FOLLOW_UP_STATUS_LABELS[signup.followUpStatus]}</Table.Td>
            <Table.Td className={classes.nowrap}>{formatDay(signup.targetDate)}</Table.Td>
            <Table.Td>
              <InvoiceCounts counts={signup.invoiceCounts} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>{formatDay(signup.createdAt)}</Table.Td>
            <Table.Td>
              <div className={classes.links}>
                <Link
                  to={pages.signup(reloadId, signup.id)}
                  aria-label={`Signup of ${signup.client.name}`}
                >
                  Signup
                </Link>
                {signup.instanceId && (
                  <Link
                    to={pages.instance(reloadId, signup.instanceId)}
                    aria-label={`Instance of ${signup.client.name}`}
                  >
                    Instance
                  </Link>
                )}
              </div>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
