// What one client told the advisor and paid them, on the advisor's client page
// (docs/product.md#dashboard): each intake form folded under the meeting or offering it was for,
// and every payment with its status, any refund, and the totals.
import type { ReactNode } from 'react';
import type { ClientRecord as Record } from '../../../shared/contracts/practice';
import type { IntakeFormSource } from '../../../shared/contracts/intake';
import { formatCurrency } from '../../../shared/format';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { chargeStatusShown, formatBillingDate, refundStatusShown } from '../billing/billing-format';
import { StatusBadge } from '../billing/status-badge';
import { IntakeAnswers } from '../meetings/intake-answers';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { useClientRecord } from './client-record-api';
import classes from './client-record.module.css';

const FORM_NAMES: { [source in IntakeFormSource]: string } = {
  CustomerIntakeForm: 'Before The Hour',
  ThePlanSignup: 'Signing up for The Plan',
  TheOngoingSignup: 'Signing up for The Ongoing',
};

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.panel} aria-labelledby={id}>
      <h2 id={id} className={classes.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Intake({ record, timeZone }: { record: Record; timeZone: string }) {
  if (record.intake.length === 0) {
    return <p className={classes.muted}>No intake form answered yet.</p>;
  }
  return (
    <ul className={classes.list}>
      {record.intake.map((entry) => (
        <li key={entry.id} className={classes.item}>
          <div className={classes.itemHead}>
            <strong>{FORM_NAMES[entry.source]}</strong>
            <span className={classes.detail}>
              {entry.meetingStart
                ? `For the meeting on ${formatMeetingDay(entry.meetingStart, timeZone)}`
                : `Answered ${formatBillingDate(entry.answeredAt, timeZone)}`}
            </span>
          </div>
          <IntakeAnswers answers={entry.answers} summary="Read the answers" />
        </li>
      ))}
    </ul>
  );
}

function Payments({ record, timeZone }: { record: Record; timeZone: string }) {
  if (record.payments.length === 0) {
    return <p className={classes.muted}>No payments yet.</p>;
  }
  return (
    <>
      <dl className={classes.totals}>
        <div>
          <dt>Paid</dt>
          <dd>{formatCurrency(record.paidCents)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatCurrency(record.refundedCents)}</dd>
        </div>
      </dl>
      <ul className={classes.list}>
        {record.payments.map((payment) => (
          <li key={payment.id} className={classes.payment}>
            <div>
              <span className={classes.what}>{payment.description}</span>
              <time className={classes.detail} dateTime={payment.at}>
                {formatBillingDate(payment.at, timeZone)}
              </time>
            </div>
            <div className={classes.amount}>
              <span className={payment.status === 'succeeded' ? undefined : classes.notCharged}>
                {formatCurrency(payment.amountCents)}
              </span>
              <StatusBadge
                shown={
                  payment.refund
                    ? refundStatusShown(payment.refund.status)
                    : chargeStatusShown(payment.status)
                }
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ClientRecord({ client, firstName }: { client: string; firstName: string }) {
  const record = useClientRecord(client);
  const timeZone = useDisplayTimeZone();
  const state = (body: (loaded: Record) => ReactNode, what: string) => {
    if (record.data) return body(record.data);
    if (record.isError) {
      return (
        <p className={classes.muted} role="alert">
          {what} could not be loaded.{' '}
          <button
            type="button"
            className={classes.linkButton}
            onClick={() => void record.refetch()}
          >
            Try again
          </button>
        </p>
      );
    }
    return (
      <p className={classes.muted} aria-busy="true">
        Loading…
      </p>
    );
  };
  return (
    <div className={classes.columns}>
      <Panel id="client-intake-title" title={`What ${firstName} told you`}>
        {state(
          (loaded) => (
            <Intake record={loaded} timeZone={timeZone} />
          ),
          'The answers',
        )}
      </Panel>
      <Panel id="client-payments-title" title={`Payments from ${firstName}`}>
        {state(
          (loaded) => (
            <Payments record={loaded} timeZone={timeZone} />
          ),
          'The payments',
        )}
      </Panel>
    </div>
  );
}
