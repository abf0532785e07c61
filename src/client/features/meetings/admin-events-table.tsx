// The console's meetings table (docs/product.md#admin-operations): every Hour meeting, searched by
// client, advisor or id, filtered by what needs attention, sorted; each opens its edit page.
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { Link } from 'react-router';
import { ADMIN_EVENT_FILTERS, ADMIN_EVENT_SORTS } from '../../../shared/contracts/booking';
import type { AdminEventFilter, AdminEventSort, Meeting } from '../../../shared/contracts/booking';
import { formatCurrency } from '../../../shared/format';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useNow } from '../../ui/use-now';
import { usePhoneLayout } from '../../ui/use-phone-layout';
import { EVENTS_TABLE } from './admin-events-api';
import { MeetingStatusBadge } from './meeting-status';
import classes from './admin-events.module.css';

const FILTER_LABELS: Record<AdminEventFilter, string> = {
  'refund-requested': 'Money-back requests',
  upcoming: 'Upcoming',
  past: 'Past and cancelled',
  all: 'All',
};

const DEFAULTS = { sort: 'start', dir: 'desc', filters: { filter: 'all' } } as const;

function columns(timeZone: string, now: Date): ConsoleColumn<Meeting, AdminEventSort>[] {
  return [
    {
      key: 'client',
      label: 'Client',
      primary: true,
      render: (meeting) => (
        <span className={classes.who}>
          <Link to={OPERATIONS_PAGES.eventEdit(meeting.id)}>{meeting.client.name}</Link>
          <span className={classes.muted}>{meeting.client.email}</span>
        </span>
      ),
    },
    {
      key: 'start',
      label: 'When',
      sort: 'start',
      render: (meeting) => (
        <time dateTime={meeting.start}>{formatMeetingTimeShort(meeting.start, timeZone)}</time>
      ),
    },
    { key: 'advisor', label: 'Advisor', render: (meeting) => meeting.advisor.name },
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      render: (meeting) => (
        <span className={classes.who}>
          <MeetingStatusBadge meeting={meeting} now={now} />
          {meeting.refundRequestedAt && meeting.status !== 'Refunded' && (
            <span className={classes.flag}>Money back requested</span>
          )}
        </span>
      ),
    },
    {
      key: 'price',
      label: 'Fee',
      sort: 'price',
      numeric: true,
      render: (meeting) => formatCurrency(meeting.priceCents),
    },
  ];
}

export function AdminEventsTable() {
  const state = useConsoleQuery(ADMIN_EVENT_SORTS, DEFAULTS);
  const page = useConsolePage<Meeting>(EVENTS_TABLE, ADMIN_API.events, state.apiSearch);
  const timeZone = useDisplayTimeZone();
  const now = useNow();
  const phone = usePhoneLayout();
  const filter = state.query.filters.filter as AdminEventFilter;
  return (
    <ConsoleTable
      caption="Meetings"
      columns={columns(timeZone, now)}
      state={state}
      {...consolePageState(page)}
      rowKey={(meeting) => meeting.id}
      noun={['meeting', 'meetings']}
      searchLabel="Search by client, email, advisor or meeting id"
      filters={
        <SegmentedControl
          className={classes.tableFilter}
          // Four choices do not fit a phone's width side by side.
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          value={filter}
          onChange={(value) => state.set({ filters: { filter: value } })}
          data={ADMIN_EVENT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          aria-label="Show meetings"
        />
      }
      empty={filter === 'refund-requested' ? 'No money-back requests are waiting.' : undefined}
    />
  );
}
