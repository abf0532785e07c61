// SQL of the admin dashboard: counts and sums per week or month since a day, each over one table's
// created_at, served by that column's index.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { DashboardPeriod } from '../../../shared/contracts/reports';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { charges, refunds } from '../../db/schema/payments';

export interface BucketRow {
  start: string;
  value: number;
}

/** `date_trunc` takes the period as text; only the two known words ever reach it. */
const bucketOf = (column: AnyPgColumn, by: DashboardPeriod) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${by === 'week' ? 'week' : 'month'}'`)}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

async function grouped(
  db: Db,
  table: AnyTable,
  created: AnyPgColumn,
  value: SQL<number>,
  where: SQL | undefined,
  by: DashboardPeriod,
): Promise<BucketRow[]> {
  const bucket = bucketOf(created, by);
  return db.select({ start: bucket, value }).from(table).where(where).groupBy(bucket);
}
type AnyTable = typeof charges | typeof refunds | typeof events | typeof users | typeof advisors;

const count = sql<number>`count(*)::int`;
const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function listDashboardRows(db: Db, since: Date, by: DashboardPeriod) {
  const consumer = db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, users.id), eq(roles.name, 'Consumer')));
  const [bookings, revenue, refunded, clients, joined] = await Promise.all([
    grouped(db, events, events.createdAt, count, gte(events.createdAt, since), by),
    grouped(
      db,
      charges,
      charges.createdAt,
      sumOf(charges.amountCents),
      and(gte(charges.createdAt, since), eq(charges.status, 'succeeded')),
      by,
    ),
    grouped(
      db,
      refunds,
      refunds.createdAt,
      sumOf(refunds.amountCents),
      and(gte(refunds.createdAt, since), eq(refunds.status, 'succeeded')),
      by,
    ),
    grouped(
      db,
      users,
      users.createdAt,
      count,
      and(gte(users.createdAt, since), sql`exists (${consumer})`),
      by,
    ),
    grouped(db, advisors, advisors.createdAt, count, gte(advisors.createdAt, since), by),
  ]);
  return { bookings, revenue, refunded, clients, joined };
}
