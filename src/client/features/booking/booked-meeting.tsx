// The booked meeting's own card on /booked: with whom, when (in the client's zone, named, and
// switchable), the link to join, adding it to a calendar, what to have at hand, until when it
// can be changed for free, and what was paid. Read in the browser only, for the signed-in
// client; anyone else simply sees the general page.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import {
  JOIN_OPENS_MINUTES_BEFORE,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import type { Meeting } from '../../../shared/contracts/booking';
import { INTAKE_PREPARATION } from '../../../shared/contracts/intake';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import { meetingStatusInSentence, meetingStatusWord } from '../../../shared/domain/meeting-status';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { formatCurrency } from '../../../shared/format';
import {
  formatClockTime,
  formatMeetingDate,
  formatMeetingTime,
  timeZoneLongName,
  timeZoneShortName,
} from '../../../shared/meeting-time';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useMeeting } from './booking-api';
import { useAuth } from '../../auth/auth-context';
import { CheckList } from '../../ui/check-list';
import { TimeZoneSelect } from '../../ui/time-zone-select';
import { useHydrated } from '../../ui/use-hydrated';
import { MeetingCalendarLinks } from './parts/meeting-calendar-links';
import classes from './parts/booked-meeting.module.css';
import { useVideoProviderNote } from '../meetings/video-provider-note';

const PHOTO_SIZE = 72;

function MeetingWhen({ meeting }: { meeting: Meeting }) {
  const [zone, setZone] = useState(meeting.clientTimeZone);
  const { start, end, advisor } = meeting;
  const theirs = formatClockTime(start, advisor.timeZone);
  const first = advisor.name.split(' ')[0] ?? advisor.name;
  return (
    <div className={classes.when}>
      <p className={classes.date}>{formatMeetingDate(start, zone)}</p>
      <p className={classes.time}>
        {formatClockTime(start, zone)} – {formatClockTime(end, zone)}
      </p>
      <p className={classes.zone}>{timeZoneLongName(zone, start)}</p>
      {theirs !== formatClockTime(start, zone) && (
        <p className={classes.zone}>
          {theirs} {timeZoneShortName(advisor.timeZone, start)} for {first}
        </p>
      )}
      <TimeZoneSelect
        className={classes.zoneSelect}
        value={zone}
        onChange={setZone}
        label="Show in another time zone"
        size="xs"
      />
    </div>
  );
}

function JoinBlock({ meeting }: { meeting: Meeting }) {
  const videoNote = useVideoProviderNote();
  if (!isActiveEventStatus(meeting.status)) {
    return (
      <div className={classes.join}>
        <p className={classes.inactive}>
          This meeting is {/* A closed meeting's word does not depend on the time. */}
          {meetingStatusInSentence(meetingStatusWord(meeting.status, meeting.end, new Date()))}.
          Details are in My Account.
        </p>
      </div>
    );
  }
  return (
    <div className={classes.join}>
      {meeting.meetingUrl ? (
        <>
          <Button
            component="a"
            href={meeting.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
          >
            Join the video meeting
          </Button>
          <p className={classes.note}>
            The link works from {JOIN_OPENS_MINUTES_BEFORE} minutes before the start. It is also in
            your confirmation email and in My Account.
          </p>
          {videoNote && <p className={classes.note}>{videoNote}</p>}
        </>
      ) : (
        <p className={classes.note}>
          Your video link is being prepared. It will be in your confirmation email and in My Account
          well before the meeting.
        </p>
      )}
    </div>
  );
}

export function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const { advisor } = meeting;
  return (
    <article className={classes.card} aria-labelledby="booked-meeting-title">
      <div className={classes.top}>
        <img src={advisor.profilePicUrl} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} />
        <div className={classes.who}>
          <p className={classes.eyebrow}>Your meeting</p>
          <h2 id="booked-meeting-title" className={classes.title}>
            The Hour with {advisor.name}
          </h2>
          <p className={classes.role}>{advisor.title}</p>
        </div>
        <p className={classes.paid}>
          <span>Paid</span> <strong>{formatCurrency(meeting.priceCents)}</strong>
        </p>
      </div>
      <div className={classes.middle}>
        <MeetingWhen meeting={meeting} />
        <JoinBlock meeting={meeting} />
      </div>
      {isActiveEventStatus(meeting.status) && <MeetingCalendarLinks meeting={meeting} />}
      <div className={classes.bottom}>
        <div>
          <h3 className={classes.blockTitle}>What to have at hand</h3>
          <CheckList items={INTAKE_PREPARATION.map((item) => item.label)} />
        </div>
        <div>
          <h3 className={classes.blockTitle}>Need to change it?</h3>
          {meeting.actions.reschedule || meeting.actions.cancel ? (
            <p className={classes.change}>
              Reschedule or cancel free of charge until{' '}
              <strong>{formatMeetingTime(meeting.changeDeadline, meeting.clientTimeZone)}</strong>,{' '}
              {RESCHEDULE_CANCEL_NOTICE_HOURS} hours before the start.
            </p>
          ) : (
            <p className={classes.change}>
              {ERROR_MESSAGES.changeWindowClosed} <Link to={SITE_PAGES.contact}>Contact us</Link>
            </p>
          )}
          <Button component={Link} to={AREA_ROOTS.account} variant="light" size="sm" mt="sm">
            Manage in My Account
          </Button>
        </div>
      </div>
    </article>
  );
}

export function MeetingDetailsSkeleton() {
  return (
    <div className={classes.card} aria-busy="true" aria-label="Loading your meeting">
      <div className={classes.top}>
        <Skeleton width={PHOTO_SIZE} height={PHOTO_SIZE} circle />
        <div className={classes.who}>
          <Skeleton height={12} width={110} mb={10} />
          <Skeleton height={24} width="min(320px, 90%)" mb={10} />
          <Skeleton height={14} width={200} />
        </div>
      </div>
      <Skeleton height={120} radius="md" />
      <Skeleton height={40} width="min(420px, 100%)" radius="md" />
    </div>
  );
}

/**
 * The card for /booked?event=… once the page has hydrated: a skeleton while it loads, nothing
 * (the general page) when the visitor is signed out or the meeting cannot be read.
 */
export function useBookedMeetingDetails(eventId: string | null): ReactNode {
  const hydrated = useHydrated();
  const { status } = useAuth();
  const id = eventId ?? '';
  const meeting = useMeeting(id, hydrated && status === 'signedIn');
  if (!hydrated || id === '' || status === 'signedOut') return undefined;
  if (meeting.data) return <MeetingDetails meeting={meeting.data} />;
  if (meeting.isError) return undefined;
  return <MeetingDetailsSkeleton />;
}
