// One past or called-off meeting as its advisor sees it: how it ended, the notes to write or
// already sent, its recording (or an upload of one), a no-show to report, and any refund or
// money-back request.
import { Button } from '@mantine/core';
import type { Meeting } from '../../../../shared/contracts/booking';
import { isActiveEventStatus } from '../../../../shared/domain/event-status';
import { formatMeetingDay, formatMeetingTimeShort } from '../../../../shared/meeting-time';
import { useMarkNoShow } from '../meetings-api';
import { useConfirm } from '../../../ui/confirm-provider';
import { IntakeAnswers } from '../intake-answers';
import { ADVISOR_CLIENT_PAGES } from '../../../../shared/routes/advisor-clients';
import { ClientPerson, MeetingCard, cardHeadingId } from '../meeting-card';
import { MeetingStatusBadge } from '../meeting-status';
import { MeetingWhen } from '../meeting-when';
import { RefundOutcome } from './refund-outcome';
import { useNotifications } from '../../../ui/notifications';
import { RecordingsPanel } from '../../recordings/recordings-panel';
import classes from '../meeting-card.module.css';
import { NotesEditor } from './notes-editor';

function SentNotes({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  if (!meeting.notes) return null;
  return (
    <div className={classes.notes}>
      <h4 className={classes.notesTitle}>
        Your notes
        {meeting.notesSentAt && (
          <span className={classes.notesSent}>
            {' '}
            · Sent {formatMeetingTimeShort(meeting.notesSentAt, timeZone)}
          </span>
        )}
      </h4>
      <p className={classes.notesText}>{meeting.notes}</p>
    </div>
  );
}

function NoShowButton({ meeting }: { meeting: Meeting }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const markNoShow = useMarkNoShow();
  const ask = async () => {
    const confirmed = await confirm({
      title: 'Mark as a no-show?',
      message: `Only if ${meeting.client.name} did not join the meeting. The meeting then reads as a no-show for both of you, and you no longer write notes for it.`,
      confirmLabel: 'Mark as no-show',
      cancelLabel: 'Go back',
      destructive: true,
    });
    if (!confirmed) return;
    markNoShow.mutate(
      { eventId: meeting.id, body: undefined },
      {
        onSuccess: () => notify.success(`${meeting.client.name} is marked as a no-show.`),
        onError: (error) =>
          notify.error(error.message || 'Please try again.', 'The meeting could not be changed'),
      },
    );
  };
  return (
    <Button variant="default" onClick={() => void ask()} loading={markNoShow.isPending}>
      Mark as no-show
    </Button>
  );
}

export function AdvisorPastCard({ meeting, now }: { meeting: Meeting; now: Date }) {
  const timeZone = meeting.advisor.timeZone;
  const refundAsked = meeting.refundRequestedAt !== null && meeting.status !== 'Refunded';
  return (
    <MeetingCard
      person={
        <ClientPerson meeting={meeting} linkTo={ADVISOR_CLIENT_PAGES.client(meeting.client.id)} />
      }
      status={<MeetingStatusBadge meeting={meeting} now={now} />}
      muted={!isActiveEventStatus(meeting.status)}
      labelledBy={cardHeadingId(meeting)}
    >
      <MeetingWhen start={meeting.start} end={meeting.end} timeZone={timeZone} />
      <RefundOutcome meeting={meeting} timeZone={timeZone} />
      {refundAsked && meeting.refundRequestedAt && (
        <p className={classes.notice}>
          {meeting.client.name} asked for their money back on{' '}
          {formatMeetingDay(meeting.refundRequestedAt, timeZone)}. We will be in touch with you.
        </p>
      )}
      {meeting.actions.writeNotes ? (
        <NotesEditor meeting={meeting} timeZone={timeZone} />
      ) : (
        <SentNotes meeting={meeting} timeZone={timeZone} />
      )}
      {isActiveEventStatus(meeting.status) && (
        <RecordingsPanel
          eventId={meeting.id}
          viewer="advisor"
          meetingLabel={`The Hour with ${meeting.client.name}`}
        />
      )}
      {meeting.intake && <IntakeAnswers answers={meeting.intake} summary="The client’s answers" />}
      {meeting.actions.markNoShow && (
        <div className={classes.actions}>
          <NoShowButton meeting={meeting} />
        </div>
      )}
    </MeetingCard>
  );
}
