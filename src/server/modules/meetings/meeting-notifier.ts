// Who hears about a meeting and when: the emails of The Hour, each with its calendar file where
// the time is news. Sending never fails the request that caused it: the caller logs a failure.
import type { Mailer } from '../../integrations/email/email';
import type { RefundRow } from '../../db/schema/payments';
import {
  bookingConfirmedForAdvisor,
  bookingConfirmedForClient,
  meetingCanceled,
  meetingReminder,
  meetingRescheduled,
} from '../notifications/booking-emails';
import {
  meetingNotesSummary,
  refundIssued,
  refundRequestedForAdmins,
  reviewRequest,
} from '../notifications/meeting-follow-up-emails';
import { MONEY_BACK_REQUEST_TEMPLATE } from '../notifications/money-back-emails';
import { recordingReady } from '../notifications/recording-emails';
import type { MeetingAudience } from '../notifications/meeting-email-parts';
import { lostTimeRefunded } from '../notifications/checkout-emails';
import type { LostTimeFacts } from '../notifications/checkout-emails';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import { wantsEmail } from '../../../shared/contracts/profile';
import type { NotificationKind } from '../../../shared/contracts/profile';
import { intakeLines as answerLines } from '../../../shared/intake-labels';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import type { EmailChoiceLinks } from '../notifications/email-choice-links';
import type { EventRecord } from './events.repository';
import type { MeetingCalendar } from './meeting-calendar';

export type RefundReason = 'canceled' | 'money-back' | 'time-unavailable';

export interface MeetingNotifier {
  booked(record: EventRecord): Promise<void>;
  rescheduled(record: EventRecord, previousStart: Date, byName: string): Promise<void>;
  canceled(record: EventRecord, byName: string, refund: RefundRow | null): Promise<void>;
  refundIssued(record: EventRecord, refund: RefundRow, reason: RefundReason): Promise<void>;
  refundRequested(record: EventRecord): Promise<void>;
  reminder(record: EventRecord, lead: '24h' | '1h'): Promise<void>;
  reviewRequest(record: EventRecord): Promise<void>;
  notesSummary(record: EventRecord): Promise<void>;
  /** A recording of the meeting can be watched; only for clients who asked for it. */
  recordingReady(record: EventRecord): Promise<void>;
  /** A payment whose time was lost: nothing booked, refunded in full. */
  lostTimeRefunded(to: string, facts: Omit<LostTimeFacts, 'publicUrl'>): Promise<void>;
}

/** The client's intake answers in a few lines for the advisor's confirmation. */
export function intakeLines(answers: IntakeAnswers | null): string[] {
  if (!answers) return ['The client has not answered the intake form.'];
  return answerLines(answers).map(
    (line) => `${line.term}: ${Array.isArray(line.value) ? line.value.join('; ') : line.value}`,
  );
}

