import { describe, expect, it } from 'vitest';
import { ongoingQuarterlyCents, priceRangeOf } from './pricing';
import { ONGOING_BILLING_MONTHS, ONGOING_PRICE_DOLLARS } from '../constants';
import { formatPriceRange } from '../format';

describe('priceRangeOf', () => {
  it('gives 0–0 for no prices', () => {
    expect(priceRangeOf([])).toStrictEqual({ low: 0, high: 0 });
  });

  it('gives the lowest and highest price in any order', () => {
    expect(priceRangeOf([15000, 5000, 30000, 10000])).toStrictEqual({ low: 5000, high: 30000 });
  });

  it('gives equal ends for one price or identical prices', () => {
    expect(priceRangeOf([15000])).toStrictEqual({ low: 15000, high: 15000 });
    expect(priceRangeOf([2500, 2500])).toStrictEqual({ low: 2500, high: 2500 });
  });

  it('feeds the price range display', () => {
    expect(formatPriceRange(priceRangeOf([15000, 10000, 25000]))).toBe('$100 – $250');
    expect(formatPriceRange(priceRangeOf([15000, 15000]))).toBe('$150');
  });
});

describe('ongoingQuarterlyCents', () => {
  it('bills three months of the monthly price', () => {
    expect(ongoingQuarterlyCents(10000, ONGOING_BILLING_MONTHS)).toBe(30000);
    expect(ongoingQuarterlyCents(ONGOING_PRICE_DOLLARS.default * 100, 3)).toBe(30000);
    expect(ongoingQuarterlyCents(2500, 3)).toBe(7500);
    expect(ongoingQuarterlyCents(100000, 3)).toBe(300000);
  });

  it('multiplies by the billing months given', () => {
    expect(ongoingQuarterlyCents(10000, 1)).toBe(10000);
    expect(ongoingQuarterlyCents(10000, 12)).toBe(120000);
  });
});
