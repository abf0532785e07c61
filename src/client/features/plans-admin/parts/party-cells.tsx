// The first cells of a signup's or an instance's row: the client, the advisor and the price.
import { Table } from '@mantine/core';
import type { AdminSignup } from '../../../../shared/contracts/plans-admin';
import { formatCurrency } from '../../../../shared/format';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';
import { offeringOf } from '../../../../shared/offerings/catalog';

export function PartyCells({
  kind,
  row,
}: {
  kind: EngagementKind;
  row: Pick<AdminSignup, 'client' | 'advisor' | 'priceCents'>;
}) {
  return (
    <>
      <Table.Td>
        <div className={classes.strong}>{row.client.name}</div>
        <div className={classes.muted}>{row.client.email}</div>
      </Table.Td>
      <Table.Td>{row.advisor.name}</Table.Td>
      <Table.Td className={classes.nowrap}>
        {formatCurrency(row.priceCents)}
        {offeringOf(kind).price.per === 'month' && <span className={classes.muted}> /mo</span>}
      </Table.Td>
    </>
  );
}
