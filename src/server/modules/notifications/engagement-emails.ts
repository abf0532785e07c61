// The emails of a running engagement: the written plan is ready (to the client), the annual
// checkup of an Ongoing client falls due (to the advisor), and a document was asked for (to the
// client). Each links straight to where the thing is done.
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';

interface EngagementFacts {
  publicUrl: string;
  clientName: string;
  advisorName: string;
  /** Absolute URL of the page to open (the portal, or the advisor's page of the client). */
  url: string;
}

export function planDelivered(facts: EngagementFacts & { fileName: string }): EmailContent {
  return composeEmail(`Your written plan from ${facts.advisorName} is ready`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(
        `${facts.advisorName} has delivered your written plan. It is in your account, with your Plan, and a copy is kept in your secure file vault.`,
      ),
      { kind: 'facts', rows: [['Document', facts.fileName]] },
      { kind: 'button', label: 'Open your plan', url: facts.url },
      paragraph(
        'Read it through before your next meeting and note your questions: the meeting is the place to go over it together.',
      ),
    ],
  });
}

export function checkupDue(facts: EngagementFacts & { dueOn: string }): EmailContent {
  return composeEmail(`Annual checkup due for ${facts.clientName} on ${facts.dueOn}`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.advisorName)},`,
    blocks: [
      paragraph(
        `The annual 2-page checkup of ${facts.clientName}’s Ongoing engagement is due on ${facts.dueOn}. Review their situation and send the checkup before then.`,
      ),
      { kind: 'button', label: `Open ${firstName(facts.clientName)}’s page`, url: facts.url },
    ],
  });
}

export function documentRequested(
  facts: EngagementFacts & { title: string; description: string },
): EmailContent {
  return composeEmail(`${facts.advisorName} asked you for a document: ${facts.title}`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(
        `${facts.advisorName} needs a document for your plan. Upload it from your Plan’s page: it goes into your secure file vault and is shared with ${facts.advisorName} only.`,
      ),
      { kind: 'facts', rows: [['Document', facts.title]] },
      ...(facts.description ? [{ kind: 'quote' as const, text: facts.description }] : []),
      { kind: 'button', label: 'Upload the document', url: facts.url },
    ],
  });
}
