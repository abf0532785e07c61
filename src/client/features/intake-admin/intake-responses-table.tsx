// The intake responses table of the console (docs/product.md#intake-responses-admin): the recent
// responses or only the orphans, searched by client name or email, filtered by source, sorted by
// date or client; each row opens the response. The address keeps the view.
import { NativeSelect } from '@mantine/core';
import { Link } from 'react-router';
import { INTAKE_FORM_SOURCES } from '../../../shared/contracts/intake';
import {
  INTAKE_RESPONSE_SORTS,
  INTAKE_SOURCE_LABELS,
} from '../../../shared/contracts/intake-admin';
import type { IntakeResponseRow } from '../../../shared/contracts/intake-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { INTAKE_ADMIN_API } from '../../../shared/routes/intake-admin-api';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { dateTime } from '../users/users-format';
import { INTAKE_TABLE } from './intake-admin-api';
import { Attachments, sourceLabel } from './intake-format';
import classes from './intake-admin.module.css';

const DEFAULTS = {
  sort: 'createdAt',
  dir: 'desc',
  filters: { source: '', view: 'recent' },
} as const;

/** A fresh reloadId, so the edit page opens anew (its value means nothing else). */
export const freshReloadId = () => Date.now().toString(36);

const COLUMNS: ConsoleColumn<IntakeResponseRow, (typeof INTAKE_RESPONSE_SORTS)[number]>[] = [
  {
    key: 'client',
    label: 'Client',
    sort: 'client',
    primary: true,
    render: (row) => (
      <span>
        <Link
          to={ADMIN_PAGES.intakeResponseEdit(freshReloadId(), row.id)}
          className={classes.nameLink}
          aria-label={`Open ${sourceLabel(row)} answers of ${row.client.fullName}`}
        >
          {row.client.fullName || 'Deleted user'}
        </Link>
        <span className={classes.email}>{row.client.email}</span>
      </span>
    ),
  },
  { key: 'source', label: 'Source', render: sourceLabel },
  { key: 'advisor', label: 'Advisor', render: (row) => row.advisor?.name ?? '—' },
  {
    key: 'questions',
    label: 'Questions',
    render: (row) => <span className={classes.excerpt}>{row.excerpt || '—'}</span>,
  },
  {
    key: 'attached',
    label: 'Attached to',
    render: (row) => <Attachments attachments={row.attachments} />,
  },
  {
    key: 'createdAt',
    label: 'Answered',
    sort: 'createdAt',
    render: (row) => dateTime(row.createdAt),
  },
  {
    key: 'updatedAt',
    label: 'Changed',
    sort: 'updatedAt',
    render: (row) => dateTime(row.updatedAt),
  },
];

export function IntakeResponsesTable() {
  const state = useConsoleQuery(INTAKE_RESPONSE_SORTS, DEFAULTS);
  const orphans = state.query.filters.view === 'orphans';
  const page = useConsolePage<IntakeResponseRow>(
    INTAKE_TABLE,
    orphans ? INTAKE_ADMIN_API.orphans : INTAKE_ADMIN_API.recent,
    state.apiSearch,
  );
  const filtered = state.query.q || state.query.filters.source;
  return (
    <ConsoleTable
      caption={orphans ? 'Orphan intake responses' : 'Recent intake responses'}
      columns={COLUMNS}
      state={state}
      {...consolePageState(page)}
      rowKey={(row) => row.id}
      noun={['response', 'responses']}
      searchLabel="Search by client name or email"
      filters={
        <>
          <NativeSelect
            label="Show"
            value={state.query.filters.view}
            data={[
              { value: 'recent', label: 'All responses' },
              { value: 'orphans', label: 'Orphans only' },
            ]}
            onChange={(event) => state.set({ filters: { view: event.currentTarget.value } })}
          />
          <NativeSelect
            label="Source"
            value={state.query.filters.source}
            data={[
              { value: '', label: 'Any source' },
              ...INTAKE_FORM_SOURCES.map((source) => ({
                value: source,
                label: INTAKE_SOURCE_LABELS[source],
              })),
            ]}
            onChange={(event) => state.set({ filters: { source: event.currentTarget.value } })}
          />
        </>
      }
      empty={
        filtered
          ? 'No responses match this search.'
          : orphans
            ? 'No orphans: every response belongs to a meeting, a signup or a booking under way.'
            : 'No intake responses yet.'
      }
    />
  );
}
