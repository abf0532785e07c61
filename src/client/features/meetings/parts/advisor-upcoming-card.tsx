// One upcoming meeting as its advisor sees it: the client and their intake answers, the time in
// the advisor's own zone, joining, the calendar, and changes while they are free.
import type { Meeting } from '../../../../shared/contracts/booking';
import { isActiveEventStatus } from '../../../../shared/domain/event-status';
import { AddToCalendar } from './add-to-calendar';
import { ChangeActions } from './change-actions';
import { IntakeAnswers } from '../intake-answers';
import { JoinMeeting } from '../join-meeting';
import { ADVISOR_CLIENT_PAGES } from '../../../../shared/routes/advisor-clients';
import { ClientPerson, MeetingCard, cardHeadingId } from '../meeting-card';
import { MeetingStatusBadge } from '../meeting-status';
import { MeetingWhen } from '../meeting-when';
import { RefundOutcome } from './refund-outcome';
import classes from '../meeting-card.module.css';

export interface AdvisorUpcomingCardProps {
  meeting: Meeting;
  now: Date;
  onCancel: (meeting: Meeting) => void;
  canceling: boolean;
}

export function AdvisorUpcomingCard({
  meeting,
  now,
  onCancel,
  canceling,
}: AdvisorUpcomingCardProps) {
  const timeZone = meeting.advisor.timeZone;
  const active = isActiveEventStatus(meeting.status);
  return (
    <MeetingCard
      person={
        <ClientPerson meeting={meeting} linkTo={ADVISOR_CLIENT_PAGES.client(meeting.client.id)} />
      }
      status={<MeetingStatusBadge meeting={meeting} now={now} quietWhenScheduled />}
      muted={!active}
      labelledBy={cardHeadingId(meeting)}
    >
      <MeetingWhen
        start={meeting.start}
        end={meeting.end}
        timeZone={timeZone}
        alsoIn={{ timeZone: meeting.clientTimeZone, label: 'For the client:' }}
      />
      {active ? (
        <>
          <div className={classes.actions}>
            <JoinMeeting meeting={meeting} timeZone={timeZone} />
            <AddToCalendar meeting={meeting} title={`The Hour with ${meeting.client.name}`} />
          </div>
          {meeting.intake ? (
            <IntakeAnswers answers={meeting.intake} summary="The client’s answers" />
          ) : (
            <p className={classes.hint}>The client has not answered the intake questions.</p>
          )}
          <hr className={classes.divider} />
          <ChangeActions
            meeting={meeting}
            timeZone={timeZone}
            withWhom={meeting.client.name}
            onCancel={onCancel}
            canceling={canceling}
            now={now}
          />
        </>
      ) : (
        <RefundOutcome meeting={meeting} timeZone={timeZone} />
      )}
    </MeetingCard>
  );
}
