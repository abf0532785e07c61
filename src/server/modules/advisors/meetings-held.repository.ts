// SQL of the advisors' "meetings completed": each advisor's count of the meetings that took place
// (ended, still active: not cancelled, refunded or a no-show), read from the events through the
// events_held_idx index and kept on the advisor's row, so no public read counts events.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';

/** Which advisors to count: those a meeting of ended since their last count, one, or all. */
export type MeetingsHeldScope = 'ended-since-last-count' | 'all' | { advisorId: string };

const counted = alias(advisors, 'counted');

/** The advisor's meetings that took place by `now`, ended after `since` when given. */
const heldOf = (now: Date, since?: AnyColumn) =>
  and(
    eq(events.advisorId, counted.id),
    inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
    lte(events.endsAt, now),
    since ? gt(events.endsAt, since) : undefined,
  );

function scopeOf(scope: MeetingsHeldScope, now: Date) {
  if (scope === 'all') return undefined;
  if (scope === 'ended-since-last-count') {
    return sql`exists (select 1 from ${events} where ${heldOf(now, counted.meetingsCountedAt)})`;
  }
  return eq(counted.id, scope.advisorId);
}

/**
 * Counts the advisors' meetings held by `now` again and moves their bookmark there (never back).
 * Answers the advisors whose figure changed.
 */
export async function countMeetingsHeld(
  db: Db,
  now: Date,
  scope: MeetingsHeldScope,
): Promise<string[]> {
  const figures = db
    .select({
      id: counted.id,
      before: sql<number>`${counted.meetingsCompleted}`.as('before'),
      held: sql<number>`(select count(*)::int from ${events} where ${heldOf(now)})`.as('held'),
    })
    .from(counted)
    .where(scopeOf(scope, now))
    .as('figures');
  const rows = await db
    .update(advisors)
    .set({
      meetingsCompleted: sql`${figures.held}`,
      meetingsCountedAt: sql`greatest(${advisors.meetingsCountedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .from(figures)
    .where(eq(advisors.id, figures.id))
    .returning({ id: advisors.id, changed: sql<boolean>`${figures.before} <> ${figures.held}` });
  return rows.filter((row) => row.changed).map((row) => row.id);
}
