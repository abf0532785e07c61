// The engagement's meetings: those booked, how many are left, and Book, which opens the advisor's
// open times (the same calendar as The Hour's) and books the chosen one with nothing to pay.
import { useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import type { Engagement } from '../../../../shared/contracts/engagements';
import {
  formatClockTime,
  formatMeetingDate,
  formatMeetingTime,
  timeZoneShortName,
} from '../../../../shared/meeting-time';
import { messageOf } from '../../../api/error-message';
import { useDisplayTimeZone } from '../../../ui/use-display-time-zone';
import { useNow } from '../../../ui/use-now';
import { useNotifications } from '../../../ui/notifications';
import { useAdvisorProfile } from '../../advisors/advisors-api';
import { useSlotWindows } from '../../booking/booking-api';
import { TimeChooser } from '../../booking/time-chooser';
import { MeetingStatusBadge } from '../../meetings/meeting-status';
import { useBookIncludedMeeting } from '../engagements-api';
import classes from './portal.module.css';
import { offeringOf } from '../../../../shared/offerings/catalog';

function meetingLabel(engagement: Engagement): string {
  return offeringOf(engagement.kind).fulfilment.meetingNoun;
}

/** The advisor's open times, opened in place under the meetings. */
function BookingPanel({ engagement, onClose }: { engagement: Engagement; onClose: () => void }) {
  const profile = useAdvisorProfile(engagement.advisor.slug);
  const slots = useSlotWindows(engagement.advisor.slug);
  const displayZone = useDisplayTimeZone();
  const [timeZone, setTimeZone] = useState(displayZone);
  const [choice, setChoice] = useState<string | null>(null);
  const book = useBookIncludedMeeting(engagement.id);
  const notify = useNotifications();
  const close = () => {
    setChoice(null);
    book.reset();
    onClose();
  };
  const confirm = () => {
    if (!choice) return;
    book.mutate(
      { start: choice, clientTimeZone: timeZone },
      {
        onSuccess: () => {
          notify.success(
            `${formatMeetingTime(choice, timeZone)}. The video link and calendar invitation are on their way by email.`,
            'Meeting booked',
          );
          close();
        },
        onError: () => setChoice(null),
      },
    );
  };
  return (
    <div
      className={classes.booking}
      role="region"
      aria-label={`Book a ${meetingLabel(engagement)} with ${engagement.advisor.name}`}
    >
      {book.isError && (
        <Alert color="red" variant="light" role="alert" mb="md" title="Not booked">
          {messageOf(book.error)}
        </Alert>
      )}
      {profile.data ? (
        <TimeChooser
          advisor={profile.data}
          query={slots}
          timeZone={timeZone}
          onTimeZone={setTimeZone}
          choice={choice}
          onChoose={(slot) => setChoice(slot.start)}
        />
      ) : profile.isError ? (
        <Alert color="red" variant="light" role="alert">
          The advisor’s calendar could not be loaded. Please try again.
        </Alert>
      ) : (
        <Loader color="brand" aria-label="Loading the calendar" />
      )}
      {choice && (
        <div className={classes.chosen}>
          <span>
            <strong>{formatMeetingTime(choice, timeZone)}</strong> · included, nothing to pay
          </span>
          <Button onClick={confirm} loading={book.isPending}>
            Book this time
          </Button>
        </div>
      )}
      <Button variant="default" mt="md" onClick={close}>
        Close the calendar
      </Button>
    </div>
  );
}

export function EngagementMeetings({
  engagement,
  audience,
}: {
  engagement: Engagement;
  audience: 'client' | 'advisor';
}) {
  const [booking, setBooking] = useState(false);
  const timeZone = useDisplayTimeZone();
  const now = useNow();
  const counted = engagement.meetings.filter(
    (one) => one.status !== 'Canceled' && one.status !== 'Refunded',
  );
  const left =
    engagement.meetingsIncluded === null
      ? null
      : Math.max(0, engagement.meetingsIncluded - counted.length);
  const titles = offeringOf(engagement.kind).fulfilment.meetingsTitle;
  return (
    <section className={classes.panel} aria-labelledby="meetings-title">
      <h2 id="meetings-title" className={classes.panelTitle}>
        {titles[audience]}
      </h2>
      <p className={classes.panelLead}>
        {left === null
          ? 'Check-ins are included: book the next one whenever you need it.'
          : `${counted.length} of ${engagement.meetingsIncluded} included meetings booked · ${left} left to book.`}
      </p>
      {engagement.meetings.length === 0 ? (
        <p className={classes.muted}>No {meetingLabel(engagement)}s booked yet.</p>
      ) : (
        <ul className={classes.list}>
          {engagement.meetings.map((meeting) => (
            <li key={meeting.eventId} className={classes.item}>
              <span className={classes.itemText}>
                <span className={classes.itemTitle}>
                  {formatMeetingDate(meeting.start, timeZone)}
                </span>
                <span className={classes.itemMeta}>
                  {formatClockTime(meeting.start, timeZone)} –{' '}
                  {formatClockTime(meeting.end, timeZone)}{' '}
                  {timeZoneShortName(timeZone, meeting.start)} · by video
                </span>
              </span>
              <MeetingStatusBadge meeting={meeting} now={now} />
            </li>
          ))}
        </ul>
      )}
      {audience === 'client' &&
        !booking &&
        (engagement.booking.open ? (
          <Button onClick={() => setBooking(true)}>Book a {meetingLabel(engagement)}</Button>
        ) : (
          <p className={classes.muted}>{engagement.booking.reason}</p>
        ))}
      {audience === 'client' && booking && (
        <BookingPanel engagement={engagement} onClose={() => setBooking(false)} />
      )}
    </section>
  );
}
