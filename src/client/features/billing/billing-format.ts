// How billing lines read: what was bought, the card, the date, and the status badge's words and
// colour, in the viewer's zone and the docs/product.md#display money format.
import type { CardBrand } from '../../../shared/domain/cards';
import { CHARGE_STATUS_LABELS, REFUND_STATUS_LABELS } from '../../../shared/contracts/billing';
import type {
  BillingEntry,
  ChargeStatus,
  PaymentCard,
  Purchase,
  RefundStatus,
} from '../../../shared/contracts/billing';
import { BRAND_NAMES } from '../../../shared/domain/cards';

const isKnownBrand = (brand: string): brand is CardBrand => Object.hasOwn(BRAND_NAMES, brand);

/** 'Visa •••• 4242'; a brand we do not name reads as it came, capitalised. */
export function cardLabel(card: PaymentCard): string {
  // A brand we know but do not name (unknown) reads as a plain card.
  const named = isKnownBrand(card.brand)
    ? BRAND_NAMES[card.brand]
    : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const brand = named || 'Card';
  return `${brand} •••• ${card.last4}`;
}

/** 'The Hour with Thomas Nguyen', or the ledger's words once the advisor is gone. */
export function purchaseTitle(purchase: Purchase): string {
  return purchase.advisorName
    ? `${purchase.service} with ${purchase.advisorName}`
    : purchase.description;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 3, 2026' in the viewer's zone. */
export function formatBillingDate(instant: string, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

export interface StatusShown {
  label: string;
  color: string;
}

const CHARGE_COLORS = { succeeded: 'brand', failed: 'red', pending: 'gray' } as const;
const REFUND_COLORS = { succeeded: 'blue', pending: 'gold', failed: 'orange' } as const;

export const chargeStatusShown = (status: ChargeStatus): StatusShown => ({
  label: CHARGE_STATUS_LABELS[status],
  color: CHARGE_COLORS[status],
});

export const refundStatusShown = (status: RefundStatus): StatusShown => ({
  label: REFUND_STATUS_LABELS[status],
  color: REFUND_COLORS[status],
});

export function billingStatus(entry: BillingEntry): StatusShown {
  return entry.kind === 'charge'
    ? chargeStatusShown(entry.status)
    : refundStatusShown(entry.status);
}
