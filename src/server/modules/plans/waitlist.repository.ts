// SQL of an Ongoing offering's waitlist: first come first told; an entry leaves the queue once
// told (notified_at), and counts as an open offer of a place for WAITLIST_OFFER_HOURS.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signups, waitlistEntries } from '../../db/schema/plans';
import { WAITLIST_OFFER_HOURS } from '../../../shared/contracts/offerings';

export async function countWaiting(db: Db, offeringId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.offeringId, offeringId), isNull(waitlistEntries.notifiedAt)));
  return row?.total ?? 0;
}

/** Joins the queue; a client already in it (or told before) joins again at the end. */
export async function upsertWaitlistEntry(
  db: Db,
  offeringId: string,
  clientId: string,
): Promise<void> {
  await db
    .insert(waitlistEntries)
    .values({ offeringId, clientId })
    .onConflictDoUpdate({
      target: [waitlistEntries.offeringId, waitlistEntries.clientId],
      set: { notifiedAt: null, createdAt: sql`now()` },
      // Someone still waiting keeps their place.
      setWhere: sql`${waitlistEntries.notifiedAt} is not null`,
    });
}

export async function deleteWaitlistEntry(
  db: Db,
  offeringId: string,
  clientId: string,
): Promise<boolean> {
  const rows = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.offeringId, offeringId), eq(waitlistEntries.clientId, clientId)))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

export async function findWaitlistPlace(
  db: Db,
  offeringId: string,
  clientId: string,
): Promise<{ position: number | null; notifiedAt: Date | null } | undefined> {
  const [entry] = await db
    .select({
      createdAt: waitlistEntries.createdAt,
      notifiedAt: waitlistEntries.notifiedAt,
      id: waitlistEntries.id,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.offeringId, offeringId), eq(waitlistEntries.clientId, clientId)))
    .limit(1);
  if (!entry) return undefined;
  if (entry.notifiedAt) return { position: null, notifiedAt: entry.notifiedAt };
  const [ahead] = await db
    .select({ total: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.offeringId, offeringId),
        isNull(waitlistEntries.notifiedAt),
        sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) < (${entry.createdAt}, ${entry.id})`,
      ),
    );
  return { position: (ahead?.total ?? 0) + 1, notifiedAt: null };
}

/**
 * Marks the first client waiting as told and answers who; none when the queue is empty. Run
 * under the offering's lock, so two freed places tell two different people, each once.
 */
export async function takeFirstWaiting(
  db: Db,
  offeringId: string,
): Promise<{ clientId: string } | undefined> {
  const [first] = await db
    .select({ id: waitlistEntries.id, clientId: waitlistEntries.clientId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.offeringId, offeringId), isNull(waitlistEntries.notifiedAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!first) return undefined;
  await db
    .update(waitlistEntries)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, first.id), isNull(waitlistEntries.notifiedAt)));
  return { clientId: first.clientId };
}

/**
 * People told of a free place in the last WAITLIST_OFFER_HOURS who have not signed up since: the
 * places offered to them are not offered to the next one as well.
 */
export async function countOpenOffers(db: Db, offeringId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.offeringId, offeringId),
        sql`${waitlistEntries.notifiedAt} > now() - make_interval(hours => ${WAITLIST_OFFER_HOURS})`,
        sql`not exists (
          select 1 from ${signups}
          where ${signups.offeringId} = ${waitlistEntries.offeringId}
            and ${signups.clientId} = ${waitlistEntries.clientId}
            and ${signups.createdAt} >= ${waitlistEntries.notifiedAt})`,
      ),
    );
  return row?.total ?? 0;
}
