// SQL of a client's own reviews: the reviews they wrote, the meetings still waiting for one, and
// the author's edit (a hidden review is never changed).
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { reviews } from '../../db/schema/reviews';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { AccountReview, ReviewEdit } from '../../../shared/contracts/reviews';

const accountColumns = {
  id: reviews.id,
  advisorFirstName: advisors.firstName,
  advisorLastName: advisors.lastName,
  advisorSlug: advisors.slug,
  meetingStart: events.startsAt,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  createdAt: reviews.createdAt,
  responseTitle: reviews.responseTitle,
  responseBody: reviews.responseBody,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

type AccountReviewRow = Awaited<ReturnType<typeof selectAccountReviews>>[number];

function selectAccountReviews(db: Db, consumerId: string, reviewId?: string) {
  return db
    .select(accountColumns)
    .from(reviews)
    .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
    .leftJoin(events, eq(events.id, reviews.eventId))
    .where(
      and(
        eq(reviews.consumerId, consumerId),
        reviewId === undefined ? undefined : eq(reviews.id, reviewId),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

function toAccountReview(row: AccountReviewRow): AccountReview {
  return {
    id: row.id,
    advisorName: `${row.advisorFirstName} ${row.advisorLastName}`,
    advisorSlug: row.advisorSlug,
    meetingStart: row.meetingStart?.toISOString() ?? null,
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    response:
      row.responseTitle !== null || row.responseBody !== null
        ? { title: row.responseTitle ?? '', body: row.responseBody ?? '' }
        : null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
  };
}

/** The client's reviews, newest first, hidden ones included. */
export async function listClientReviews(db: Db, consumerId: string): Promise<AccountReview[]> {
  return (await selectAccountReviews(db, consumerId)).map(toAccountReview);
}

/** One review of the client's; another client's review is not found. */
export async function findClientReview(
  db: Db,
  filter: { reviewId: string; consumerId: string },
): Promise<AccountReview | undefined> {
  const [row] = await selectAccountReviews(db, filter.consumerId, filter.reviewId);
  return row && toAccountReview(row);
}

/** Who wrote a review, of which advisor, and whether it is hidden. */
export async function findReviewAuthorship(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      consumerId: reviews.consumerId,
      advisorId: reviews.advisorId,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
}

/** The client's meetings that took place and have no review, newest first, across advisors. */
export async function listMeetingsAwaitingReview(db: Db, filter: { clientId: string; now: Date }) {
  return db
    .select({
      eventId: events.id,
      startsAt: events.startsAt,
      advisorId: advisors.id,
      advisorFirstName: advisors.firstName,
      advisorLastName: advisors.lastName,
      advisorSlug: advisors.slug,
    })
    .from(events)
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .leftJoin(reviews, eq(reviews.eventId, events.id))
    .where(
      and(
        eq(events.clientId, filter.clientId),
        inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
        lte(events.startsAt, filter.now),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(events.startsAt), desc(events.id));
}

/** Changes a visible review's words and rating; false when it is hidden (or gone). */
export async function updateVisibleReview(
  tx: Db,
  reviewId: string,
  edit: ReviewEdit & { at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ rating: edit.rating, title: edit.title, body: edit.body, updatedAt: edit.at })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
