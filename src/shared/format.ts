// Display rules (docs/product.md#display). Money arrives as integer cents.

/** Made on first use: Intl formatters are slow to build, and a page loading this may need none. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const wholeDollars = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);
const dollarsAndCents = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const upToTwoDecimals = once(
  () =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

/** Hourly rate: rounded to whole dollars with US thousands separators ('$1,235'). */
export function formatHourlyRate(cents: number): string {
  return wholeDollars().format(Math.round(cents / 100));
}

/** Review average: two decimals ('4.80'). */
export function formatReviewAverage(average: number): string {
  return average.toFixed(2);
}

/** Currency in US dollars with a trailing .00 dropped ('$150', '$150.50'). */
export function formatCurrency(cents: number): string {
  const text = dollarsAndCents().format(cents / 100);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const monthFormat = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A yyyy-MM month in words ('March 2024'). */
export function formatMonth(month: string): string {
  return monthFormat().format(new Date(`${month}-01T00:00:00Z`));
}

/** A percentage of basis points, decimals only when needed ('5%', '12.5%'). */
export function formatBps(bps: number): string {
  return `${formatNumber(bps / 100)}%`;
}

export interface PriceRange {
  low: number;
  high: number;
}

/** A price range; equal ends show one price. */
export function formatPriceRange(range: PriceRange): string {
  if (range.low === range.high) return formatCurrency(range.low);
  return `${formatCurrency(range.low)} – ${formatCurrency(range.high)}`;
}

/** Numbers with commas: two decimals with trailing zeros stripped ('1,234.5'). */
export function formatNumber(value: number): string {
  return upToTwoDecimals().format(value);
}

/** Whether a rating is shown at all (docs/product.md#advisor-search). */
export function showsRating(reviewAverage: number): boolean {
  return reviewAverage > 0;
}

/** Next availability is shown only when later than now (docs/product.md#advisor-search). */
export function showsNextAvailability(nextAvailability: string | null, now: Date): boolean {
  return nextAvailability !== null && new Date(nextAvailability).getTime() > now.getTime();
}
