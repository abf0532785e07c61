// The top of Advisor Home: the next meeting, this week's count and the notes still to write.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Meeting, MeetingList } from '../../../shared/contracts/booking';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { DASHBOARD_TAB_PAGES, MEETING_PAGES } from '../../../shared/routes/meetings';
import { JoinMeeting } from '../../features/meetings/join-meeting';
import { ClientPerson, MeetingCard, cardHeadingId } from '../../features/meetings/meeting-card';
import { MeetingStatusBadge } from '../../features/meetings/meeting-status';
import { MeetingWhen } from '../../features/meetings/meeting-when';
import { MeetingListEmpty } from '../../features/meetings/list-states';
import { useNow } from '../../ui/use-now';
import cardClasses from '../../features/meetings/meeting-card.module.css';
import { meetingsNeedingNotes, meetingsThisWeek } from '../../features/meetings/dashboard-summary';
import classes from './dashboard-overview.module.css';

const PAST_TAB = DASHBOARD_TAB_PAGES.past;

function NextMeeting({ meeting, now }: { meeting: Meeting | undefined; now: Date }) {
  if (!meeting) {
    return (
      <MeetingListEmpty
        headingLevel={3}
        title="No meetings booked"
        text="Clients book the open times of your calendar. Check that your hours are right so they can find one."
        actions={
          <Button component={Link} to={AVAILABILITY_PAGES.dashboard}>
            Set your hours
          </Button>
        }
      />
    );
  }
  const timeZone = meeting.advisor.timeZone;
  return (
    <MeetingCard
      person={<ClientPerson meeting={meeting} />}
      status={<MeetingStatusBadge meeting={meeting} now={now} quietWhenScheduled />}
      labelledBy={cardHeadingId(meeting)}
    >
      <MeetingWhen start={meeting.start} end={meeting.end} timeZone={timeZone} />
      <div className={cardClasses.actions}>
        <JoinMeeting meeting={meeting} timeZone={timeZone} />
        <Button component={Link} to={MEETING_PAGES.dashboard} variant="default">
          Details and answers
        </Button>
      </div>
    </MeetingCard>
  );
}

function Figure({
  value,
  label,
  note,
  link,
}: {
  value: number;
  label: string;
  note: string;
  link?: { to: string; text: string };
}) {
  return (
    <div className={classes.figure}>
      <p className={classes.figureValue}>{value}</p>
      <p className={classes.figureLabel}>{label}</p>
      <p className={classes.figureNote}>
        {note}
        {link && (
          <>
            {' '}
            <Link to={link.to}>{link.text}</Link>
          </>
        )}
      </p>
    </div>
  );
}

export function DashboardOverview({ list }: { list: MeetingList }) {
  const now = useNow();
  const next = list.upcoming.find((meeting) => isActiveEventStatus(meeting.status));
  const thisWeek = meetingsThisWeek(list.upcoming, now).length;
  const notes = meetingsNeedingNotes(list.past).length;
  return (
    <div className={classes.overview}>
      <section aria-labelledby="next-meeting-title">
        <h2 id="next-meeting-title" className={classes.heading}>
          Next meeting
        </h2>
        <NextMeeting meeting={next} now={now} />
      </section>
      <section aria-labelledby="at-a-glance-title">
        <h2 id="at-a-glance-title" className={classes.heading}>
          At a glance
        </h2>
        <div className={classes.figures}>
          <Figure
            value={thisWeek}
            label={thisWeek === 1 ? 'Meeting this week' : 'Meetings this week'}
            note="Monday to Sunday, your time."
            link={{ to: MEETING_PAGES.dashboard, text: 'See them' }}
          />
          <Figure
            value={notes}
            label={notes === 1 ? 'Note to write' : 'Notes to write'}
            note={notes > 0 ? 'Clients get them as their meeting summary.' : 'All notes sent.'}
            link={notes > 0 ? { to: PAST_TAB, text: 'Write them' } : undefined}
          />
        </div>
      </section>
    </div>
  );
}
