// One meeting on its edit page (docs/product.md#admin-operations): who, when, its status, and only
// the changes the state machine allows an admin now. Each is confirmed, said when done, and
// audited on the server; the refund goes through the payments path.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { REFUND_PERCENT } from '../../../shared/constants';
import { formatCurrency } from '../../../shared/format';
import { meetingStatusInSentence, meetingStatusWord } from '../../../shared/domain/meeting-status';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import type { AdminEvent } from '../../../shared/contracts/booking';
import { useConfirm } from '../../ui/confirm-provider';
import type { ConfirmRequest } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useNow } from '../../ui/use-now';
import { useAdminEvent, useAdminEventAction } from './admin-events-api';
import type { AdminEventAction } from './admin-events-api';
import { EventDetails } from './event-details';
import { MeetingStatusBadge } from './meeting-status';
import { RescheduleButton } from './reschedule-dialog';
import classes from './admin-events.module.css';
import { adminFailureMessage } from '../console/admin-failure';
import { MeetingRecordings } from '../recordings-admin/meeting-recordings';

const LABELS: Record<AdminEventAction, string> = {
  refund: 'Refund in full',
  cancel: 'Cancel and refund',
  markNoShow: 'Mark as no-show',
  waiveNotes: 'Waive the notes',
};

function confirmation(action: AdminEventAction, event: AdminEvent): ConfirmRequest {
  const amount = formatCurrency(event.priceCents);
  const client = event.client.name;
  return {
    refund: {
      title: `Refund ${amount} to ${client}?`,
      message: `The meeting becomes Refunded and ${REFUND_PERCENT}% of the fee goes back to the card it was paid with.`,
      confirmLabel: `Refund ${amount}`,
      destructive: true,
    },
    cancel: {
      title: `Cancel ${client}'s meeting?`,
      message: `Both sides are told and ${REFUND_PERCENT}% of the fee (${amount}) is refunded. This cannot be undone.`,
      confirmLabel: 'Cancel and refund',
      destructive: true,
    },
    markNoShow: {
      title: `Mark ${client} as a no-show?`,
      message: 'The meeting becomes a no-show: the client did not join. The fee is kept.',
      confirmLabel: 'Mark as no-show',
      destructive: true,
    },
    waiveNotes: {
      title: 'Waive the notes?',
      message: `${event.advisor.name} will no longer be asked for notes on this meeting.`,
      confirmLabel: 'Waive the notes',
    },
  }[action];
}

const DONE: Record<AdminEventAction, string> = {
  refund: 'The fee was refunded in full.',
  cancel: 'The meeting is canceled and the fee refunded.',
  markNoShow: 'The meeting is marked as a no-show.',
  waiveNotes: 'The notes are waived.',
};

export function AdminEventEdit({ eventId }: { eventId: string }) {
  const { data: event, isPending, isError, refetch } = useAdminEvent(eventId);
  const timeZone = useDisplayTimeZone();
  const now = useNow();
  const confirm = useConfirm();
  const notify = useNotifications();
  const action = useAdminEventAction();

  if (isPending) return <Loader size="sm" aria-label="Loading the meeting" />;
  if (isError || !event) {
    return (
      <p className={classes.muted}>
        The meeting could not be loaded.{' '}
        <Button variant="subtle" size="xs" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }

  const act = async (kind: AdminEventAction) => {
    if (!(await confirm(confirmation(kind, event)))) return;
    action.mutate(
      { eventId, action: kind },
      {
        onSuccess: () => notify.success(DONE[kind]),
        onError: (error) =>
          notify.error(adminFailureMessage('editEvent', error), 'The change was not made'),
      },
    );
  };

  return (
    <div className={classes.edit}>
      <div className={classes.row}>
        <div className={classes.summary}>
          <div>
            <p className={classes.when}>
              <time dateTime={event.start}>{formatMeetingTimeShort(event.start, timeZone)}</time>
            </p>
            <p className={classes.people}>
              <strong>{event.client.name}</strong> with{' '}
              <Link to={ADVISOR_PAGES.profile(event.advisor.slug)}>{event.advisor.name}</Link>
            </p>
            <p className={classes.muted}>{event.client.email}</p>
          </div>
          <div className={classes.state}>
            <MeetingStatusBadge meeting={event} now={now} />
            <span className={classes.amount}>{formatCurrency(event.priceCents)}</span>
          </div>
        </div>
        <div className={classes.changes} role="group" aria-label="Change this meeting">
          {event.adminActions.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={kind === 'refund' ? 'filled' : 'outline'}
              color={kind === 'refund' ? 'grape' : kind === 'waiveNotes' ? 'brand' : 'red.9'}
              onClick={() => void act(kind)}
              loading={action.isPending && action.variables.action === kind}
            >
              {LABELS[kind]}
            </Button>
          ))}
          {event.actions.reschedule && (
            <RescheduleButton
              size="sm"
              meeting={event}
              timeZone={timeZone}
              withWhom={event.client.name}
            />
          )}
          {event.adminActions.length === 0 && !event.actions.reschedule && (
            <p className={classes.muted}>
              No change is possible now: the meeting is{' '}
              {meetingStatusInSentence(meetingStatusWord(event.status, event.end, now))}.
            </p>
          )}
        </div>
      </div>
      <EventDetails eventId={eventId} timeZone={timeZone} />
      <MeetingRecordings eventId={eventId} />
    </div>
  );
}
