// The admin reports (docs/product.md#admin-reports): bookings, revenue, refunds, the fees the
// marketplace kept and what was paid out, per UTC month or per advisor over a range of months,
// with a totals row, as JSON or CSV. The fee is the payouts module's rule (referralFeeOf) applied
// per payment, so these figures and the advisors' earnings never disagree on what a fee is.
import {
  REPORT_TIME_ZONE,
  addMonths,
  defaultReportRange,
  reportCsvFileName,
  reportCsvHeader,
  reportQuerySchema,
} from '../../../shared/contracts/admin-reports';
import type {
  ParsedReportQuery,
  Report,
  ReportFigures,
  ReportQuery,
  ReportRow,
  ReportSort,
} from '../../../shared/contracts/admin-reports';
import type { Db } from '../../db/client';
import { toCsv } from '../../files/csv';
import { parseInput } from '../../validation/parse-input';
import { referralFeeOf } from '../payouts/advisor-earnings';
import { listAdvisorNames, listReportRows } from './admin-report.repository';
import type { ReportRows, ReportWindow } from './admin-report.repository';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const zeros = (): ReportFigures => ({
  hourBookings: 0,
  planBookings: 0,
  ongoingBookings: 0,
  revenueCents: 0,
  refundCents: 0,
  feeCents: 0,
  advisorPaidOutCents: 0,
  affiliatePaidOutCents: 0,
});

/** The figure counting each engagement offering's bookings. */
const BOOKING_FIGURES = {
  plan: 'planBookings',
  ongoing: 'ongoingBookings',
} as const satisfies Record<EngagementKind, keyof ReportFigures>;

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

export function reportWindow(from: string, to: string): ReportWindow {
  return { start: monthStart(from), end: monthStart(addMonths(to, 1)) };
}

/** Each key's figures from the grouped rows (keys in the order first seen). */
export function figuresByKey(rows: ReportRows): Map<string, ReportFigures> {
  const figures = new Map<string, ReportFigures>();
  const of = (key: string) => {
    let entry = figures.get(key);
    if (!entry) figures.set(key, (entry = zeros()));
    return entry;
  };
  for (const group of rows.payments) {
    const entry = of(group.key);
    entry.revenueCents += group.amountCents * group.count;
    if (group.withAdvisor)
      entry.feeCents += referralFeeOf(group.amountCents, group.feeBps) * group.count;
    if (group.hour) entry.hourBookings += group.count;
  }
  // A refund gives the fee on the refunded amount back (ADR 0034).
  for (const group of rows.refunds) {
    const entry = of(group.key);
    entry.refundCents += group.amountCents * group.count;
    if (group.withAdvisor)
      entry.feeCents -= referralFeeOf(group.amountCents, group.feeBps) * group.count;
  }
  for (const row of rows.signups) {
    const entry = of(row.key);
    entry[BOOKING_FIGURES[row.kind]] += row.count;
  }
  for (const row of rows.advisorPayouts) of(row.key).advisorPaidOutCents += row.cents;
  for (const row of rows.affiliatePayouts) of(row.key).affiliatePaidOutCents += row.cents;
  return figures;
}

/** What sorting reads: every figure but the affiliates' (not per advisor). */
type SortedFigures = Omit<ReportFigures, 'affiliatePaidOutCents'>;

const bookingsOf = (row: SortedFigures) =>
  row.hourBookings + row.planBookings + row.ongoingBookings;

const SORT_VALUE: Record<Exclude<ReportSort, 'advisor'>, (row: SortedFigures) => number> = {
  bookings: bookingsOf,
  revenue: (row) => row.revenueCents,
  refunds: (row) => row.refundCents,
  fees: (row) => row.feeCents,
  advisorPayouts: (row) => row.advisorPaidOutCents,
};

