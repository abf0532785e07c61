// The reminders of an invoice still owed (The Plan, a quarter of The Ongoing): one a few days
// before it is due and one on the day, each with the amount, the due date and where to pay it.
import { INVOICE_GRACE_DAYS } from '../../../shared/constants';
import { formatCurrency } from '../../../shared/format';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';

export interface InvoiceReminderFacts {
  clientName: string;
  advisorName: string;
  /** 'INV-000123'. */
  number: string;
  description: string;
  amountCents: number;
  /** The due date as people read it. */
  dueOn: string;
  /** Absolute URL: the gateway's payment page, or the billing page. */
  payUrl: string;
  /** The card kept for The Ongoing was declined: say so. */
  cardDeclined: boolean;
  publicUrl: string;
}

export function invoiceReminder(facts: InvoiceReminderFacts, when: 'soon' | 'today'): EmailContent {
  const amount = formatCurrency(facts.amountCents);
  const subject =
    when === 'today'
      ? `Due today: invoice ${facts.number} for ${amount}`
      : `Reminder: invoice ${facts.number} for ${amount} is due ${facts.dueOn}`;
  return composeEmail(subject, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(
        facts.cardDeclined
          ? `We could not charge your card for ${facts.description} with ${facts.advisorName}. Please pay the invoice below, or contact us to use another card.`
          : `This is a reminder that your invoice for ${facts.description} with ${facts.advisorName} is ${when === 'today' ? 'due today' : `due on ${facts.dueOn}`}.`,
      ),
      {
        kind: 'facts',
        rows: [
          ['Invoice', facts.number],
          ['Amount', amount],
          ['Due', facts.dueOn],
        ],
      },
      { kind: 'button', label: 'View and pay the invoice', url: facts.payUrl },
      paragraph(
        `An invoice still unpaid ${INVOICE_GRACE_DAYS} days after its due date is closed as unpaid, and the service it pays for may stop. If you have already paid, thank you: you can ignore this email.`,
      ),
    ],
  });
}