export function createMeetingNotifier(deps: {
  mailer: Mailer;
  calendar: MeetingCalendar;
  publicUrl: string;
  listAdmins: () => Promise<{ email: string; fullName: string }[]>;
  /** The unsubscribe links and headers of the emails a person may turn off. */
  choiceLinks: Pick<EmailChoiceLinks, 'optional'>;
}): MeetingNotifier {
  const { mailer, calendar, publicUrl, choiceLinks } = deps;

  /** The address of one side; an advisor profile without an account has none. */
  const addressOf = (record: EventRecord, audience: MeetingAudience) =>
    audience === 'client' ? record.client.email : record.advisor.email;

  async function sendTo(
    record: EventRecord,
    audience: MeetingAudience,
    template: string,
    content: { subject: string; text: string; html: string },
    method?: 'REQUEST' | 'CANCEL',
  ): Promise<void> {
    const to = addressOf(record, audience);
    if (!to) return;
    await mailer.send({
      to,
      template,
      ...content,
      ...(method ? { attachments: [calendar.attachment(record, audience, method)] } : {}),
    });
  }

  const both = (work: (audience: MeetingAudience) => Promise<void>) =>
    Promise.all([work('client'), work('advisor')]).then(() => undefined);

  /**
   * Reminders, review requests and recordings are optional: each person chose on their profile.
   * Sent only to those who want them, each with its way out (ADR 0064).
   */
  async function sendOptional(
    record: EventRecord,
    audience: MeetingAudience,
    kind: NotificationKind,
    template: string,
    content: { subject: string; text: string; html: string },
  ): Promise<void> {
    const { client, advisor } = record;
    const side =
      audience === 'client'
        ? { userId: client.id, email: client.email, chosen: client.notificationPreferences }
        : { userId: advisor.userId, email: advisor.email, chosen: advisor.notificationPreferences };
    const { userId, email } = side;
    if (!userId || !email || !wantsEmail(side.chosen, kind)) return;
    await mailer.send({
      to: email,
      template,
      ...(await choiceLinks.optional({ userId, email }, kind, content)),
    });
  }

  return {
    booked: (record) =>
      Promise.all([
        sendTo(
          record,
          'client',
          'booking-confirmed-client',
          bookingConfirmedForClient(calendar.factsFor(record, 'client')),
          'REQUEST',
        ),
        sendTo(
          record,
          'advisor',
          'booking-confirmed-advisor',
          bookingConfirmedForAdvisor({
            ...calendar.factsFor(record, 'advisor'),
            intakeLines: intakeLines(record.intake),
          }),
          'REQUEST',
        ),
      ]).then(() => undefined),

    rescheduled: (record, previousStart, byName) =>
      both((audience) =>
        sendTo(
          record,
          audience,
          'meeting-rescheduled',
          meetingRescheduled({
            ...calendar.factsFor(record, audience),
            previousStart,
            byName,
            audience,
          }),
          'REQUEST',
        ),
      ),

    canceled: (record, byName, refund) =>
      both((audience) =>
        sendTo(
          record,
          audience,
          'meeting-canceled',
          meetingCanceled({
            ...calendar.factsFor(record, audience),
            byName,
            refundCents: refund ? refund.amountCents : null,
            audience,
          }),
          'CANCEL',
        ),
      ),

    refundIssued: (record, refund, reason) =>
      sendTo(
        record,
        'client',
        'refund-issued',
        refundIssued({
          ...calendar.factsFor(record, 'client'),
          refundCents: refund.amountCents,
          reason,
        }),
      ),

    async refundRequested(record) {
      const admins = await deps.listAdmins();
      const facts = calendar.factsFor(record, 'client');
      await Promise.all(
        admins.map((admin) =>
          mailer.send({
            to: admin.email,
            template: MONEY_BACK_REQUEST_TEMPLATE,
            ...refundRequestedForAdmins({
              ...facts,
              recipientName: admin.fullName,
              timeZone: record.advisor.timeZone,
              reason: record.event.refundRequestReason ?? '',
              adminUrl: `${publicUrl}${OPERATIONS_PAGES.eventEdit(record.event.id)}`,
            }),
          }),
        ),
      );
    },

    reminder: (record, lead) =>
      both((audience) =>
        sendOptional(
          record,
          audience,
          'meetingReminders',
          `meeting-reminder-${lead}`,
          meetingReminder({ ...calendar.factsFor(record, audience), lead, audience }),
        ),
      ),

    reviewRequest: (record) =>
      sendOptional(
        record,
        'client',
        'reviewRequests',
        'review-request',
        reviewRequest({
          ...calendar.factsFor(record, 'client'),
          reviewUrl: `${publicUrl}${REVIEW_PAGES.leave(record.advisor.id, record.client.id, record.event.id)}`,
        }),
      ),

    recordingReady: (record) =>
      sendOptional(
        record,
        'client',
        'recordingReady',
        'recording-ready',
        recordingReady({
          ...calendar.factsFor(record, 'client'),
          watchUrl: `${publicUrl}${MEETING_PAGES.account}`,
        }),
      ),

    notesSummary: (record) =>
      sendTo(
        record,
        'client',
        'meeting-notes-summary',
        meetingNotesSummary({
          ...calendar.factsFor(record, 'client'),
          manageUrl: `${publicUrl}${MEETING_PAGES.account}`,
          notes: record.event.notes ?? '',
        }),
      ),

    async lostTimeRefunded(to, facts) {
      await mailer.send({
        to,
        template: 'time-lost-refunded',
        ...lostTimeRefunded({ ...facts, publicUrl }),
      });
    },
  };
}
