// Calendar arithmetic on ISO dates (YYYY-MM-DD) for engagements: when a Plan ends, when an
// Ongoing quarter is billed, when its checkup is due. Computed in UTC so every process agrees.

const DAY_MS = 86_400_000;

function parse(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const format = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC calendar date of an instant. */
export function isoDateOf(instant: Date): string {
  return format(instant);
}

export function addDays(isoDate: string, days: number): string {
  return format(new Date(parse(isoDate).getTime() + days * DAY_MS));
}

export function addWeeks(isoDate: string, weeks: number): string {
  return addDays(isoDate, weeks * 7);
}

/** Months later on the same day, or the month's last day when it has no such day (Jan 31 → Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const date = parse(isoDate);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return format(target);
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'November 26, 2026' for '2026-11-26', the same wherever it is read. */
export function formatIsoDate(isoDate: string): string {
  return LONG_DATE.format(parse(isoDate));
}
