// The email of a payment that could not become a meeting: the time was taken before the payment
// completed, so nothing was booked and the whole payment goes back. It says what happened, what
// comes back and when, and links straight to the advisor's open times.
import { formatCurrency } from '../../../shared/format';
import { formatMeetingTime } from '../../../shared/meeting-time';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';

export interface LostTimeFacts {
  clientName: string;
  advisorName: string;
  start: Date;
  /** The client's zone: the time is shown in it and named. */
  timeZone: string;
  amountCents: number;
  /** Absolute URL of the advisor's booking page. */
  bookAgainUrl: string;
  /** Our reference of the payment, for questions. */
  paymentRef: string;
  publicUrl: string;
}

export function lostTimeRefunded(facts: LostTimeFacts): EmailContent {
  const amount = formatCurrency(facts.amountCents);
  const when = formatMeetingTime(facts.start, facts.timeZone);
  return composeEmail(`Not booked: your ${amount} payment is refunded in full`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(
        `You paid for an hour with ${facts.advisorName} on ${when}, but that time was taken before your payment could be completed. You were not booked, and we have refunded your payment in full.`,
      ),
      {
        kind: 'facts',
        rows: [
          ['Refund', amount],
          ['Time asked for', when],
          ['Payment', facts.paymentRef],
        ],
      },
      paragraph(
        'The refund goes back to the card you paid with. It usually arrives within 5–10 business days. You do not need to do anything.',
      ),
      {
        kind: 'button',
        label: `Choose another time with ${facts.advisorName}`,
        url: facts.bookAgainUrl,
      },
      paragraph('We are sorry for the trouble.'),
    ],
  });
}
