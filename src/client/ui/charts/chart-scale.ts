// Axis helpers for the calculators' charts: round tick values and short money labels.

const NICE_STEPS = [1, 2, 2.5, 5, 10];
const LABEL_STEPS = [1, 2, 5, 10, 20, 25, 50, 100];

/** Evenly spaced round ticks from 0 that cover `max` (about `count` intervals). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = (NICE_STEPS.find((nice) => nice * magnitude >= rough) ?? 10) * magnitude;
  const top = Math.ceil(max / step - 1e-9);
  return Array.from({ length: top + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/**
 * Which categories (years or ages) get an x-axis label: the first, the last, and round
 * multiples of a step chosen so at most `maxLabels` fit, skipping any that crowd the ends.
 */
export function labelledCategories(categories: number[], maxLabels: number): Set<number> {
  const needed = Math.ceil(categories.length / Math.max(2, maxLabels));
  const step = LABEL_STEPS.find((candidate) => candidate >= needed) ?? needed;
  const first = categories[0];
  const last = categories.at(-1);
  if (first === undefined || last === undefined) return new Set();
  const near = (a: number, b: number) => Math.abs(a - b) <= step / 2;
  const round = categories.filter(
    (category) => category % step === 0 && !near(category, first) && !near(category, last),
  );
  return new Set([first, ...round, last]);
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Axis money: '$250K', '$1.5M'. */
export function formatCompactCents(cents: number): string {
  return compact.format(cents / 100);
}
