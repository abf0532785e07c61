// SQL of the offerings (docs/product.md#offerings): each advisor's Plan and Ongoing rows, their
// price on the advisor's row, the places an Ongoing has taken, and its waitlist.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { engagements, offerings, signups } from '../../db/schema/plans';
import {
  DEFAULT_OFFERING_TERMS,
  ONGOING_DEFAULT_CAPACITY,
} from '../../../shared/contracts/offerings';
import type { EngagementKind } from '../../../shared/offerings/catalog';
import { ADVISOR_PRICE_COLUMNS } from './offering-prices';
import { ENGAGEMENT_KINDS } from '../../../shared/offerings/catalog';

export interface OfferingRecord {
  id: string;
  kind: EngagementKind;
  advisorId: string;
  advisorSlug: string;
  advisorFirstName: string;
  advisorLastName: string;
  advisorUserId: string | null;
  /** An unlisted advisor sells nothing (docs/product.md#becoming-an-advisor). */
  advisorListed: boolean;
  enabled: boolean;
  terms: string;
  capacity: number | null;
  priceCents: number;
}

const offeringColumns = {
  id: offerings.id,
  kind: offerings.kind,
  advisorId: offerings.advisorId,
  advisorSlug: advisors.slug,
  advisorFirstName: advisors.firstName,
  advisorLastName: advisors.lastName,
  advisorUserId: advisors.userId,
  advisorListed: advisors.listed,
  enabled: offerings.enabled,
  terms: offerings.terms,
  capacity: offerings.capacity,
  priceCents: sql<number>`case ${sql.join(
    ENGAGEMENT_KINDS.map(
      (kind) =>
        sql`when ${offerings.kind} = ${sql.raw(`'${kind}'`)} then ${advisors[ADVISOR_PRICE_COLUMNS[kind]]}`,
    ),
    sql` `,
  )} end`,
};

function selectOfferings(db: Db) {
  return db
    .select(offeringColumns)
    .from(offerings)
    .innerJoin(advisors, eq(advisors.id, offerings.advisorId));
}

/** Gives the advisor both offerings (off, default terms) when they lack them. */
export async function ensureOfferings(db: Db, advisorId: string): Promise<void> {
  await db
    .insert(offerings)
    .values([
      { advisorId, kind: 'plan', enabled: false, terms: DEFAULT_OFFERING_TERMS.plan },
      {
        advisorId,
        kind: 'ongoing',
        enabled: false,
        terms: DEFAULT_OFFERING_TERMS.ongoing,
        capacity: ONGOING_DEFAULT_CAPACITY,
      },
    ])
    .onConflictDoNothing();
}

export async function findOffering(
  db: Db,
  offeringId: string,
): Promise<OfferingRecord | undefined> {
  const rows = await selectOfferings(db).where(eq(offerings.id, offeringId)).limit(1);
  return rows[0];
}

export async function findAdvisorOffering(
  db: Db,
  where: { advisorId: string } | { slug: string },
  kind: EngagementKind,
): Promise<OfferingRecord | undefined> {
  const advisorMatch =
    'advisorId' in where ? eq(offerings.advisorId, where.advisorId) : eq(advisors.slug, where.slug);
  const rows = await selectOfferings(db)
    .where(and(advisorMatch, eq(offerings.kind, kind)))
    .limit(1);
  return rows[0];
}

export async function findAdvisorIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.slug, slug))
    .limit(1);
  return rows[0]?.id;
}

/**
 * Locks the offering's row until the transaction ends: whoever takes or frees a place of it
 * (a signup, a cancellation, the waitlist) waits here, so its places are counted one at a time.
 */
export async function lockOffering(tx: Db, offeringId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: offerings.id })
    .from(offerings)
    .where(eq(offerings.id, offeringId))
    .for('update');
  return rows.length > 0;
}

/**
 * Places taken: running engagements, paid signups not yet started, and unpaid signups still
 * holding their place (by the database's clock, the same for every instance).
 */
export async function countPlacesTaken(db: Db, offeringId: string): Promise<number> {
  const [running] = await db
    .select({ total: count() })
    .from(engagements)
    .where(and(eq(engagements.offeringId, offeringId), eq(engagements.status, 'active')));
  const [held] = await db
    .select({ total: count() })
    .from(signups)
    .where(
      and(
        eq(signups.offeringId, offeringId),
        sql`(
          (${signups.state} = 'awaiting-payment' and ${signups.holdExpiresAt} > now())
          or (${signups.state} = 'paid' and not exists (
            select 1 from ${engagements} where ${engagements.signupId} = ${signups.id}))
        )`,
      ),
    );
  return (running?.total ?? 0) + (held?.total ?? 0);
}

export interface OfferingChange {
  enabled: boolean;
  terms: string;
  capacity: number | null;
}

export async function updateOffering(
  db: Db,
  offeringId: string,
  change: OfferingChange,
): Promise<void> {
  await db
    .update(offerings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(offerings.id, offeringId));
}

/** The price lives on the advisor's row, where search, cards and the profile read it. */
export async function updateAdvisorPrice(
  db: Db,
  advisorId: string,
  kind: EngagementKind,
  priceCents: number,
): Promise<void> {
  await db
    .update(advisors)
    .set({ [ADVISOR_PRICE_COLUMNS[kind]]: priceCents, updatedAt: new Date() })
    .where(eq(advisors.id, advisorId));
}
