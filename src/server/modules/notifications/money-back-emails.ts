// The money-back request told to the admins, one email for every offering (The Hour, The Plan,
// The Ongoing): who asked, for what, why, and the console page where the refund is settled.
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';

export const MONEY_BACK_REQUEST_TEMPLATE = 'refund-requested';

export interface MoneyBackRequestFacts {
  /** e.g. http://localhost:3000, no trailing slash. */
  publicUrl: string;
  /** The admin; the greeting uses the first name. */
  recipientName: string;
  /** 'The Hour', 'The Plan' or 'The Ongoing'. */
  offering: string;
  clientName: string;
  /** Null when the purchase names no advisor. */
  advisorName: string | null;
  /** What was paid for, after the client and advisor: the meeting, or the invoice. */
  rows: [string, string][];
  reason: string;
  /** Absolute URL of the console page where the refund is approved. */
  adminUrl: string;
}

export function moneyBackRequestedForAdmins(facts: MoneyBackRequestFacts): EmailContent {
  const { clientName, advisorName, offering } = facts;
  const bought = advisorName ? `${offering} with ${advisorName}` : offering;
  return composeEmail(`Refund requested: ${clientName} (${bought})`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.recipientName)},`,
    blocks: [
      paragraph(
        `${clientName} asked for their money back for ${offering} under the money-back promise.`,
      ),
      {
        kind: 'facts',
        rows: [
          ['Client', clientName],
          ...(advisorName ? [['Advisor', advisorName] as [string, string]] : []),
          ...facts.rows,
        ],
      },
      paragraph('Their reason:'),
      { kind: 'quote', text: facts.reason.trim() || '(no reason given)' },
      { kind: 'button', label: 'Review and approve the refund', url: facts.adminUrl },
    ],
  });
}
