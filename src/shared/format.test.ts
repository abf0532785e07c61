import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatHourlyRate,
  formatNumber,
  formatPriceRange,
  formatReviewAverage,
  showsNextAvailability,
  showsRating,
} from './format';

describe('formatHourlyRate', () => {
  it.each([
    [15000, '$150'],
    [500, '$5'],
    [50000, '$500'],
    [123450, '$1,235'],
    [123449, '$1,234'],
    [15050, '$151'],
    [15049, '$150'],
    [0, '$0'],
    [100000000, '$1,000,000'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatHourlyRate(cents)).toBe(text);
  });
});

describe('formatReviewAverage', () => {
  it.each([
    [4.8, '4.80'],
    [5, '5.00'],
    [0, '0.00'],
    [4.666666, '4.67'],
    [3.14159, '3.14'],
    [4.999, '5.00'],
  ])('shows %d as %s', (average, text) => {
    expect(formatReviewAverage(average)).toBe(text);
  });
});

describe('formatCurrency', () => {
  it.each([
    [15000, '$150'],
    [15050, '$150.50'],
    [15005, '$150.05'],
    [15099, '$150.99'],
    [0, '$0'],
    [1, '$0.01'],
    [50, '$0.50'],
    [250000, '$2,500'],
    [1000000, '$10,000'],
    [123456789, '$1,234,567.89'],
    [100000010, '$1,000,000.10'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatCurrency(cents)).toBe(text);
  });

  it('keeps the minus sign of a negative amount', () => {
    expect(formatCurrency(-15000)).toBe('-$150');
    expect(formatCurrency(-15050)).toBe('-$150.50');
  });
});

describe('formatPriceRange', () => {
  it('shows one price when both ends are equal', () => {
    expect(formatPriceRange({ low: 15000, high: 15000 })).toBe('$150');
    expect(formatPriceRange({ low: 15050, high: 15050 })).toBe('$150.50');
    expect(formatPriceRange({ low: 0, high: 0 })).toBe('$0');
  });

  it('shows both ends joined by an en dash when they differ', () => {
    expect(formatPriceRange({ low: 10000, high: 25000 })).toBe('$100 – $250');
    expect(formatPriceRange({ low: 250000, high: 1000000 })).toBe('$2,500 – $10,000');
    expect(formatPriceRange({ low: 2550, high: 5000 })).toBe('$25.50 – $50');
  });
});

describe('formatNumber', () => {
  it.each([
    [1234.5, '1,234.5'],
    [1234.56, '1,234.56'],
    [1234.567, '1,234.57'],
    [1234, '1,234'],
    [1234.0, '1,234'],
    [1234.1, '1,234.1'],
    [1234.001, '1,234'],
    [1234567.891, '1,234,567.89'],
    [0, '0'],
    [0.5, '0.5'],
    [0.1 + 0.2, '0.3'],
    [999.999, '1,000'],
    [-1234.5, '-1,234.5'],
  ])('shows %d as %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });
});

describe('showsRating', () => {
  it('shows a rating only when the average is above 0', () => {
    expect(showsRating(4.8)).toBe(true);
    expect(showsRating(0.01)).toBe(true);
    expect(showsRating(0)).toBe(false);
    expect(showsRating(-1)).toBe(false);
  });
});

describe('showsNextAvailability', () => {
  const now = new Date('2025-03-10T15:00:00Z');

  it('shows an availability later than now', () => {
    expect(showsNextAvailability('2025-03-10T15:00:01Z', now)).toBe(true);
    expect(showsNextAvailability('2025-03-11T09:00:00-05:00', now)).toBe(true);
  });

  it('hides an availability at or before now', () => {
    expect(showsNextAvailability('2025-03-10T15:00:00Z', now)).toBe(false);
    expect(showsNextAvailability('2025-03-10T14:59:59Z', now)).toBe(false);
    expect(showsNextAvailability('2025-03-10T09:30:00-05:00', now)).toBe(false);
  });

  it('hides a missing or unreadable availability', () => {
    expect(showsNextAvailability(null, now)).toBe(false);
    expect(showsNextAvailability('not a date', now)).toBe(false);
  });
});
