// The money-back promise for The Plan and The Ongoing (ADR 0066), written once: which paid invoice
// a client may ask back, until when, and the words the terms pages and billing use. The Hour's
// own rule (after the meeting took place) lives with the meeting (meeting-view.ts).
import { REFUND_PERCENT } from '../constants';
import type { OfferingKind } from '../contracts/plans';
import { addDays, formatIsoDate, isoDateOf } from './engagement-dates';
import type { InvoiceStatus } from './invoice-status';

/** The Plan: its fee can be asked back until this many days after the written plan is delivered. */
export const PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY = 30;

/** Where an invoice stands with the promise, as its client sees it. */
export const MONEY_BACK_STATES = ['open', 'requested', 'refunded', 'closed'] as const;
export type MoneyBackState = (typeof MONEY_BACK_STATES)[number];

export interface MoneyBackFacts {
  kind: OfferingKind;
  status: InvoiceStatus;
  /** The Ongoing: the quarter the invoice paid for. */
  periodStart: string | null;
  periodEnd: string | null;
  /** The Plan: when the written plan was delivered, if it was. */
  deliveredAt: Date | string | null;
  refundRequestedAt: Date | string | null;
  /** A refund of its charge exists (asked, pending or done). */
  refunded: boolean;
}

export interface MoneyBack {
  state: MoneyBackState;
  /** The last day it can be asked ('YYYY-MM-DD'); null while a Plan is not delivered yet. */
  until: string | null;
}

/** The last day the invoice's money can be asked back, or null while that day is not known. */
function moneyBackLastDay(facts: MoneyBackFacts): string | null {
  if (facts.kind === 'ongoing') return facts.periodEnd;
  if (facts.deliveredAt === null) return null;
  const delivered =
    typeof facts.deliveredAt === 'string' ? new Date(facts.deliveredAt) : facts.deliveredAt;
  return addDays(isoDateOf(delivered), PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY);
}

/**
 * The Plan: its fee, before the plan is delivered or within 30 days after. The Ongoing: the
 * quarter under way (paid, begun and not over); a past quarter was used. Once per invoice.
 */
export function moneyBackOf(facts: MoneyBackFacts, now: Date): MoneyBack {
  const until = moneyBackLastDay(facts);
  if (facts.refunded) return { state: 'refunded', until };
  if (facts.refundRequestedAt !== null) return { state: 'requested', until };
  if (facts.status !== 'paid') return { state: 'closed', until };
  const today = isoDateOf(now);
  if (facts.kind === 'ongoing') {
    const current =
      facts.periodStart !== null &&
      facts.periodEnd !== null &&
      facts.periodStart <= today &&
      today <= facts.periodEnd;
    return { state: current ? 'open' : 'closed', until };
  }
  return { state: until === null || today <= until ? 'open' : 'closed', until };
}

/** The rule in words, for the terms pages and the billing page. */
export const MONEY_BACK_TERMS: Record<OfferingKind, string> = {
  plan: `Money back: if you are not happy, ask from your billing page for a ${REFUND_PERCENT}% refund of The Plan's fee at any time before your written plan is delivered, or within ${PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY} days after.`,
  ongoing: `Money back: if you are not happy, ask from your billing page for a ${REFUND_PERCENT}% refund of the quarter under way, at any time until its last day. Quarters already over are not refunded.`,
};

/** "You can ask until March 3, 2027." or the Plan's rule before delivery. */
export function moneyBackUntilLine(kind: OfferingKind, until: string | null): string {
  if (until) return `You can ask until ${formatIsoDate(until)}.`;
  return kind === 'plan'
    ? `You can ask until ${PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY} days after your plan is delivered.`
    : '';
}

export const MONEY_BACK_MESSAGES = {
  alreadyRequested: 'You have already asked for your money back for this invoice.',
  refunded: 'This invoice has already been refunded.',
  closed: 'The money-back time for this invoice is over.',
  notPaid: 'Only a paid invoice can be refunded.',
} as const;
