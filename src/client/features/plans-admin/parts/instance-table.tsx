// The instances (engagements) of one offering as a table: who, the dates, status, meetings and
// invoices, with a link to each one's edit page.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { ENGAGEMENT_STATUS_LABELS } from '../../../../shared/contracts/plans-admin';
import type { AdminInstance } from '../../../../shared/contracts/plans-admin';
import { FOLLOW_UP_STATUS_LABELS } from '../../../../shared/contracts/plans';
import { endingLine } from '../../../../shared/domain/engagement-ending';
import { editPagesOf } from './edit-links';
import { PartyCells } from './party-cells';
import { InvoiceCounts } from './invoice-counts';
import { formatDay } from './plans-format';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

export const ENGAGEMENT_STATUS_COLORS: Record<AdminInstance['status'], string> = {
  active: 'teal',
  completed: 'blue',
  cancelled: 'red',
};

export function InstanceTable({
  kind,
  items,
  reloadId,
}: {
  kind: EngagementKind;
  items: AdminInstance[];
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
          <Table.Th>Status</Table.Th>
          <Table.Th>Start – end</Table.Th>
          <Table.Th>Meetings</Table.Th>
          <Table.Th>Follow-up</Table.Th>
          <Table.Th>Invoices</Table.Th>
          <Table.Th>Open</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((instance) => (
          <Table.Tr key={instance.id}>
            <PartyCells kind={kind} row={instance} />
            <Table.Td>
              <Badge variant="light" radius="sm" color={ENGAGEMENT_STATUS_COLORS[instance.status]}>
                {ENGAGEMENT_STATUS_LABELS[instance.status]}
              </Badge>
              {endingLine(instance) && (
                <div className={classes.muted}>Cancelled · {endingLine(instance)}</div>
              )}
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              {formatDay(instance.startsOn)} – {formatDay(instance.endsOn)}
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              {instance.meetingsBooked}
              {instance.meetingsIncluded !== null && ` of ${instance.meetingsIncluded}`}
            </Table.Td>
            <Table.Td>
              {FOLLOW_UP_STATUS_LABELS[instance.followUpStatus]}
              {instance.targetDate && (
                <div className={classes.muted}>by {formatDay(instance.targetDate)}</div>
              )}
            </Table.Td>
            <Table.Td>
              <InvoiceCounts counts={instance.invoiceCounts} />
            </Table.Td>
            <Table.Td>
              <div className={classes.links}>
                <Link
                  to={pages.instance(reloadId, instance.id)}
                  aria-label={`Instance of ${instance.client.name}`}
                >
                  Instance
                </Link>
                <Link
                  to={pages.signup(reloadId, instance.signupId)}
                  aria-label={`Signup of ${instance.client.name}`}
                >
                  Signup
                </Link>
              </div>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
