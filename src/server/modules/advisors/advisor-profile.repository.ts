// SQL of the advisor profile page: the profile, its attributes and states, and its reviews.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';
import { reviews } from '../../db/schema/reviews';
import type { PublicReview } from '../../../shared/contracts/advisors';
import { cardColumns, toCard } from './advisor-card-columns';

/** A listed advisor's profile; `includeUnlisted` for the advisor's own preview. */
export async function findAdvisorProfileRow(
  db: Db,
  slug: string,
  options: { includeUnlisted?: boolean } = {},
) {
  const rows = await db
    .select({
      ...cardColumns,
      longBio: advisors.longBio,
      personalBio: advisors.personalBio,
      firmName: advisors.firmName,
      city: advisors.city,
      homeState: advisors.homeState,
      timeZone: advisors.timeZone,
      businessModel: advisors.businessModel,
      crdNumber: advisors.crdNumber,
      languages: advisors.languages,
      planPrice: advisors.planPriceCents,
      ongoingPrice: advisors.ongoingPriceCents,
      acceptingClients: advisors.acceptingClients,
      meetingsCompleted: advisors.meetingsCompleted,
    })
    .from(advisors)
    .where(
      options.includeUnlisted
        ? eq(advisors.slug, slug)
        : and(eq(advisors.slug, slug), eq(advisors.listed, true)),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const { nextAvailability: _next, ...rest } = row;
  return { ...rest, ...toCard(row) };
}

export async function listAdvisorStates(db: Db, advisorId: string): Promise<string[]> {
  const rows = await db
    .select({ state: advisorStates.state })
    .from(advisorStates)
    .where(eq(advisorStates.advisorId, advisorId))
    .orderBy(asc(advisorStates.state));
  return rows.map((row) => row.state);
}

export async function listAdvisorAttributes(
  db: Db,
  advisorId: string,
): Promise<{ slug: string; title: string; type: number }[]> {
  return db
    .select({
      slug: advisorAttributes.slug,
      title: advisorAttributes.title,
      type: advisorAttributes.type,
    })
    .from(advisorAttributeLinks)
    .innerJoin(advisorAttributes, eq(advisorAttributes.id, advisorAttributeLinks.attributeId))
    .where(eq(advisorAttributeLinks.advisorId, advisorId))
    .orderBy(asc(advisorAttributes.title));
}

/** The reviews visitors see: all but those an admin hid for abuse (docs/product.md#reviews). */
function visibleReviewsOf(advisorId: string) {
  return and(eq(reviews.advisorId, advisorId), isNull(reviews.hiddenAt));
}

/** How many reviews gave each rating; index 0 is one star. */
export async function countRatings(db: Db, advisorId: string): Promise<number[]> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(visibleReviewsOf(advisorId))
    .groupBy(reviews.rating);
  const counts = [0, 0, 0, 0, 0];
  for (const row of rows) counts[row.rating - 1] = row.count;
  return counts;
}

/** One page of an advisor's reviews, newest first, with the total. */
export async function listReviewPage(
  db: Db,
  advisorId: string,
  limit: number,
  offset: number,
): Promise<{ reviews: PublicReview[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        reviewerName: reviews.reviewerName,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        createdAt: reviews.createdAt,
        responseTitle: reviews.responseTitle,
        responseBody: reviews.responseBody,
      })
      .from(reviews)
      .where(visibleReviewsOf(advisorId))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(visibleReviewsOf(advisorId)),
  ]);
  return {
    total: count?.total ?? 0,
    reviews: rows.map(({ responseTitle, responseBody, createdAt, ...review }) => ({
      ...review,
      createdAt: createdAt.toISOString(),
      response:
        responseTitle !== null || responseBody !== null
          ? { title: responseTitle ?? '', body: responseBody ?? '' }
          : null,
    })),
  };
}

/** Every listed advisor's profile address and when it last changed, for the sitemap. */
export async function listAdvisorSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: advisors.slug, updatedAt: advisors.updatedAt })
    .from(advisors)
    .where(eq(advisors.listed, true))
    .orderBy(asc(advisors.slug));
}
