// The compliance report's date range (docs/product.md#compliance-report, ADR 0036): two days in the
// advisor's zone, both included; by default the last 12 months, at most the five years records are
// kept.
import { RECORD_RETENTION_YEARS } from '../../../shared/contracts/account-data';
import { REPORT_DEFAULT_MONTHS, REPORT_MESSAGES } from '../../../shared/contracts/records';
import type { ReportQuery } from '../../../shared/contracts/records';
import { AppError } from '../../../shared/errors';
import { addDays, parseIsoDate } from '../../../shared/time-zones';

/** The two days of the range, checked: real days, from ≤ to, at most the retention period. */
export function reportRange(query: ReportQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addMonths(to, -REPORT_DEFAULT_MONTHS, 1);
  const fromMs = parseIsoDate(from);
  const toMs = parseIsoDate(to);
  if (fromMs === null || toMs === null) {
    const field = fromMs === null ? 'from' : 'to';
    throw new AppError('validation', REPORT_MESSAGES.badDate, {
      [field]: [REPORT_MESSAGES.badDate],
    });
  }
  if (fromMs > toMs) {
    throw new AppError('validation', REPORT_MESSAGES.fromAfterTo, {
      from: [REPORT_MESSAGES.fromAfterTo],
    });
  }
  if (from < addMonths(to, -12 * RECORD_RETENTION_YEARS, 1)) {
    throw new AppError('validation', REPORT_MESSAGES.tooLong, { from: [REPORT_MESSAGES.tooLong] });
  }
  return { from, to };
}

/**
 * The date `months` from `date` (clamped to the month's end), plus `days`. Not the engagements'
 * addMonths: this one reads the digits as written, so a day that is not real (2026-13-01) still
 * gives a date and is refused as a bad date just below, not thrown on.
 */
function addMonths(date: string, months: number, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return addDays(target.toISOString().slice(0, 10), days);
}
