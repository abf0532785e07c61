// What a purchase of an offering costs and covers, from its catalog entry's price and payment
// mode: a one-off fee, or a monthly price billed several months at a time.
import { addDays, addMonths } from '../domain/engagement-dates';
import { formatCurrency } from '../format';
import { offeringOf } from './catalog';
import type { OfferingKind } from './catalog';

/** The first payment: the fee, or the first billed period of a monthly price. */
export function firstPaymentCents(kind: OfferingKind, priceCents: number): number {
  const { payment } = offeringOf(kind);
  return payment.mode === 'invoice' && payment.every !== null
    ? priceCents * payment.every.months
    : priceCents;
}

/** The months one invoice of the offering pays for; null when it is paid once. */
export function billedEveryMonths(kind: OfferingKind): number | null {
  const { payment } = offeringOf(kind);
  return payment.mode === 'invoice' && payment.every !== null ? payment.every.months : null;
}

/** The billed period starting on `startsOn` ('YYYY-MM-DD', both ends included); null if none. */
export function billingPeriodFrom(
  kind: OfferingKind,
  startsOn: string,
): { periodStart: string; periodEnd: string } | null {
  const months = billedEveryMonths(kind);
  if (months === null) return null;
  return { periodStart: startsOn, periodEnd: addDays(addMonths(startsOn, months), -1) };
}

/** The price as people read it: "$2,500", or "$150/month, billed $450 every three months". */
export function priceLineOf(kind: OfferingKind, priceCents: number): string {
  const { payment } = offeringOf(kind);
  if (payment.mode !== 'invoice' || payment.every === null) return formatCurrency(priceCents);
  const billed = formatCurrency(priceCents * payment.every.months);
  return `${formatCurrency(priceCents)}/month, billed ${billed} ${payment.every.words}`;
}

/** What follows a price where it is shown bare: " a month" for a monthly price, else nothing. */
export function priceSuffixOf(kind: OfferingKind): string {
  return offeringOf(kind).price.per === 'month' ? ' a month' : '';
}
