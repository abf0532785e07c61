// One past or called-off meeting as its client sees it: how it ended, the advisor's notes once
// sent, its recording, the refund, the review, and the money-back request.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Meeting } from '../../../shared/contracts/booking';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { useFormModal } from '../../ui/form-modal-provider';
import { preloadOverlays } from '../../ui/lazy-overlays';
import { AdvisorPerson, MeetingCard, cardHeadingId } from './meeting-card';
import { MeetingStatusBadge } from './meeting-status';
import { MeetingWhen } from './meeting-when';
import { RefundOutcome } from './parts/refund-outcome';
import { ReviewStars } from './review-stars';
import { RecordingsPanel } from '../recordings/recordings-panel';
import classes from './meeting-card.module.css';
import { RefundRequestForm } from './parts/refund-request-form';

export interface ClientPastCardProps {
  meeting: Meeting;
  timeZone: string;
  now: Date;
}

function AdvisorNotes({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  if (meeting.notesSentAt && meeting.notes) {
    return (
      <div className={classes.notes}>
        <h4 className={classes.notesTitle}>
          Notes from {meeting.advisor.name}{' '}
          <span className={classes.notesSent}>
            · Sent {formatMeetingDay(meeting.notesSentAt, timeZone)}
          </span>
        </h4>
        <p className={classes.notesText}>{meeting.notes}</p>
      </div>
    );
  }
  if (meeting.status === 'Active') {
    return (
      <p className={classes.hint}>
        Your advisor’s notes will arrive by email and appear here once they are sent.
      </p>
    );
  }
  return null;
}

export function ClientPastCard({ meeting, timeZone, now }: ClientPastCardProps) {
  const formModal = useFormModal();
  const { actions } = meeting;
  const refundPending = meeting.refundRequestedAt !== null && meeting.status !== 'Refunded';
  const askForRefund = () =>
    formModal.open({
      title: 'Ask for your money back',
      render: (close) => <RefundRequestForm meeting={meeting} onDone={close} />,
    });

  return (
    <MeetingCard
      person={<AdvisorPerson meeting={meeting} />}
      status={<MeetingStatusBadge meeting={meeting} now={now} />}
      muted={!isActiveEventStatus(meeting.status)}
      labelledBy={cardHeadingId(meeting)}
    >
      <MeetingWhen start={meeting.start} end={meeting.end} timeZone={timeZone} />
      <RefundOutcome meeting={meeting} timeZone={timeZone} />
      {isActiveEventStatus(meeting.status) && (
        <>
          <AdvisorNotes meeting={meeting} timeZone={timeZone} />
          <RecordingsPanel
            eventId={meeting.id}
            viewer="client"
            meetingLabel={`The Hour with ${meeting.advisor.name}`}
          />
        </>
      )}
      {meeting.review && (
        <p className={classes.line}>
          Your review: <ReviewStars rating={meeting.review.rating} />{' '}
          <strong>{meeting.review.title}</strong>
        </p>
      )}
      {refundPending && meeting.refundRequestedAt && (
        <p className={classes.notice}>
          Refund requested on {formatMeetingDay(meeting.refundRequestedAt, timeZone)} — we will be
          in touch.
        </p>
      )}
      {(actions.review || actions.requestRefund) && (
        <div className={classes.actions}>
          {actions.review && (
            <Button component={Link} to={meeting.reviewPath}>
              Leave a review
            </Button>
          )}
          {actions.requestRefund && (
            <Button
              variant="default"
              onClick={askForRefund}
              onMouseEnter={preloadOverlays}
              onFocus={preloadOverlays}
            >
              Ask for your money back
            </Button>
          )}
        </div>
      )}
    </MeetingCard>
  );
}
