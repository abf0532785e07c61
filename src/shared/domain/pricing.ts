// Price rules both sides need.
import type { PriceRange } from '../format';

/** The low and high of a set of prices in cents; an empty set gives 0–0. */
export function priceRangeOf(prices: readonly number[]): PriceRange {
  if (prices.length === 0) return { low: 0, high: 0 };
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** The Ongoing is shown per month and billed every three months. */
export function ongoingQuarterlyCents(monthlyCents: number, billingMonths: number): number {
  return monthlyCents * billingMonths;
}
