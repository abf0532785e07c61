// Admin → User agreements (docs/product.md#user-agreements): the latest acceptances, newest
// first and paged: who, which document at which version, when, where from (the agreement step,
// a paid booking or a signup) and the address of an agreement accepted on its own.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Pagination, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AcceptanceContext, AcceptanceRecord } from '../../../shared/contracts/compliance';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useRecentAcceptances } from './compliance-api';
import classes from './parts/user-agreements-admin.module.css';

const CONTEXT_LABEL: Record<AcceptanceContext, string> = {
  agreement: 'Agreement step',
  booking: 'Paid booking',
  signup: 'Plan or Ongoing signup',
};
const CONTEXT_COLOR: Record<AcceptanceContext, string> = {
  agreement: 'navy',
  booking: 'gray',
  signup: 'gold',
};

function AcceptanceRow({ row, timeZone }: { row: AcceptanceRecord; timeZone: string }) {
  return (
    <Table.Tr>
      <Table.Td>
        <span className={classes.name}>{row.clientName}</span>
        <br />
        <span className={classes.muted}>{row.clientEmail}</span>
      </Table.Td>
      <Table.Td>
        {row.documentName}
        <span className={classes.muted}> · version {row.documentVersion}</span>
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          radius="sm"
          color={CONTEXT_COLOR[row.context]}
          c={`${CONTEXT_COLOR[row.context]}.9`}
          bg={`${CONTEXT_COLOR[row.context]}.1`}
        >
          {CONTEXT_LABEL[row.context]}
        </Badge>
      </Table.Td>
      <Table.Td className={classes.muted}>
        <span className={classes.phoneLabel}>Accepted </span>
        {formatMeetingTimeShort(row.acceptedAt, timeZone)}
      </Table.Td>
      <Table.Td className={classes.muted}>
        <span className={classes.phoneLabel}>From </span>
        {row.ipAddress ?? '—'}
      </Table.Td>
    </Table.Tr>
  );
}

export function UserAgreementsAdmin() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useRecentAcceptances(page);
  const timeZone = useDisplayTimeZone();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  if (isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the acceptances">
        <Skeleton height={320} radius="md" />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className={classes.empty} role="alert">
        <p>The acceptances could not be loaded.</p>
        <Button variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.acceptances.length === 0) {
    return <p className={classes.empty}>No client has accepted an agreement yet.</p>;
  }
  return (
    <>
      <div className={classes.tableWrap}>
        <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md">
          <caption>
            <VisuallyHidden>Latest acceptances, newest first</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Client</Table.Th>
              <Table.Th scope="col">Document</Table.Th>
              <Table.Th scope="col">Where</Table.Th>
              <Table.Th scope="col">Accepted</Table.Th>
              <Table.Th scope="col">IP address</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.acceptances.map((row) => (
              <AcceptanceRow key={row.id} row={row} timeZone={timeZone} />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div className={classes.footer}>
        <span>
          {data.total} {data.total === 1 ? 'acceptance' : 'acceptances'}
        </span>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(next) =>
              setParams(next > 1 ? { page: String(next) } : {}, { replace: true })
            }
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
          />
        )}
      </div>
    </>
  );
}
