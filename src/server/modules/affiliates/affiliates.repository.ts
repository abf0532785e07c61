// Queries of affiliates: links by person and slug, visits counted per day, and referrals.
import { and, asc, count, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { UtmData } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { affiliateLinks, affiliateVisitDays, referrals } from '../../db/schema/affiliates';

export async function findSlugOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: affiliateLinks.slug })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.userId, userId))
    .limit(1);
  return row?.slug;
}

export interface LinkRow {
  userId: string;
  slug: string;
  name: string;
  heroTitle: string;
  blurb: string;
  feeBps: number;
}

const linkColumns = {
  userId: affiliateLinks.userId,
  slug: affiliateLinks.slug,
  name: users.fullName,
  heroTitle: affiliateLinks.heroTitle,
  blurb: affiliateLinks.blurb,
  feeBps: affiliateLinks.feeBps,
};

/** A link whose owner still holds the Affiliate role. */
export async function findLinkBySlug(db: Db, slug: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(affiliateLinks)
    .innerJoin(users, eq(users.id, affiliateLinks.userId))
    .where(
      and(eq(affiliateLinks.slug, slug), sql`exists (${affiliateRoleOf(affiliateLinks.userId)})`),
    )
    .limit(1);
  return row;
}

export async function findLinkOfUser(db: Db, userId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(affiliateLinks)
    .innerJoin(users, eq(users.id, affiliateLinks.userId))
    .where(eq(affiliateLinks.userId, userId))
    .limit(1);
  return row;
}

export async function updateLandingText(
  db: Db,
  userId: string,
  text: { heroTitle: string; blurb: string },
): Promise<void> {
  await db.update(affiliateLinks).set(text).where(eq(affiliateLinks.userId, userId));
}

/** The Affiliate role row of a user, for an exists() test. */
function affiliateRoleOf(userId: typeof affiliateLinks.userId | typeof users.id) {
  return sql`select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${userId} and ${roles.name} = 'Affiliate'`;
}

/** Affiliates without a link yet, oldest account first (the first namesake gets the plain slug). */
export async function listAffiliatesWithoutLink(
  db: Db,
): Promise<{ userId: string; fullName: string }[]> {
  return db
    .select({ userId: users.id, fullName: users.fullName })
    .from(users)
    .leftJoin(affiliateLinks, eq(affiliateLinks.userId, users.id))
    .where(and(isNull(affiliateLinks.userId), sql`exists (${affiliateRoleOf(users.id)})`))
    .orderBy(asc(users.createdAt));
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
    feeBps: number;
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

/** Adds the Affiliate role: true when the person did not hold it. */
export async function grantAffiliateRole(db: Db, userId: string): Promise<boolean> {
  await db.insert(roles).values({ name: 'Affiliate' }).onConflictDoNothing({ target: roles.name });
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Affiliate'));
  const rows = await db
    .insert(userRoles)
    .values({ userId, roleId: role!.id })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}
