// The emails after an Hour: the review request, the advisor's notes, refunds to the client and
// the money-back request to admins.
import { REFUND_PERCENT } from '../../../shared/constants';
import { formatCurrency } from '../../../shared/format';
import { formatMeetingDay } from '../../../shared/meeting-time';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, paragraph } from './email-layout';
import {
  greetingFor,
  manageLink,
  meetingWhen,
  type MeetingEmailFacts,
} from './meeting-email-parts';
import { moneyBackRequestedForAdmins } from './money-back-emails';
import { THE_HOUR } from '../../../shared/offerings/the-hour';

export type RefundEmailReason = 'canceled' | 'money-back' | 'time-unavailable';

export function reviewRequest(facts: MeetingEmailFacts & { reviewUrl: string }): EmailContent {
  return composeEmail(`How was your hour with ${facts.advisorName}?`, {
    publicUrl: facts.publicUrl,
    greeting: greetingFor(facts),
    blocks: [
      paragraph(
        `Thank you for meeting ${facts.advisorName} on ${meetingWhen(facts)}. Would you leave an honest review? It takes two minutes and helps others choose an advisor.`,
      ),
      { kind: 'button', label: 'Write a review', url: facts.reviewUrl },
      paragraph(
        'Reviews are never paid for, filtered or hidden: say what you really think, good or bad.',
      ),
    ],
  });
}

export function meetingNotesSummary(facts: MeetingEmailFacts & { notes: string }): EmailContent {
  const day = formatMeetingDay(facts.start, facts.timeZone);
  return composeEmail(`Your meeting notes from ${facts.advisorName}, ${day}`, {
    publicUrl: facts.publicUrl,
    greeting: greetingFor(facts),
    blocks: [
      paragraph(`Here is ${facts.advisorName}'s summary of your hour on ${meetingWhen(facts)}.`),
      { kind: 'quote', text: facts.notes },
      { kind: 'link', label: 'Your past meetings', url: facts.manageUrl },
      paragraph(THE_HOUR.moneyBackTerms),
    ],
  });
}

function refundReasonText(reason: RefundEmailReason, advisor: string, when: string): string {
  switch (reason) {
    case 'canceled':
      return `Your hour with ${advisor} on ${when} was canceled, so we refunded your payment.`;
    case 'money-back':
      return `As promised, we refunded your hour with ${advisor} on ${when} under our ${REFUND_PERCENT}% money-back promise.`;
    case 'time-unavailable':
      return `The time you chose with ${advisor}, ${when}, was taken before your payment went through, so you were not booked and we refunded your payment.`;
  }
}

export function refundIssued(
  facts: MeetingEmailFacts & { refundCents: number; reason: RefundEmailReason },
): EmailContent {
  const amount = formatCurrency(facts.refundCents);
  return composeEmail(`Refund of ${amount} for your hour with ${facts.advisorName}`, {
    publicUrl: facts.publicUrl,
    greeting: greetingFor(facts),
    blocks: [
      paragraph(refundReasonText(facts.reason, facts.advisorName, meetingWhen(facts))),
      {
        kind: 'facts',
        rows: [
          ['Refund', amount],
          ['Paid', formatCurrency(facts.priceCents)],
          ['Booking', facts.eventId],
        ],
      },
      paragraph(
        'The refund goes back to the card you paid with. It usually arrives within 5–10 business days.',
      ),
      manageLink(facts, 'client', 'Your meetings'),
    ],
  });
}

/** The Hour's money-back request, told to an admin in the words every offering's request shares. */
export function refundRequestedForAdmins(
  facts: MeetingEmailFacts & { reason: string; adminUrl: string },
): EmailContent {
  return moneyBackRequestedForAdmins({
    publicUrl: facts.publicUrl,
    recipientName: facts.recipientName,
    offering: THE_HOUR.name,
    clientName: facts.clientName,
    advisorName: facts.advisorName,
    rows: [
      ['Meeting', meetingWhen(facts)],
      ['Paid', formatCurrency(facts.priceCents)],
      ['Event', facts.eventId],
    ],
    reason: facts.reason,
    adminUrl: facts.adminUrl,
  });
}
