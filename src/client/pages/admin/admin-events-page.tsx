// admin/events (docs/product.md#admin): Hour meetings by what needs attention. Money-back requests
// come first: an admin reads the reason and approves the full refund. An admin may also cancel a
// meeting at any time, within the last 24 hours too, which refunds it in full.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Loader.css';
import { useState } from 'react';
import { Button, Pagination, SegmentedControl } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_EVENT_FILTERS } from '../../../shared/contracts/booking';
import type { AdminEventFilter, Meeting } from '../../../shared/contracts/booking';
import { REFUND_PERCENT } from '../../../shared/constants';
import { formatCurrency } from '../../../shared/format';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { useAdminEventAction, useAdminEvents } from '../../features/meetings/admin-events-api';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { EventDetails } from '../../features/meetings/event-details';
import { MeetingStatusBadge } from '../../features/meetings/meeting-status';
import { RescheduleButton } from '../../features/meetings/reschedule-dialog';
import { useNow } from '../../ui/use-now';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { usePhoneLayout } from '../../ui/use-phone-layout';
import pageClasses from './admin-page.module.css';
import classes from '../../features/meetings/admin-events.module.css';

const FILTER_LABELS: Record<AdminEventFilter, string> = {
  'refund-requested': 'Money-back requests',
  upcoming: 'Upcoming',
  past: 'Past and canceled',
  all: 'All',
};

const EMPTY: Record<AdminEventFilter, string> = {
  'refund-requested': 'No money-back requests are waiting.',
  upcoming: 'No meetings are coming up.',
  past: 'No past meetings yet.',
  all: 'No meetings yet.',
};

const isFilter = (value: string | null): value is AdminEventFilter =>
  ADMIN_EVENT_FILTERS.includes(value as AdminEventFilter);

function EventRow({ meeting, timeZone, now }: { meeting: Meeting; timeZone: string; now: Date }) {
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  const notify = useNotifications();
  const action = useAdminEventAction();
  const amount = formatCurrency(meeting.priceCents);

  const act = async (kind: 'refund' | 'cancel') => {
    const ok = await confirm(
      kind === 'refund'
        ? {
            title: `Refund ${amount} to ${meeting.client.name}?`,
            message: `The meeting becomes Refunded and ${REFUND_PERCENT}% of the fee goes back to the card it was paid with.`,
            confirmLabel: `Refund ${amount}`,
            destructive: true,
          }
        : {
            title: `Cancel ${meeting.client.name}'s meeting?`,
            message: `Both sides are told and ${REFUND_PERCENT}% of the fee (${amount}) is refunded.`,
            confirmLabel: 'Cancel and refund',
            destructive: true,
          },
    );
    if (!ok) return;
    action.mutate(
      { eventId: meeting.id, action: kind },
      {
        onSuccess: () =>
          notify.success(
            kind === 'refund'
              ? `${amount} refunded to ${meeting.client.name}.`
              : `The meeting is canceled and ${amount} refunded.`,
          ),
        onError: (error) =>
          notify.error(error.message || 'Please try again.', 'The change was not made'),
      },
    );
  };

  return (
    <li className={classes.row}>
      <div className={classes.summary}>
        <div>
          <p className={classes.when}>
            <time dateTime={meeting.start}>{formatMeetingTimeShort(meeting.start, timeZone)}</time>
          </p>
          <p className={classes.people}>
            <strong>{meeting.client.name}</strong> with{' '}
            <Link to={ADVISOR_PAGES.profile(meeting.advisor.slug)}>{meeting.advisor.name}</Link>
          </p>
          <p className={classes.muted}>{meeting.client.email}</p>
        </div>
        <div className={classes.state}>
          <MeetingStatusBadge meeting={meeting} now={now} />
          <span className={classes.amount}>{amount}</span>
          {meeting.refundRequestedAt && meeting.status !== 'Refunded' && (
            <span className={classes.flag}>Money back requested</span>
          )}
        </div>
        <div className={classes.actions}>
          {meeting.actions.approveRefund && (
            <Button
              size="xs"
              color="grape"
              onClick={() => void act('refund')}
              loading={action.isPending}
            >
              Approve refund
            </Button>
          )}
          {meeting.actions.reschedule && (
            <RescheduleButton
              size="xs"
              meeting={meeting}
              timeZone={timeZone}
              withWhom={meeting.client.name}
            />
          )}
          {meeting.actions.cancel && (
            <Button size="xs" variant="outline" color="red.9" onClick={() => void act('cancel')}>
              Cancel and refund
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={`event-${meeting.id}`}
          >
            {open ? 'Hide details' : 'Details'}
          </Button>
        </div>
      </div>
      {open && (
        <div id={`event-${meeting.id}`}>
          <EventDetails eventId={meeting.id} timeZone={timeZone} />
        </div>
      )}
    </li>
  );
}

export default function AdminEventsPage() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: AdminEventFilter = isFilter(filterParam) ? filterParam : 'refund-requested';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch, isPlaceholderData } = useAdminEvents(filter, page);
  const timeZone = useDisplayTimeZone();
  const phone = usePhoneLayout();
  const now = useNow();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: { filter?: AdminEventFilter; page?: number }) => {
    const query = new URLSearchParams({ filter: next.filter ?? filter });
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };

  return (
    <section className={pageClasses.page} aria-labelledby="admin-events-title">
      <p className={pageClasses.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-events-title" className={pageClasses.title}>
        Meetings
      </h1>
      <p className={pageClasses.lead}>
        Money-back requests wait here for a decision: approving refunds {REFUND_PERCENT}% of the
        fee. Times are in your time zone ({timeZone}).
      </p>
      <SegmentedControl
        className={classes.filters}
        // Four choices do not fit a phone's width side by side.
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        value={filter}
        onChange={(value) => go({ filter: value as AdminEventFilter })}
        data={ADMIN_EVENT_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        aria-label="Show meetings"
      />
      <div aria-busy={isPending || isPlaceholderData} aria-live="polite">
        {isPending && <p className={pageClasses.empty}>Loading meetings…</p>}
        {isError && !data && (
          <p className={pageClasses.empty}>
            The meetings could not be loaded.{' '}
            <Button variant="subtle" size="xs" onClick={() => void refetch()}>
              Try again
            </Button>
          </p>
        )}
        {data && data.events.length === 0 && <p className={pageClasses.empty}>{EMPTY[filter]}</p>}
        {data && data.events.length > 0 && (
          <ul className={classes.list}>
            {data.events.map((meeting) => (
              <EventRow key={meeting.id} meeting={meeting} timeZone={timeZone} now={now} />
            ))}
          </ul>
        )}
      </div>
      {data && (
        <div className={pageClasses.footer}>
          <span>
            {data.total} {data.total === 1 ? 'meeting' : 'meetings'}
          </span>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={(next) => go({ page: next })} />
          )}
        </div>
      )}
    </section>
  );
}
