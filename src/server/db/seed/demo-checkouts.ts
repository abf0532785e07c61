// A demo meeting paid for was booked through its checkout, as a real booking is, so the demo's
// ledger names what each payment paid for (ADR 0088): the checkout, paid, with its meeting.
import { randomUUID } from 'node:crypto';
import { THE_HOUR } from '../../../shared/offerings/the-hour';
import type { NewEvent } from '../schema/booking';
import type { CheckoutRow } from '../schema/booking';

type PaidEvent = Required<Pick<NewEvent, 'id' | 'advisorId' | 'clientId' | 'startsAt' | 'endsAt'>> &
  Pick<NewEvent, 'priceCents' | 'clientTimeZone' | 'createdAt'>;

/** The paid checkout a demo meeting was booked through. */
export function paidCheckoutOf(event: PaidEvent): CheckoutRow {
  const at = event.createdAt ?? new Date();
  return {
    id: randomUUID(),
    advisorId: event.advisorId,
    clientId: event.clientId,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    priceCents: event.priceCents,
    clientTimeZone: event.clientTimeZone,
    status: 'paid',
    expiresAt: at,
    gateway: 'sandbox',
    gatewaySessionId: null,
    gatewaySessionUrl: null,
    eventId: event.id,
    createdAt: at,
    updatedAt: at,
  };
}

/** The ledger's link of a charge for that checkout. */
export const hourChargeLink = (checkout: Pick<CheckoutRow, 'id'>) => ({
  purpose: THE_HOUR.purpose,
  reference: checkout.id,
  checkoutId: checkout.id,
});
