// The emails of signing up for The Plan or The Ongoing: the client's confirmation of what was
// bought and paid, The Plan's welcome (what happens over the eight weeks, behind the
// ThePlanWelcomeEmail flag), the advisor's news of a new client, and an Ongoing's cancellation.
import {
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { formatCurrency } from '../../../shared/format';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';
import { billedEveryMonths } from '../../../shared/offerings/offering-billing';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

export interface EngagementEmailFacts {
  kind: EngagementKind;
  clientName: string;
  advisorName: string;
  /** The fee, or the monthly price of The Ongoing. */
  priceCents: number;
  /** What was paid now: the fee, or the first quarter. */
  paidCents: number;
  startsOn: string;
  /** The Plan: the end of its weeks. The Ongoing: when the next quarter is billed. */
  nextDate: string | null;
  /** Absolute URL of the engagement in the client's account. */
  engagementUrl: string;
  publicUrl: string;
}

const priceLine = (facts: EngagementEmailFacts) =>
  billedEveryMonths(facts.kind) === null
    ? formatCurrency(facts.priceCents)
    : priceLineOf('ongoing', facts.priceCents);

/** What the confirmation says has started, in each offering's words. */
const STARTED_LINES: Record<EngagementKind, (name: string, advisorName: string) => string> = {
  plan: (name, advisorName) =>
    `Thank you: your payment went through and ${name} with ${advisorName} has started. Your advisor will be in touch to book your first meeting.`,
  ongoing: (name, advisorName) =>
    `Thank you: your first ${ONGOING_BILLING_MONTHS} months are paid and ${name} with ${advisorName} has started. You can cancel at any time before the next invoice.`,
};

export function signupConfirmed(facts: EngagementEmailFacts): EmailContent {
  const name = offeringOf(facts.kind).name;
  const rows: [string, string][] = [
    ['Advisor', facts.advisorName],
    ['Price', priceLine(facts)],
    ['Paid today', formatCurrency(facts.paidCents)],
    ['Starts', formatIsoDate(facts.startsOn)],
  ];
  if (facts.nextDate) {
    rows.push([
      offeringOf(facts.kind).fulfilment.delivers ? 'Plan delivered by' : 'Next invoice',
      formatIsoDate(facts.nextDate),
    ]);
  }
  return composeEmail(`You're signed up: ${name} with ${facts.advisorName}`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(STARTED_LINES[facts.kind](name, facts.advisorName)),
      { kind: 'facts', rows },
      { kind: 'button', label: `Open ${name} in your account`, url: facts.engagementUrl },
      paragraph('Your receipt is on the billing page of your account.'),
    ],
  });
}

export function planWelcome(facts: EngagementEmailFacts): EmailContent {
  return composeEmail(`Welcome to The Plan with ${facts.advisorName}`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(
        `Over the next ${PLAN_WEEKS} weeks you and ${facts.advisorName} will build your financial plan together. Here is how it goes.`,
      ),
      {
        kind: 'list',
        title: 'What happens next',
        items: [
          `Book ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} meetings from your advisor's open times, without paying again.`,
          'Fill in the net-worth and cash-flow worksheet in your account.',
          'Upload the documents your advisor asks for into your secure file vault.',
          `Receive your written plan (${PLAN_MIN_PAGES} pages or more) in your account by ${facts.nextDate ? formatIsoDate(facts.nextDate) : 'the end of the programme'}.`,
        ],
      },
      { kind: 'button', label: 'Start with your plan', url: facts.engagementUrl },
    ],
  });
}

export function newClientForAdvisor(
  facts: EngagementEmailFacts & { advisorFullName: string },
): EmailContent {
  const name = offeringOf(facts.kind).name;
  return composeEmail(`New client: ${facts.clientName} signed up for ${name}`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.advisorFullName)},`,
    blocks: [
      paragraph(
        `${facts.clientName} signed up and paid for ${name} with you. Their answers to the signup form are on their page in your dashboard; please get in touch to arrange the first meeting.`,
      ),
      {
        kind: 'facts',
        rows: [
          ['Client', facts.clientName],
          ['Price', priceLine(facts)],
          ['Starts', formatIsoDate(facts.startsOn)],
        ],
      },
    ],
  });
}

export interface OngoingCancelledFacts {
  clientName: string;
  advisorName: string;
  /** The last day of the quarter already paid. */
  endsOn: string;
  byAdmin: boolean;
  publicUrl: string;
}

export function ongoingCancelled(facts: OngoingCancelledFacts): EmailContent {
  return composeEmail(`The Ongoing with ${facts.advisorName} is cancelled`, {
    publicUrl: facts.publicUrl,
    greeting: `Hi ${firstName(facts.clientName)},`,
    blocks: [
      paragraph(
        facts.byAdmin
          ? `We have cancelled The Ongoing with ${facts.advisorName} for you.`
          : `As you asked, The Ongoing with ${facts.advisorName} is cancelled.`,
      ),
      paragraph(
        `No further invoices will be issued. The quarter you have paid for runs until ${formatIsoDate(facts.endsOn)}, and your advisor remains available to you until then.`,
      ),
    ],
  });
}
