// SQL of the availability module: an advisor's rules and the time already claimed.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisorAvailability } from '../../db/schema/availability';
import { advisorTimeClaims } from '../../db/schema/booking';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import type { TimeRange } from './slots';

export async function findAvailabilityRules(
  db: Db,
  advisorId: string,
): Promise<AvailabilityRules | undefined> {
  const rows = await db
    .select({ rules: advisorAvailability.rules })
    .from(advisorAvailability)
    .where(eq(advisorAvailability.advisorId, advisorId))
    .limit(1);
  return rows[0]?.rules;
}

/** Booked meetings and live holds of an advisor that touch the window (the GiST index serves it). */
export async function listClaimedTimes(
  db: Db,
  advisorId: string,
  window: TimeRange,
  now: Date,
): Promise<TimeRange[]> {
  const rows = await db
    .select({
      start: sql<string>`lower(${advisorTimeClaims.during})`,
      end: sql<string>`upper(${advisorTimeClaims.during})`,
    })
    .from(advisorTimeClaims)
    .where(
      and(
        eq(advisorTimeClaims.advisorId, advisorId),
        sql`${advisorTimeClaims.during} && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz, '[)')`,
        or(isNull(advisorTimeClaims.expiresAt), gt(advisorTimeClaims.expiresAt, now)),
      ),
    );
  return rows.map((row) => ({ start: new Date(row.start), end: new Date(row.end) }));
}
