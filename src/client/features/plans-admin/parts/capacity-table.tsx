// Who has capacity (advisors-plan-availability, advisors-ongoing-availability): each
// advisor's offering on or off, its price, and how many places are taken and left.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Table } from '@mantine/core';
import { formatCurrency } from '../../../../shared/format';
import { useCapacity } from '../plans-admin-api';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';
import { offeringOf } from '../../../../shared/offerings/catalog';

export function CapacityTable({ kind }: { kind: EngagementKind }) {
  const { data, isPending, isError, refetch } = useCapacity(kind);
  return (
    <div className={classes.tableWrap} aria-busy={isPending}>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Advisor</Table.Th>
            <Table.Th>Offering</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Capacity</Table.Th>
            <Table.Th>Taken</Table.Th>
            <Table.Th>Left</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.advisors.map((row) => (
            <Table.Tr key={row.advisorId}>
              <Table.Td className={classes.strong}>{row.name}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" color={row.enabled ? 'teal' : 'gray'}>
                  {row.enabled ? 'On' : 'Off'}
                </Badge>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {formatCurrency(row.priceCents)}
                {offeringOf(kind).price.per === 'month' && (
                  <span className={classes.muted}> /mo</span>
                )}
              </Table.Td>
              <Table.Td>{row.capacity ?? 'No limit'}</Table.Td>
              <Table.Td>{row.taken}</Table.Td>
              <Table.Td>
                {row.left === null ? (
                  <span className={classes.muted}>—</span>
                ) : row.left === 0 ? (
                  <Badge variant="light" radius="sm" color="red">
                    Full
                  </Badge>
                ) : (
                  row.left
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isPending && <p className={classes.empty}>Loading advisors…</p>}
      {isError && !data && (
        <p className={classes.empty}>
          The advisors could not be loaded.{' '}
          <Button variant="subtle" size="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      )}
      {data && data.advisors.length === 0 && <p className={classes.empty}>No advisors yet.</p>}
    </div>
  );
}