/** Advisors' rows in the chosen order, then by name, so equal figures keep a stable order. */
export function sortAdvisorRows(rows: ReportRow[], sort: ReportSort, dir: 'asc' | 'desc') {
  const sign = dir === 'asc' ? 1 : -1;
  const byName = (a: ReportRow, b: ReportRow) =>
    a.label.localeCompare(b.label) || a.key.localeCompare(b.key);
  return [...rows].sort((a, b) =>
    sort === 'advisor'
      ? sign * byName(a, b)
      : sign * (SORT_VALUE[sort](a) - SORT_VALUE[sort](b)) || byName(a, b),
  );
}

function totalsOf(rows: ReportRow[], affiliatePaidOutCents: number): ReportFigures {
  const totals = zeros();
  for (const row of rows) {
    totals.hourBookings += row.hourBookings;
    totals.planBookings += row.planBookings;
    totals.ongoingBookings += row.ongoingBookings;
    totals.revenueCents += row.revenueCents;
    totals.refundCents += row.refundCents;
    totals.feeCents += row.feeCents;
    totals.advisorPaidOutCents += row.advisorPaidOutCents;
  }
  return { ...totals, affiliatePaidOutCents };
}

/** Dollars with two decimals, as spreadsheets sum them. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The CSV one line at a time (header, rows, totals), so the answer streams as it is written. */
export function* reportCsvLines(report: Report): Generator<string> {
  const line = (first: string, row: ReportFigures | ReportRow) => [
    first,
    row.hourBookings,
    row.planBookings,
    row.ongoingBookings,
    dollars(row.revenueCents),
    dollars(row.refundCents),
    dollars(row.feeCents),
    dollars(row.advisorPaidOutCents),
    row.affiliatePaidOutCents === null ? '' : dollars(row.affiliatePaidOutCents),
  ];
  yield toCsv([reportCsvHeader(report.by)]);
  for (const row of report.rows) yield toCsv([line(row.label, row)]);
  yield toCsv([line('Total', report.totals)]);
}

export function createAdminReportService({ db, now }: { db: Db; now: () => Date }) {
  async function getReport(input: ReportQuery): Promise<Report> {
    const query: ParsedReportQuery = parseInput(reportQuerySchema, input);
    const range = defaultReportRange(now());
    const from = query.from ?? (query.to ? addMonths(query.to, -11) : range.from);
    const to = query.to ?? (query.from ? addMonths(query.from, 11) : range.to);
    // Only one end given: the other is eleven months away, which is always a valid range.
    const rows = await listReportRows(db, reportWindow(from, to), query.by);
    const figures = figuresByKey(rows);
    const common = {
      by: query.by,
      from,
      to,
      timeZone: REPORT_TIME_ZONE,
      sort: query.sort,
      dir: query.dir,
    } as const;
    if (query.by === 'month') {
      const list: ReportRow[] = [];
      for (let month = from; month <= to; month = addMonths(month, 1)) {
        list.push({ key: month, label: month, ...(figures.get(month) ?? zeros()) });
      }
      const affiliate = list.reduce((sum, row) => sum + (row.affiliatePaidOutCents ?? 0), 0);
      return { ...common, rows: list, totals: totalsOf(list, affiliate) };
    }
    const affiliate = figures.get('')?.affiliatePaidOutCents ?? 0;
    const names = await listAdvisorNames(
      db,
      [...figures.keys()].filter((key) => key !== ''),
    );
    const list: ReportRow[] = [];
    for (const [key, entry] of figures) {
      const moved = entry.revenueCents || entry.refundCents || entry.advisorPaidOutCents;
      if (key === '' && !moved && bookingsOf(entry) === 0) continue;
      list.push({
        key,
        label: names.get(key) ?? 'Advisor no longer listed',
        ...entry,
        affiliatePaidOutCents: null,
      });
    }
    const sorted = sortAdvisorRows(list, query.sort, query.dir);
    return { ...common, rows: sorted, totals: totalsOf(sorted, affiliate) };
  }

  return {
    getReport,
    async getReportCsv(input: ReportQuery) {
      const report = await getReport(input);
      return { fileName: reportCsvFileName(report), lines: reportCsvLines(report) };
    },
  };
}

export type AdminReportService = ReturnType<typeof createAdminReportService>;
