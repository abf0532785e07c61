// The Hour (docs/product.md#offerings): one paid video meeting at a time the client picks.
import { HOUR_PRICE_DOLLARS, REFUND_PERCENT } from '../constants';
import { SLOT_HOLD_MINUTES, THE_HOUR_MINUTES } from '../domain/availability';
import type { OfferingDefinition } from './offering-definition';

export const THE_HOUR = {
  kind: 'hour',
  name: 'The Hour',
  price: { rule: HOUR_PRICE_DOLLARS, per: 'meeting' },
  purpose: 'hour-checkout',
  intakeSource: 'CustomerIntakeForm',
  hold: { kind: 'time', minutes: SLOT_HOLD_MINUTES },
  payment: { mode: 'charge' },
  fulfilment: { kind: 'meeting', minutes: THE_HOUR_MINUTES },
  moneyBack: { window: 'after-meeting' },
  moneyBackTerms: `Our money-back promise: if you are unhappy with the session, tell us and we refund ${REFUND_PERCENT}% of the fee you paid for it. You do not need to give a reason.`,
  welcomeEmail: null,
  flag: null,
} as const satisfies OfferingDefinition<'hour'>;
