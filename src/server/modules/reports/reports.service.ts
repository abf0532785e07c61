// The admin dashboard (docs/product.md#admin-dashboard): bookings, revenue, refunds, new clients
// and new advisors per week or month over the last twelve months, every period listed (empty ones
// as zeros) so charts keep an even axis.
import { DASHBOARD_MONTHS, dashboardQuerySchema } from '../../../shared/contracts/reports';
import type {
  Dashboard,
  DashboardBucket,
  DashboardPeriod,
  DashboardQuery,
} from '../../../shared/contracts/reports';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import { listDashboardRows } from './reports.repository';
import type { BucketRow } from './reports.repository';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of every week (Mondays) or month of the window, oldest first, UTC. */
export function periodStarts(now: Date, by: DashboardPeriod): Date[] {
  const firstMonth = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DASHBOARD_MONTHS - 1), 1),
  );
  const starts: Date[] = [];
  if (by === 'month') {
    for (let i = 0; i < DASHBOARD_MONTHS; i += 1) {
      starts.push(new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1)));
    }
    return starts;
  }
  // The Monday on or before the window's first day, then every week up to now.
  const back = (firstMonth.getUTCDay() + 6) % 7;
  for (let at = firstMonth.getTime() - back * DAY_MS; at <= now.getTime(); at += 7 * DAY_MS) {
    starts.push(new Date(at));
  }
  return starts;
}

export function createReportsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async getDashboard(input: DashboardQuery): Promise<Dashboard> {
      const { by } = parseInput(dashboardQuerySchema, input);
      const starts = periodStarts(now(), by);
      const rows = await listDashboardRows(db, starts[0]!, by);
      const byStart = (list: BucketRow[]) => new Map(list.map((row) => [row.start, row.value]));
      const maps = {
        bookings: byStart(rows.bookings),
        revenueCents: byStart(rows.revenue),
        refundCents: byStart(rows.refunded),
        newClients: byStart(rows.clients),
        newAdvisors: byStart(rows.joined),
      };
      const buckets: DashboardBucket[] = starts.map((date) => {
        const start = isoDay(date);
        return {
          start,
          bookings: maps.bookings.get(start) ?? 0,
          revenueCents: maps.revenueCents.get(start) ?? 0,
          refundCents: maps.refundCents.get(start) ?? 0,
          newClients: maps.newClients.get(start) ?? 0,
          newAdvisors: maps.newAdvisors.get(start) ?? 0,
        };
      });
      const sum = (key: keyof typeof maps) => buckets.reduce((total, b) => total + b[key], 0);
      return {
        by,
        buckets,
        totals: {
          bookings: sum('bookings'),
          revenueCents: sum('revenueCents'),
          refundCents: sum('refundCents'),
          newClients: sum('newClients'),
          newAdvisors: sum('newAdvisors'),
        },
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
