// The money-back promise for invoiced offerings (ADR 0066), written once: which paid invoice a
// client may ask back and until when, by the offering's money-back rule in the catalog. The
// rule of an offering paid at booking (after the meeting took place) lives with the meeting
// (meeting-view.ts).
import { offeringOf } from '../offerings/catalog';
import type { EngagementKind } from '../offerings/catalog';
import { addDays, formatIsoDate, isoDateOf } from './engagement-dates';
import type { InvoiceStatus } from './invoice-status';

/** Where an invoice stands with the promise, as its client sees it. */
export const MONEY_BACK_STATES = ['open', 'requested', 'refunded', 'closed'] as const;
export type MoneyBackState = (typeof MONEY_BACK_STATES)[number];

export interface MoneyBackFacts {
  kind: EngagementKind;
  status: InvoiceStatus;
  /** A billed period's invoice: the period it paid for. */
  periodStart: string | null;
  periodEnd: string | null;
  /** An offering that delivers: when it was delivered, if it was. */
  deliveredAt: Date | string | null;
  refundRequestedAt: Date | string | null;
  /** A refund of its charge exists (asked, pending or done). */
  refunded: boolean;
}

export interface MoneyBack {
  state: MoneyBackState;
  /** The last day it can be asked ('YYYY-MM-DD'); null while the deliverable is not delivered. */
  until: string | null;
}

/** The last day the invoice's money can be asked back, or null while that day is not known. */
function moneyBackLastDay(facts: MoneyBackFacts): string | null {
  const rule = offeringOf(facts.kind).moneyBack;
  if (rule.window === 'billing-period') return facts.periodEnd;
  if (facts.deliveredAt === null) return null;
  const delivered =
    typeof facts.deliveredAt === 'string' ? new Date(facts.deliveredAt) : facts.deliveredAt;
  return addDays(isoDateOf(delivered), rule.days);
}

/**
 * After delivery (The Plan): the fee, before it is delivered or within the rule's days after.
 * A billed period (The Ongoing): the period under way (paid, begun and not over); a past one was
 * used. Once per invoice.
 */
export function moneyBackOf(facts: MoneyBackFacts, now: Date): MoneyBack {
  const until = moneyBackLastDay(facts);
  if (facts.refunded) return { state: 'refunded', until };
  if (facts.refundRequestedAt !== null) return { state: 'requested', until };
  if (facts.status !== 'paid') return { state: 'closed', until };
  const today = isoDateOf(now);
  if (offeringOf(facts.kind).moneyBack.window === 'billing-period') {
    const current =
      facts.periodStart !== null &&
      facts.periodEnd !== null &&
      facts.periodStart <= today &&
      today <= facts.periodEnd;
    return { state: current ? 'open' : 'closed', until };
  }
  return { state: until === null || today <= until ? 'open' : 'closed', until };
}

/** "You can ask until March 3, 2027." or, before delivery, the rule's days after it. */
export function moneyBackUntilLine(kind: EngagementKind, until: string | null): string {
  if (until) return `You can ask until ${formatIsoDate(until)}.`;
  const rule = offeringOf(kind).moneyBack;
  return rule.window === 'after-delivery'
    ? `You can ask until ${rule.days} days after your plan is delivered.`
    : '';
}

export const MONEY_BACK_MESSAGES = {
  alreadyRequested: 'You have already asked for your money back for this invoice.',
  refunded: 'This invoice has already been refunded.',
  closed: 'The money-back time for this invoice is over.',
  notPaid: 'Only a paid invoice can be refunded.',
} as const;
