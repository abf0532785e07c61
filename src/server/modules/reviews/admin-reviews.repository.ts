// SQL of the admin console's reviews (docs/product.md#reviews): the paged table, hiding one, and
// the advisor's kept summary as it stands.
import { and, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { advisors } from '../../db/schema/advisors';
import { reviews } from '../../db/schema/reviews';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type {
  AdminReview,
  AdminReviewSort,
  ReviewSummary,
} from '../../../shared/contracts/reviews';

export interface AdminReviewFilter extends ConsoleQuery<AdminReviewSort> {
  advisor?: string | undefined;
  rating?: number | undefined;
  state?: 'public' | 'hidden' | undefined;
}

const advisorName = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;

function conditionsOf(query: AdminReviewFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.advisor ? eq(reviews.advisorId, query.advisor) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.state === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined,
    query.state === 'public' ? isNull(reviews.hiddenAt) : undefined,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(reviews.title, pattern),
        ilike(reviews.body, pattern),
        ilike(reviews.reviewerName, pattern),
        ilike(advisorName, pattern),
        ilike(reviews.hiddenReason, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listAdminReviews(db: Db, query: AdminReviewFilter) {
  const where = conditionsOf(query);
  return pageOf<AdminReview>(query, {
    rows: async (limit, offset) => {
      const rows = await db
        .select({
          id: reviews.id,
          advisorId: reviews.advisorId,
          advisorUserId: advisors.userId,
          advisorSlug: advisors.slug,
          advisorName,
          reviewerName: reviews.reviewerName,
          rating: reviews.rating,
          title: reviews.title,
          body: reviews.body,
          createdAt: reviews.createdAt,
          eventId: reviews.eventId,
          responseTitle: reviews.responseTitle,
          responseBody: reviews.responseBody,
          hiddenAt: reviews.hiddenAt,
          hiddenReason: reviews.hiddenReason,
        })
        .from(reviews)
        .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
        .where(where)
        .orderBy(
          ...sortOrder(
            {
              createdAt: reviews.createdAt,
              rating: reviews.rating,
              advisor: sql`${advisors.lastName} || ' ' || ${advisors.firstName}`,
            },
            query,
            reviews.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      return rows.map(({ responseTitle, responseBody, createdAt, hiddenAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        hiddenAt: hiddenAt?.toISOString() ?? null,
        response:
          responseTitle !== null || responseBody !== null
            ? { title: responseTitle ?? '', body: responseBody ?? '' }
            : null,
      }));
    },
    total: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(reviews)
        .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
        .where(where);
      return Number(row?.total ?? 0);
    },
  });
}

/** Hides a visible review; false when it was hidden already (its first reason stays). */
export async function hideVisibleReview(
  tx: Db,
  reviewId: string,
  hide: { reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ hiddenAt: hide.at, hiddenReason: hide.reason, updatedAt: hide.at })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function findReviewSummary(
  db: Db,
  advisorId: string,
): Promise<ReviewSummary | undefined> {
  const [row] = await db
    .select({
      advisorId: advisors.id,
      reviewAverage: advisors.reviewAverage,
      reviewCount: advisors.reviewCount,
    })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1);
  return row;
}
