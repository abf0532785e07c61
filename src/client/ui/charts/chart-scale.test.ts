import { describe, expect, it } from 'vitest';
import { formatCompactCents, labelledCategories, niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it.each([
    [100, [0, 25, 50, 75, 100]],
    [1_234, [0, 500, 1_000, 1_500]],
    [58_472_630, [0, 20_000_000, 40_000_000, 60_000_000]],
    [9, [0, 2.5, 5, 7.5, 10]],
  ])('covers %d with round steps', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('falls back to a unit axis for nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('labelledCategories', () => {
  const years = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('labels every year when there is room', () => {
    expect([...labelledCategories(years(1, 5), 10)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('labels the ends and round years between them when crowded', () => {
    expect([...labelledCategories(years(1, 30), 8)]).toEqual([1, 5, 10, 15, 20, 25, 30]);
    expect([...labelledCategories(years(35, 68), 8)]).toEqual([35, 40, 45, 50, 55, 60, 65, 68]);
  });

  it('skips round labels that would crowd either end', () => {
    expect([...labelledCategories(years(1, 30), 15)]).toEqual([
      1, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30,
    ]);
    expect([...labelledCategories(years(39, 66), 6)]).toEqual([39, 45, 50, 55, 60, 66]);
  });

  it('labels a single category once', () => {
    expect([...labelledCategories([1], 6)]).toEqual([1]);
  });
});

describe('formatCompactCents', () => {
  it('shortens large amounts', () => {
    expect(formatCompactCents(150_000_000)).toBe('$1.5M');
    expect(formatCompactCents(25_000_000)).toBe('$250K');
    expect(formatCompactCents(0)).toBe('$0');
  });
});
