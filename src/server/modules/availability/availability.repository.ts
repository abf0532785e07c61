// SQL of the availability module: an advisor's rules and the time already claimed.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeRange } from '../../db/time-range';
import { advisors } from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { advisorTimeClaims } from '../../db/schema/booking';
import { externalBusyTimes } from '../../db/schema/calendar-sync';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import type { TimeRange } from './slots';

/** Booked meetings and holds not yet lapsed that touch the window (the GiST index serves it). */
function liveClaimsIn(window: TimeRange, now: Date): SQL | undefined {
  return and(
    sql`${advisorTimeClaims.during} && ${timeRange(window.start, window.end)}`,
    or(isNull(advisorTimeClaims.expiresAt), gt(advisorTimeClaims.expiresAt, now)),
  );
}

/** Busy times imported from external calendars that touch the window (calendar sync). */
function externalBusyIn(window: TimeRange, advisorId?: string): SQL | undefined {
  return and(
    advisorId ? eq(externalBusyTimes.advisorId, advisorId) : undefined,
    lt(externalBusyTimes.startsAt, window.end),
    gt(externalBusyTimes.endsAt, window.start),
  );
}

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

/**
 * Booked meetings, live holds and imported external busy times of one advisor in a window, less
 * one claim when rescheduling.
 */
export async function listClaimedTimes(
  db: Db,
  advisorId: string,
  window: TimeRange,
  now: Date,
  ignore: { ignoreClaimId?: string | undefined; ignoreHoldsOf?: string | undefined } = {},
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
        liveClaimsIn(window, now),
        ignore.ignoreClaimId ? ne(advisorTimeClaims.id, ignore.ignoreClaimId) : undefined,
        ignore.ignoreHoldsOf
          ? sql`not (${advisorTimeClaims.kind} = 'hold' and ${advisorTimeClaims.clientId} = ${ignore.ignoreHoldsOf})`
          : undefined,
      ),
    );
  const external = await db
    .select({ start: externalBusyTimes.startsAt, end: externalBusyTimes.endsAt })
    .from(externalBusyTimes)
    .where(externalBusyIn(window, advisorId));
  return [
    ...rows.map((row) => ({ start: new Date(row.start), end: new Date(row.end) })),
    ...external,
  ];
}

/** Stores an advisor's rules whole, replacing what was there. */
export async function upsertAvailabilityRules(
  db: Db,
  advisorId: string,
  rules: AvailabilityRules,
  now: Date,
): Promise<void> {
  await db
    .insert(advisorAvailability)
    .values({ advisorId, rules, updatedAt: now })
    .onConflictDoUpdate({ target: advisorAvailability.advisorId, set: { rules, updatedAt: now } });
}

/** Every advisor's id and zone with their stored rules, if any. */
export async function listAdvisorCalendars(
  db: Db,
): Promise<{ id: string; timeZone: string; rules: AvailabilityRules | null; next: Date | null }[]> {
  return db
    .select({
      id: advisors.id,
      timeZone: advisors.timeZone,
      next: advisors.nextAvailability,
      rules: advisorAvailability.rules,
    })
    .from(advisors)
    .leftJoin(advisorAvailability, eq(advisorAvailability.advisorId, advisors.id));
}

/** Live claims and imported busy times of every advisor in a window, for a batch computation. */
export async function listAllClaimedTimes(
  db: Db,
  window: TimeRange,
  now: Date,
): Promise<{ advisorId: string; start: Date; end: Date }[]> {
  const rows = await db
    .select({
      advisorId: advisorTimeClaims.advisorId,
      start: sql<string>`lower(${advisorTimeClaims.during})`,
      end: sql<string>`upper(${advisorTimeClaims.during})`,
    })
    .from(advisorTimeClaims)
    .where(liveClaimsIn(window, now));
  const external = await db
    .select({
      advisorId: externalBusyTimes.advisorId,
      start: externalBusyTimes.startsAt,
      end: externalBusyTimes.endsAt,
    })
    .from(externalBusyTimes)
    .where(externalBusyIn(window));
  return [
    ...rows.map((row) => ({
      advisorId: row.advisorId,
      start: new Date(row.start),
      end: new Date(row.end),
    })),
    ...external,
  ];
}

/** Writes the kept next availability of many advisors in one transaction. */
export async function saveNextAvailability(
  db: Db,
  values: { advisorId: string; next: Date | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { advisorId, next } of values) {
      await tx.update(advisors).set({ nextAvailability: next }).where(eq(advisors.id, advisorId));
    }
  });
}
