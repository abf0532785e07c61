// The advisor's meetings with one client, compact: upcoming soonest first, then past newest
// first, each with its time in the advisor's zone and how it stands.
import type { Meeting } from '../../../shared/contracts/booking';
import {
  formatClockTime,
  formatMeetingDate,
  timeZoneShortName,
} from '../../../shared/meeting-time';
import { DASHBOARD_TAB_PAGES, MEETING_PAGES } from '../../../shared/routes/meetings';
import { Link } from 'react-router';
import { useMeetings } from './meetings-api';
import { MeetingStatusBadge } from './meeting-status';
import { useNow } from '../../ui/use-now';
import classes from './client-page.module.css';

function MeetingRow({ meeting, now }: { meeting: Meeting; now: Date }) {
  const zone = meeting.advisor.timeZone;
  return (
    <li className={classes.meeting}>
      <div>
        <time className={classes.meetingDate} dateTime={meeting.start}>
          {formatMeetingDate(meeting.start, zone)}
        </time>
        <span className={classes.meetingTime}>
          {formatClockTime(meeting.start, zone)} – {formatClockTime(meeting.end, zone)}{' '}
          {timeZoneShortName(zone, meeting.start)}
        </span>
      </div>
      <MeetingStatusBadge meeting={meeting} now={now} />
    </li>
  );
}

function MeetingGroup({
  title,
  meetings,
  empty,
  link,
}: {
  title: string;
  meetings: Meeting[];
  empty: string;
  link: { to: string; label: string };
}) {
  const now = useNow();
  return (
    <div className={classes.group}>
      <h3 className={classes.groupTitle}>{title}</h3>
      {meetings.length === 0 ? (
        <p className={classes.muted}>{empty}</p>
      ) : (
        <>
          <ul className={classes.meetings}>
            {meetings.map((meeting) => (
              <MeetingRow key={meeting.id} meeting={meeting} now={now} />
            ))}
          </ul>
          <Link className={classes.more} to={link.to}>
            {link.label}
          </Link>
        </>
      )}
    </div>
  );
}

export function ClientMeetings({ clientId, firstName }: { clientId: string; firstName: string }) {
  const meetings = useMeetings('dashboard');
  let body;
  if (meetings.data) {
    const ofClient = (list: Meeting[]) => list.filter((meeting) => meeting.client.id === clientId);
    body = (
      <>
        <MeetingGroup
          title="Upcoming"
          meetings={ofClient(meetings.data.upcoming)}
          empty={`Nothing booked with ${firstName} right now.`}
          link={{ to: MEETING_PAGES.dashboard, label: 'Join, reschedule or cancel in Meetings' }}
        />
        <MeetingGroup
          title="Past"
          meetings={ofClient(meetings.data.past)}
          empty={`No past meetings with ${firstName} yet.`}
          link={{
            to: DASHBOARD_TAB_PAGES.past,
            label: 'Notes and no-shows in Meetings',
          }}
        />
      </>
    );
  } else if (meetings.isError) {
    body = (
      <p className={classes.muted} role="alert">
        Your meetings could not be loaded.{' '}
        <button
          type="button"
          className={classes.linkButton}
          onClick={() => void meetings.refetch()}
        >
          Try again
        </button>
      </p>
    );
  } else {
    body = (
      <p className={classes.muted} aria-busy="true">
        Loading your meetings…
      </p>
    );
  }
  return (
    <section className={classes.panel} aria-labelledby="client-meetings-title">
      <h2 id="client-meetings-title" className={classes.panelTitle}>
        Your meetings with {firstName}
      </h2>
      {body}
    </section>
  );
}
