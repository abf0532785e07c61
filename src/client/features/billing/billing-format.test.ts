// How a billing line reads: the card, what was bought, the date in the viewer's zone, the badge.
import { describe, expect, it } from 'vitest';
import { CHARGE_STATUS_LABELS, REFUND_STATUS_LABELS } from '../../../shared/contracts/billing';
import type { Purchase } from '../../../shared/contracts/billing';
import { billingStatus, cardLabel, formatBillingDate, purchaseTitle } from './billing-format';

describe('cardLabel', () => {
  it('names a known brand, capitalises an unknown one and falls back to Card', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(cardLabel({ brand: 'jcb', last4: '0000' })).toBe('Jcb •••• 0000');
    expect(cardLabel({ brand: '', last4: '1111' })).toBe('Card •••• 1111');
    // The brand the gateway could not tell is never named.
    expect(cardLabel({ brand: 'unknown', last4: '1111' })).toBe('Card •••• 1111');
  });
});

describe('purchaseTitle', () => {
  const purchase: Purchase = {
    service: 'The Hour',
    advisorName: 'Thomas Nguyen',
    advisorSlug: 'thomas-nguyen',
    meetingStart: null,
    description: 'The Hour with T. Nguyen on Mar 3',
  };

  it('names the service and the advisor, or the ledger’s words once the advisor is gone', () => {
    expect(purchaseTitle(purchase)).toBe('The Hour with Thomas Nguyen');
    expect(purchaseTitle({ ...purchase, advisorName: null })).toBe(purchase.description);
  });
});

describe('formatBillingDate', () => {
  it('reads the day in the viewer’s zone', () => {
    const lateEvening = '2026-03-04T03:30:00.000Z';
    expect(formatBillingDate(lateEvening, 'UTC')).toBe('Mar 4, 2026');
    expect(formatBillingDate(lateEvening, 'America/Los_Angeles')).toBe('Mar 3, 2026');
  });
});

describe('billingStatus', () => {
  const at = '2026-03-04T12:00:00.000Z';
  const purchase: Purchase = {
    service: 'The Hour',
    advisorName: null,
    advisorSlug: null,
    meetingStart: null,
    description: 'The Hour',
  };

  it('uses the shared words of a charge and of a refund, each in its own colour', () => {
    const charge = (status: 'succeeded' | 'failed' | 'pending') =>
      billingStatus({
        kind: 'charge',
        id: 'c1',
        at,
        purchase,
        amountCents: 100,
        status,
        card: null,
        refund: null,
      });
    expect(charge('succeeded')).toEqual({ label: CHARGE_STATUS_LABELS.succeeded, color: 'brand' });
    expect(charge('failed')).toEqual({ label: CHARGE_STATUS_LABELS.failed, color: 'red' });
    expect(
      billingStatus({
        kind: 'refund',
        id: 'r1',
        chargeId: 'c1',
        at,
        purchase,
        amountCents: 100,
        status: 'pending',
        card: null,
      }),
    ).toEqual({ label: REFUND_STATUS_LABELS.pending, color: 'gold' });
  });
});
