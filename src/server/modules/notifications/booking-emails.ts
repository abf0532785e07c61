// The emails of a booked Hour up to the meeting: confirmations to both sides, reschedule,
// cancellation and reminders. Times are shown in the recipient's zone and named; the calendar
// file is attached by the sender.
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import { formatCurrency } from '../../../shared/format';
import { formatMeetingDay, formatMeetingTimeShort } from '../../../shared/meeting-time';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, paragraph, type EmailBlock } from './email-layout';
import {
  addToCalendarLinks,
  changedBy,
  freeChangeDeadline,
  freeChangeParagraph,
  greetingFor,
  joinButton,
  manageLink,
  meetingFactRows,
  meetingWhen,
  otherParty,
  preparationList,
  type MeetingAudience,
  type MeetingEmailFacts,
} from './meeting-email-parts';
import { THE_HOUR } from '../../../shared/offerings/the-hour';

const layout = (facts: MeetingEmailFacts, blocks: EmailBlock[]) => ({
  publicUrl: facts.publicUrl,
  greeting: greetingFor(facts),
  blocks,
});

/** A meeting of a Plan or Ongoing engagement, booked without paying again. */
const included = (facts: MeetingEmailFacts) => facts.priceCents === 0;

export function bookingConfirmedForClient(facts: MeetingEmailFacts): EmailContent {
  const day = formatMeetingDay(facts.start, facts.timeZone);
  return composeEmail(
    `Booked: your hour with ${facts.advisorName} on ${day}`,
    layout(facts, [
      paragraph(
        included(facts)
          ? `Your hour with ${facts.advisorName} is booked. It is included in what you already paid: there is nothing more to pay.`
          : `Your hour with ${facts.advisorName} is booked and paid.`,
      ),
      {
        kind: 'facts',
        rows: [
          ...meetingFactRows(facts, 'client'),
          [
            'Paid',
            included(facts)
              ? `Included, booking ${facts.eventId}`
              : `${formatCurrency(facts.priceCents)} by card, booking ${facts.eventId}`,
          ],
        ],
      },
      joinButton(facts),
      ...addToCalendarLinks(facts, 'client'),
      preparationList(),
      paragraph(freeChangeParagraph(facts)),
      manageLink(facts, 'client'),
      paragraph(THE_HOUR.moneyBackTerms),
    ]),
  );
}

export function bookingConfirmedForAdvisor(
  facts: MeetingEmailFacts & { intakeLines: string[] },
): EmailContent {
  return composeEmail(
    `New booking: ${facts.clientName}, ${formatMeetingTimeShort(facts.start, facts.timeZone)}`,
    layout(facts, [
      paragraph(`${facts.clientName} booked an hour with you.`),
      {
        kind: 'facts',
        rows: [
          ...meetingFactRows(facts, 'advisor'),
          [
            'Fee',
            included(facts) ? 'Included in their engagement' : formatCurrency(facts.priceCents),
          ],
        ],
      },
      joinButton(facts),
      facts.intakeLines.length > 0
        ? { kind: 'list', title: 'What they told us before booking:', items: facts.intakeLines }
        : paragraph('They left the intake questions unanswered.'),
      ...addToCalendarLinks(facts, 'advisor'),
      paragraph(
        `If you cannot make it, reschedule or cancel at least ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before the start.`,
      ),
      manageLink(facts, 'advisor'),
    ]),
  );
}

export function meetingRescheduled(
  facts: MeetingEmailFacts & { previousStart: Date; byName: string; audience: MeetingAudience },
): EmailContent {
  const other = otherParty(facts, facts.audience);
  return composeEmail(
    `Rescheduled: your hour with ${other} is now ${formatMeetingTimeShort(facts.start, facts.timeZone)}`,
    layout(facts, [
      paragraph(`${changedBy(facts, facts.audience, facts.byName, 'moved')} to a new time.`),
      {
        kind: 'facts',
        rows: [
          ['New time', meetingWhen(facts)],
          ['Previous time', meetingWhen(facts, facts.previousStart)],
          ...meetingFactRows(facts, facts.audience).slice(1),
        ],
      },
      paragraph(
        facts.audience === 'client'
          ? 'The video link stays the same, and the fee you paid covers the new time: nothing more is charged.'
          : 'The video link stays the same.',
      ),
      joinButton(facts),
      ...addToCalendarLinks(facts, facts.audience),
      paragraph(freeChangeParagraph(facts)),
      manageLink(facts, facts.audience),
    ]),
  );
}

function refundParagraph(refundCents: number | null): EmailBlock[] {
  if (refundCents === null || refundCents <= 0) return [];
  return [
    paragraph(
      `A refund of ${formatCurrency(refundCents)} is on its way to the card you paid with. It usually arrives within 5–10 business days.`,
    ),
  ];
}

export function meetingCanceled(
  facts: MeetingEmailFacts & {
    byName: string;
    refundCents: number | null;
    audience: MeetingAudience;
  },
): EmailContent {
  const other = otherParty(facts, facts.audience);
  const day = formatMeetingDay(facts.start, facts.timeZone);
  return composeEmail(
    `Canceled: your hour with ${other} on ${day}`,
    layout(facts, [
      paragraph(`${changedBy(facts, facts.audience, facts.byName, 'canceled')}.`),
      { kind: 'facts', rows: [['Was planned for', meetingWhen(facts)]] },
      ...(facts.audience === 'client'
        ? refundParagraph(facts.refundCents)
        : [paragraph('The time is open for bookings again.')]),
      manageLink(facts, facts.audience, 'Your meetings'),
    ]),
  );
}

function reminderChangeBlocks(facts: MeetingEmailFacts, audience: MeetingAudience): EmailBlock[] {
  const deadline = meetingWhen(facts, freeChangeDeadline(facts.start));
  return [
    paragraph(
      `The free reschedule and cancel window is closing: changes are possible until ${deadline}, then the time is final.`,
    ),
    manageLink(facts, audience),
  ];
}

export function meetingReminder(
  facts: MeetingEmailFacts & { lead: '24h' | '1h'; audience: MeetingAudience },
): EmailContent {
  const other = otherParty(facts, facts.audience);
  const tomorrow = facts.lead === '24h';
  const when = formatMeetingTimeShort(facts.start, facts.timeZone);
  return composeEmail(
    tomorrow
      ? `Tomorrow: your hour with ${other}, ${when}`
      : `In one hour: your hour with ${other}, ${when}`,
    layout(facts, [
      paragraph(
        tomorrow
          ? `A reminder: you meet ${other} tomorrow.`
          : `Your hour with ${other} starts in one hour.`,
      ),
      { kind: 'facts', rows: meetingFactRows(facts, facts.audience) },
      joinButton(facts),
      ...(tomorrow && facts.audience === 'client' ? [preparationList()] : []),
      ...(tomorrow ? reminderChangeBlocks(facts, facts.audience) : []),
    ]),
  );
}
