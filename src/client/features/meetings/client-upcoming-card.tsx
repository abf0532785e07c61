// One upcoming meeting as its client sees it: the advisor, the time in the client's own zone,
// joining, the calendar, changes while they are free, and turning recording off. Once canceled,
// the refund instead.
import type { Meeting } from '../../../shared/contracts/booking';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import { AddToCalendar } from './parts/add-to-calendar';
import { ChangeActions } from './parts/change-actions';
import { IntakeAnswers } from './intake-answers';
import { JoinMeeting } from './join-meeting';
import { AdvisorPerson, MeetingCard, cardHeadingId } from './meeting-card';
import { MeetingStatusBadge } from './meeting-status';
import { MeetingWhen } from './meeting-when';
import { RefundOutcome } from './parts/refund-outcome';
import { RecordingOffControl } from '../recordings/recording-off-control';
import classes from './meeting-card.module.css';

export interface ClientUpcomingCardProps {
  meeting: Meeting;
  timeZone: string;
  now: Date;
  onCancel: (meeting: Meeting) => void;
  canceling: boolean;
}

export function ClientUpcomingCard({
  meeting,
  timeZone,
  now,
  onCancel,
  canceling,
}: ClientUpcomingCardProps) {
  const active = isActiveEventStatus(meeting.status);
  return (
    <MeetingCard
      person={<AdvisorPerson meeting={meeting} />}
      status={<MeetingStatusBadge meeting={meeting} now={now} quietWhenScheduled />}
      muted={!active}
      labelledBy={cardHeadingId(meeting)}
    >
      <MeetingWhen
        start={meeting.start}
        end={meeting.end}
        timeZone={timeZone}
        alsoIn={{ timeZone: meeting.clientTimeZone, label: 'You booked it as' }}
      />
      {active ? (
        <>
          <div className={classes.actions}>
            <JoinMeeting meeting={meeting} timeZone={timeZone} />
            <AddToCalendar meeting={meeting} title={`The Hour with ${meeting.advisor.name}`} />
          </div>
          <hr className={classes.divider} />
          <ChangeActions
            meeting={meeting}
            timeZone={timeZone}
            withWhom={meeting.advisor.name}
            onCancel={onCancel}
            canceling={canceling}
            now={now}
          />
          <RecordingOffControl meeting={meeting} now={now} />
          {meeting.intake && (
            <IntakeAnswers answers={meeting.intake} summary="What you told your advisor" />
          )}
        </>
      ) : (
        <RefundOutcome meeting={meeting} timeZone={timeZone} />
      )}
    </MeetingCard>
  );
}
