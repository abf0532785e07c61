// The money-back rule of The Plan and The Ongoing (ADR 0066): the Plan's fee before delivery or
// within 30 days after; the Ongoing's quarter under way only; once per invoice.
import { describe, expect, it } from 'vitest';
import { PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY } from '../offerings/the-plan';
import { moneyBackOf } from './money-back';
import type { MoneyBackFacts } from './money-back';

const plan: MoneyBackFacts = {
  kind: 'plan',
  status: 'paid',
  periodStart: null,
  periodEnd: null,
  deliveredAt: null,
  refundRequestedAt: null,
  refunded: false,
};
const quarter: MoneyBackFacts = {
  ...plan,
  kind: 'ongoing',
  periodStart: '2027-01-10',
  periodEnd: '2027-04-09',
};
const at = (iso: string) => new Date(iso);

describe('moneyBackOf', () => {
  it('opens a Plan before delivery, and for 30 days after it', () => {
    expect(moneyBackOf(plan, at('2027-05-01T12:00:00Z'))).toEqual({ state: 'open', until: null });
    const delivered = { ...plan, deliveredAt: '2027-03-01T18:00:00Z' };
    expect(PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY).toBe(30);
    expect(moneyBackOf(delivered, at('2027-03-31T23:00:00Z'))).toEqual({
      state: 'open',
      until: '2027-03-31',
    });
    expect(moneyBackOf(delivered, at('2027-04-01T00:30:00Z')).state).toBe('closed');
  });

  it('opens only the Ongoing quarter under way', () => {
    expect(moneyBackOf(quarter, at('2027-01-10T00:00:00Z'))).toEqual({
      state: 'open',
      until: '2027-04-09',
    });
    expect(moneyBackOf(quarter, at('2027-04-09T23:59:00Z')).state).toBe('open');
    expect(moneyBackOf(quarter, at('2027-04-10T00:00:00Z')).state).toBe('closed');
    expect(moneyBackOf(quarter, at('2027-01-09T12:00:00Z')).state).toBe('closed');
  });

  it('asks once, never for an unpaid or refunded invoice', () => {
    const now = at('2027-02-01T12:00:00Z');
    expect(moneyBackOf({ ...quarter, refundRequestedAt: now }, now).state).toBe('requested');
    expect(moneyBackOf({ ...quarter, refunded: true, refundRequestedAt: now }, now).state).toBe(
      'refunded',
    );
    expect(moneyBackOf({ ...plan, status: 'open' }, now).state).toBe('closed');
    expect(moneyBackOf({ ...plan, status: 'void' }, now).state).toBe('closed');
  });
});
