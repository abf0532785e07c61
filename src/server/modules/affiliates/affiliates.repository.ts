// Queries of affiliates: links by person and slug, visits counted per day, and referrals.
import { count, eq, like, or, sql } from 'drizzle-orm';
import type { UtmData } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { affiliateLinks, affiliateVisitDays, referrals } from '../../db/schema/affiliates';

export async function findSlugOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: affiliateLinks.slug })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.userId, userId))
    .limit(1);
  return row?.slug;
}

export async function findLinkBySlug(
  db: Db,
  slug: string,
): Promise<{ userId: string; slug: string } | undefined> {
  const [row] = await db
    .select({ userId: affiliateLinks.userId, slug: affiliateLinks.slug })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.slug, slug))
    .limit(1);
  return row;
}

/** The slugs that are the base or a numbered namesake of it. Bases hold only [a-z0-9-]. */
export async function listSlugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: affiliateLinks.slug })
    .from(affiliateLinks)
    .where(or(eq(affiliateLinks.slug, base), like(affiliateLinks.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

/** False when the person already has a link or the slug was taken meanwhile. */
export async function insertLink(db: Db, userId: string, slug: string): Promise<boolean> {
  const rows = await db
    .insert(affiliateLinks)
    .values({ userId, slug })
    .onConflictDoNothing()
    .returning({ slug: affiliateLinks.slug });
  return rows.length > 0;
}

/** Adds one visit to the link's day, in one statement whatever runs beside it. */
export async function countVisit(db: Db, slug: string, day: string): Promise<void> {
  await db
    .insert(affiliateVisitDays)
    .values({ slug, day, visits: 1 })
    .onConflictDoUpdate({
      target: [affiliateVisitDays.slug, affiliateVisitDays.day],
      set: { visits: sql`${affiliateVisitDays.visits} + 1` },
    });
}

export async function visitTotals(
  db: Db,
  slug: string,
  sinceDay: string,
): Promise<{ total: number; recent: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${affiliateVisitDays.visits}), 0)::int`,
      recent: sql<number>`coalesce(sum(${affiliateVisitDays.visits}) filter (where ${affiliateVisitDays.day} >= ${sinceDay}), 0)::int`,
    })
    .from(affiliateVisitDays)
    .where(eq(affiliateVisitDays.slug, slug));
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

export async function signUpTotals(
  db: Db,
  affiliateUserId: string,
  since: Date,
): Promise<{ total: number; recent: number }> {
  const [row] = await db
    .select({
      total: count(),
      recent: sql<number>`(count(*) filter (where ${referrals.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(referrals)
    .where(eq(referrals.affiliateUserId, affiliateUserId));
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

export async function findAccount(
  db: Db,
  userId: string,
): Promise<{ fullName: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ fullName: users.fullName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Stores the account's referral unless it has one: true when this call stored it. */
export async function insertReferral(
  db: Db,
  referral: {
    userId: string;
    affiliateUserId: string | null;
    slug: string | null;
    utm: UtmData;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(referrals)
    .values(referral)
    .onConflictDoNothing({ target: referrals.userId })
    .returning({ userId: referrals.userId });
  return rows.length > 0;
}
