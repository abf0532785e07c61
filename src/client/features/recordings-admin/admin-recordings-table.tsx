// The console's recordings table (docs/product.md#admin-recordings): every meeting recording,
// searched by client, advisor or id, filtered by status or to the orphans, sorted; each opens
// its edit page.
import '@mantine/core/styles/SegmentedControl.css';
import { NativeSelect, SegmentedControl } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADMIN_RECORDING_SORTS,
  ADMIN_RECORDING_STATUS_FILTERS,
  ORPHAN_REASON_TEXT,
} from '../../../shared/contracts/recordings-admin';
import type {
  AdminRecordingRow,
  AdminRecordingSort,
  AdminRecordingStatusFilter,
} from '../../../shared/contracts/recordings-admin';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RECORDINGS_ADMIN_API } from '../../../shared/routes/recordings-admin-api';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { formatBytes } from '../vault/file-size';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { usePhoneLayout } from '../../ui/use-phone-layout';
import { RECORDINGS_TABLE } from './recordings-admin-api';
import { RECORDING_STATUS_SHOWN, RecordingStatusBadge } from './recording-status-badge';
import classes from './recordings-admin.module.css';

const SHOW = ['all', 'orphans'] as const;
const DEFAULTS = {
  sort: 'created',
  dir: 'desc',
  filters: { status: 'all', show: 'all' },
} as const;

const statusLabel = (value: AdminRecordingStatusFilter) =>
  value === 'all' ? 'Any status' : RECORDING_STATUS_SHOWN[value].label;

function columns(timeZone: string): ConsoleColumn<AdminRecordingRow, AdminRecordingSort>[] {
  return [
    {
      key: 'client',
      label: 'Client',
      primary: true,
      render: (row) => (
        <span className={classes.who}>
          <Link to={ADMIN_PAGES.recordingEdit(row.id)}>{row.client.name || row.client.email}</Link>
          <span className={classes.muted}>with {row.advisor.name}</span>
        </span>
      ),
    },
    {
      key: 'meeting',
      label: 'Meeting',
      sort: 'meeting',
      render: (row) => (
        <time dateTime={row.meeting.start}>
          {formatMeetingTimeShort(row.meeting.start, timeZone)}
        </time>
      ),
    },
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      render: (row) => (
        <span className={classes.who}>
          <RecordingStatusBadge status={row.status} />
          {row.atProvider && <span className={classes.muted}>Zoom still has a copy</span>}
          {row.orphanReason && (
            <span className={classes.flag} title={ORPHAN_REASON_TEXT[row.orphanReason]}>
              Orphan
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'source',
      label: 'From',
      render: (row) => (row.source === 'zoom' ? 'Zoom' : 'Upload'),
    },
    {
      key: 'size',
      label: 'Size',
      sort: 'size',
      numeric: true,
      render: (row) => (row.sizeBytes === null ? '—' : formatBytes(row.sizeBytes)),
    },
    {
      key: 'created',
      label: 'Added',
      sort: 'created',
      render: (row) => (
        <time dateTime={row.createdAt}>{formatMeetingTimeShort(row.createdAt, timeZone)}</time>
      ),
    },
  ];
}

export function AdminRecordingsTable() {
  const state = useConsoleQuery(ADMIN_RECORDING_SORTS, DEFAULTS);
  const orphans = state.query.filters.show === 'orphans';
  const page = useConsolePage<AdminRecordingRow>(
    RECORDINGS_TABLE,
    orphans ? RECORDINGS_ADMIN_API.orphans : RECORDINGS_ADMIN_API.recordings,
    state.apiSearch,
  );
  const timeZone = useDisplayTimeZone();
  const phone = usePhoneLayout();
  return (
    <ConsoleTable
      caption="Recordings"
      columns={columns(timeZone)}
      state={state}
      {...consolePageState(page)}
      rowKey={(row) => row.id}
      noun={['recording', 'recordings']}
      searchLabel="Search by client, email, advisor or id"
      filters={
        <div className={classes.filters}>
          <SegmentedControl
            fullWidth={phone}
            value={state.query.filters.show}
            onChange={(value) => state.set({ filters: { show: value } })}
            data={SHOW.map((value) => ({
              value,
              label: value === 'all' ? 'All recordings' : 'Orphans only',
            }))}
            aria-label="Show recordings"
          />
          <NativeSelect
            label="Status"
            value={state.query.filters.status}
            onChange={(event) => state.set({ filters: { status: event.currentTarget.value } })}
            data={ADMIN_RECORDING_STATUS_FILTERS.map((value) => ({
              value,
              label: statusLabel(value),
            }))}
          />
        </div>
      }
      empty={
        orphans
          ? 'No orphan recordings: every recording kept belongs to a meeting that took place with recording on.'
          : undefined
      }
    />
  );
}
