// SQL of the advisors module.
import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';
import type { AdvisorCard } from '../../../shared/contracts/home';
import { cardColumns, toCard } from './advisor-card-columns';
import type { AdvisorAttributeType } from '../../../shared/advisor-taxonomy';

/**
 * Advisors the public sees in lists: taking clients and listed by an admin
 * (docs/product.md#becoming-an-advisor). Matches the predicate of the advisors_listed_* indexes.
 */
export const shownPublicly = and(eq(advisors.acceptingClients, true), eq(advisors.listed, true));

/** The best-reviewed advisors who take new clients. */
export async function listFeaturedAdvisorCards(db: Db, limit: number): Promise<AdvisorCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(advisors)
    .where(shownPublicly)
    .orderBy(desc(advisors.reviewAverage), desc(advisors.reviewCount), asc(advisors.slug))
    .limit(limit);
  return rows.map(toCard);
}

export interface MarketplaceTotals {
  hourLow: number;
  hourHigh: number;
  planLow: number;
  planHigh: number;
  ongoingLow: number;
  ongoingHigh: number;
  meetingsCompleted: number;
  averageReview: number;
}

/**
 * The home page's figures, in one scan: price ranges over the advisors who take new clients (The
 * Plan's and The Ongoing's over those who sell it now), their average review, and the meetings
 * that took place with any advisor, listed or not (each advisor's count, kept from the events).
 */
export async function findMarketplaceTotals(db: Db): Promise<MarketplaceTotals> {
  const shown = shownPublicly ?? sql`true`;
  const range = (price: SQL<number | null>) => ({
    low: sql<number>`coalesce(min(${price}) filter (where ${shown}), 0)::int`,
    high: sql<number>`coalesce(max(${price}) filter (where ${shown}), 0)::int`,
  });
  const hour = range(sql`${advisors.hourlyRateCents}`);
  const plan = range(cardColumns.offers.plan);
  const ongoing = range(cardColumns.offers.ongoing);
  const [row] = await db
    .select({
      hourLow: hour.low,
      hourHigh: hour.high,
      planLow: plan.low,
      planHigh: plan.high,
      ongoingLow: ongoing.low,
      ongoingHigh: ongoing.high,
      meetingsCompleted: sql<number>`coalesce(sum(${advisors.meetingsCompleted}), 0)::int`,
      averageReview: sql<number>`coalesce(sum(${advisors.reviewAverage} * ${advisors.reviewCount}) filter (where ${shown}) / nullif(sum(${advisors.reviewCount}) filter (where ${shown}), 0), 0)::float8`,
    })
    .from(advisors);
  return row!;
}

/**
 * Pictures of advisors shown publicly, the best-reviewed first; `firstSlugs` come before them, so
 * the limit never leaves out an advisor the page needs to know is listed (the testimonials').
 */
export async function listProfilePics(
  db: Db,
  limit: number,
  firstSlugs: readonly string[],
): Promise<{ slug: string; profilePicUrl: string }[]> {
  return db
    .select({ slug: advisors.slug, profilePicUrl: advisors.profilePicUrl })
    .from(advisors)
    .where(shownPublicly)
    .orderBy(
      desc(inArray(advisors.slug, [...firstSlugs])),
      desc(advisors.reviewAverage),
      asc(advisors.slug),
    )
    .limit(limit);
}

/** States where at least one advisor taking new clients serves. */
export async function listServedStates(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: advisorStates.state })
    .from(advisorStates)
    .innerJoin(advisors, eq(advisors.id, advisorStates.advisorId))
    .where(shownPublicly)
    .orderBy(asc(advisorStates.state));
  return rows.map((row) => row.state);
}

/**
 * Attributes of one type that some listed advisor taking clients carries, by title: a link to a
 * filter page or a questionnaire choice must never lead to no one.
 */
export async function listOfferedAttributes(
  db: Db,
  type: AdvisorAttributeType,
): Promise<{ slug: string; title: string }[]> {
  return db
    .select({ slug: advisorAttributes.slug, title: advisorAttributes.title })
    .from(advisorAttributes)
    .where(
      and(
        eq(advisorAttributes.type, type),
        exists(
          db
            .select({ one: sql`1` })
            .from(advisorAttributeLinks)
            .innerJoin(advisors, eq(advisors.id, advisorAttributeLinks.advisorId))
            .where(and(eq(advisorAttributeLinks.attributeId, advisorAttributes.id), shownPublicly)),
        ),
      ),
    )
    .orderBy(asc(advisorAttributes.title));
}

export async function findAdvisorNameBySlug(
  db: Db,
  slug: string,
): Promise<{ firstName: string; lastName: string; slug: string } | undefined> {
  const rows = await db
    .select({ firstName: advisors.firstName, lastName: advisors.lastName, slug: advisors.slug })
    .from(advisors)
    .where(eq(advisors.slug, slug))
    .limit(1);
  return rows[0];
}

/** The advisor's stored photo key (null without one); undefined when there is no such advisor. */
export async function findAdvisorPhotoKey(
  db: Db,
  advisorId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ profilePicKey: string | null } | undefined> {
  const query = db
    .select({ profilePicKey: advisors.profilePicKey })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function updateAdvisorPhoto(
  db: Db,
  advisorId: string,
  photo: { key: string; url: string },
): Promise<void> {
  await db
    .update(advisors)
    .set({ profilePicKey: photo.key, profilePicUrl: photo.url, updatedAt: new Date() })
    .where(eq(advisors.id, advisorId));
}

/** A listed advisor's id and zone: the public sees nothing of an unlisted one. */
export async function findListedAdvisorRef(
  db: Db,
  slug: string,
): Promise<{ id: string; timeZone: string } | undefined> {
  const rows = await db
    .select({ id: advisors.id, timeZone: advisors.timeZone })
    .from(advisors)
    .where(and(eq(advisors.slug, slug), eq(advisors.listed, true)))
    .limit(1);
  return rows[0];
}

/** The advisor profile a signed-in account runs, if any. */
export async function findAdvisorOfUser(
  db: Db,
  userId: string,
): Promise<{ id: string; timeZone: string } | undefined> {
  const rows = await db
    .select({ id: advisors.id, timeZone: advisors.timeZone })
    .from(advisors)
    .where(eq(advisors.userId, userId))
    .limit(1);
  return rows[0];
}
