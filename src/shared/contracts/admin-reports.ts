// Bodies of the admin reports (docs/product.md#admin-reports): the marketplace's money and bookings
// over a range of calendar months (UTC, as the dashboard), by month or by advisor, as JSON or CSV.
// Money in integer cents on the wire; the CSV writes dollars with two decimals.
import { z } from 'zod';
import { SORT_DIRECTIONS } from './console';
import { monthSchema } from './advisor-payouts';

export const REPORT_GROUPINGS = ['month', 'advisor'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The longest range one report covers, in months, both ends included. */
export const REPORT_MAX_MONTHS = 36;
/** The range a report opens on: the last twelve months, this one included. */
export const REPORT_DEFAULT_MONTHS = 12;
/** Months are calendar months in this zone, as on the dashboard (ADR 0044). */
export const REPORT_TIME_ZONE = 'UTC';

/** By advisor, the table sorts on the server by one of these; months are always in order. */
export const REPORT_SORTS = [
  'advisor',
  'bookings',
  'revenue',
  'refunds',
  'fees',
  'advisorPayouts',
] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export const REPORT_MESSAGES = {
  fromAfterTo: 'The first month must not come after the last.',
  tooLong: `A report covers at most ${REPORT_MAX_MONTHS} months.`,
} as const;

/** Months from `from` to `to` inclusive (yyyy-MM each). */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

/** The yyyy-MM month `offset` months from `month`. */
export function addMonths(month: string, offset: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
}

/** The default range at `now`: the last REPORT_DEFAULT_MONTHS UTC months, this one included. */
export function defaultReportRange(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 7);
  return { from: addMonths(to, -(REPORT_DEFAULT_MONTHS - 1)), to };
}

export const reportQuerySchema = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    by: z.enum(REPORT_GROUPINGS).optional().default('month'),
    sort: z.enum(REPORT_SORTS).optional().default('revenue'),
    dir: z.enum(SORT_DIRECTIONS).optional().default('desc'),
    format: z.enum(['json', 'csv']).optional().default('json'),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const months = monthsBetween(query.from, query.to);
    if (months < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.fromAfterTo });
    else if (months > REPORT_MAX_MONTHS)
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ParsedReportQuery = z.output<typeof reportQuerySchema>;

const cents = z.number().int();

export const reportFiguresShape = {
  /** Hour meetings booked, Plans and Ongoing relationships paid for. */
  hourBookings: z.number().int(),
  planBookings: z.number().int(),
  ongoingBookings: z.number().int(),
  /** Payments that went through (gross collected). */
  revenueCents: cents,
  /** Refunds that went through. */
  refundCents: cents,
  /** The referral fee on the payments, less the fee given back with refunds (ADR 0034). */
  feeCents: cents,
  /** Advisor payouts sent (by the day paid). */
  advisorPaidOutCents: cents,
  /** Affiliate payouts sent (by the day paid); null on an advisor's row: affiliates are paid per affiliate. */
  affiliatePaidOutCents: cents.nullable(),
};

export const reportRowSchema = z.object({
  /** yyyy-MM by month; the advisor's id by advisor (empty for payments whose advisor is gone). */
  key: z.string(),
  /** The advisor's name by advisor; the month (yyyy-MM) by month. */
  label: z.string(),
  ...reportFiguresShape,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  by: z.enum(REPORT_GROUPINGS),
  from: monthSchema,
  to: monthSchema,
  timeZone: z.literal(REPORT_TIME_ZONE),
  sort: z.enum(REPORT_SORTS),
  dir: z.enum(SORT_DIRECTIONS),
  /** By month every month of the range, oldest first, empty ones as zeros; by advisor, those with figures. */
  rows: z.array(reportRowSchema),
  totals: z.object({ ...reportFiguresShape, affiliatePaidOutCents: cents }),
});
export type Report = z.infer<typeof reportSchema>;
export type ReportFigures = Report['totals'];

/** The CSV's columns after the first (Month or Advisor); the page's table uses the same names. */
export const REPORT_FIGURE_COLUMNS = [
  'Hour bookings',
  'Plan bookings',
  'Ongoing bookings',
  'Revenue',
  'Refunds',
  'Fees kept',
  'Paid to advisors',
  'Paid to affiliates',
] as const;

export const reportCsvHeader = (by: ReportGrouping) =>
  [by === 'month' ? 'Month (UTC)' : 'Advisor', ...REPORT_FIGURE_COLUMNS] as const;

export const reportCsvFileName = (query: { by: ReportGrouping; from: string; to: string }) =>
  `report-by-${query.by}-${query.from}-to-${query.to}.csv`;
