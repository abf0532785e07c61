import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_KINDS, OFFERING_CATALOG, OFFERING_KINDS, offeringOf } from './catalog';
import {
  billedEveryMonths,
  billingPeriodFrom,
  firstPaymentCents,
  priceLineOf,
  priceSuffixOf,
} from './offering-billing';
import { invoiceRefundPage, purchaseSuccessPage } from './offering-pages';
import { PLAN_PAGES } from '../routes/plans';

describe('the offering catalog', () => {
  it('keys every entry by its own kind', () => {
    for (const [key, offering] of Object.entries(OFFERING_CATALOG)) expect(offering.kind).toBe(key);
  });

  it('names each payment purpose once, so one handler owns each', () => {
    const purposes = OFFERING_KINDS.map((kind) => offeringOf(kind).purpose);
    expect(new Set(purposes).size).toBe(purposes.length);
  });

  it('lists the engagement offerings in the order the database checks name them', () => {
    expect(ENGAGEMENT_KINDS).toEqual(['plan', 'ongoing']);
  });

  it('holds a time for a meeting and a place for an engagement', () => {
    for (const kind of OFFERING_KINDS) {
      const { hold, fulfilment } = offeringOf(kind);
      expect(hold.kind).toBe(fulfilment.kind === 'meeting' ? 'time' : 'place');
    }
  });
});

describe('offering billing', () => {
  it('bills a fee once and a monthly price a period at a time', () => {
    expect(firstPaymentCents('plan', 250_000)).toBe(250_000);
    expect(firstPaymentCents('ongoing', 15_000)).toBe(45_000);
    expect(firstPaymentCents('hour', 15_000)).toBe(15_000);
    expect(billedEveryMonths('plan')).toBeNull();
    expect(billedEveryMonths('ongoing')).toBe(3);
  });

  it('covers a billed period from its first day to the day before the next', () => {
    expect(billingPeriodFrom('ongoing', '2026-12-01')).toEqual({
      periodStart: '2026-12-01',
      periodEnd: '2027-02-28',
    });
    expect(billingPeriodFrom('plan', '2026-12-01')).toBeNull();
  });

  it('writes the price as people read it', () => {
    expect(priceLineOf('ongoing', 15_000)).toBe('$150/month, billed $450 every three months');
    expect(priceLineOf('plan', 250_000)).toBe('$2,500');
    expect(priceSuffixOf('ongoing')).toBe(' a month');
    expect(priceSuffixOf('plan')).toBe('');
  });
});

describe('offering pages', () => {
  it('sends a paid signup to its offering’s confirmation', () => {
    expect(purchaseSuccessPage('plan', 's-1')).toBe(`${PLAN_PAGES.purchasePlanSuccess}?signup=s-1`);
    expect(purchaseSuccessPage('ongoing', 's-2')).toBe(
      `${PLAN_PAGES.purchaseOngoingSuccess}?signup=s-2`,
    );
  });

  it('sends an admin to the instance once the invoice names one, else the signup', () => {
    expect(invoiceRefundPage('plan', 'R', { signupId: 's', instanceId: 'i' })).toBe(
      '/admin/the-plan/edit/R/i',
    );
    expect(invoiceRefundPage('ongoing', 'R', { signupId: 's', instanceId: null })).toBe(
      '/admin/the-ongoing-signup/edit/R/s',
    );
  });
});
