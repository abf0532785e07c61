// One meeting in full for an admin: the money-back request, the intake answers, the payment and
// refund, and who changed what when.
import { Loader } from '@mantine/core';
import { formatCurrency } from '../../../shared/format';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { useAdminEvent } from './admin-events-api';
import { IntakeAnswers } from './intake-answers';
import classes from './admin-events.module.css';

export function EventDetails({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { data, isError } = useAdminEvent(eventId);
  if (isError) return <p className={classes.muted}>The details could not be loaded.</p>;
  if (!data) return <Loader size="sm" aria-label="Loading the details" />;
  return (
    <div className={classes.details}>
      {data.refundRequestedAt && (
        <section>
          <h3>Money-back request</h3>
          <p>
            {formatMeetingTimeShort(data.refundRequestedAt, timeZone)}: “{data.refundRequestReason}”
          </p>
        </section>
      )}
      <section>
        <h3>Payment</h3>
        <p>
          {formatCurrency(data.priceCents)} paid
          {data.refund &&
            `; refund of ${formatCurrency(data.refund.amountCents)} ${data.refund.status}`}
        </p>
      </section>
      <section>
        <h3>Intake answers</h3>
        {data.intake ? (
          <IntakeAnswers answers={data.intake} summary="Show the client's answers" />
        ) : (
          <p className={classes.muted}>Not answered.</p>
        )}
      </section>
      <section>
        <h3>History</h3>
        <ol className={classes.history}>
          {data.history.map((change) => {
            // Each side reads as it did when the change was made (ADR 0070).
            const at = new Date(change.at);
            const before = change.fromStatus && meetingStatusWord(change.fromStatus, data.end, at);
            const after = meetingStatusWord(change.toStatus, data.end, at);
            return (
              <li key={`${change.at}-${change.action}`}>
                <time dateTime={change.at}>{formatMeetingTimeShort(change.at, timeZone)}</time>{' '}
                <strong>{change.action}</strong>
                {before && before !== after ? ` ${before} → ${after}` : ` (${after})`} by{' '}
                {change.actorName ?? 'the system'}
                {change.reason && <span className={classes.muted}> — {change.reason}</span>}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
