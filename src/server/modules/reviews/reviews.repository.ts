// SQL of reviews: the meetings a client may still review, storing a review, responses, hiding,
// and the advisor's kept summary (review_average, review_count) recomputed from visible reviews.
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { reviews } from '../../db/schema/reviews';
import type { NewReview } from '../../db/schema/reviews';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { ManagedReview } from '../../../shared/contracts/reviews';

export async function findAdvisorForReview(db: Db, advisorId: string) {
  const [row] = await db
    .select({
      id: advisors.id,
      slug: advisors.slug,
      firstName: advisors.firstName,
      lastName: advisors.lastName,
      title: advisors.title,
      profilePicUrl: advisors.profilePicUrl,
      userId: advisors.userId,
    })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1);
  return row;
}

export async function findUserFullName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.fullName;
}

/** A client's meetings with an advisor that took place and have no review yet, newest first. */
export async function listReviewableMeetings(
  db: Db,
  filter: { advisorId: string; clientId: string; now: Date },
): Promise<{ eventId: string; startsAt: Date }[]> {
  return db
    .select({ eventId: events.id, startsAt: events.startsAt })
    .from(events)
    .leftJoin(reviews, eq(reviews.eventId, events.id))
    .where(
      and(
        eq(events.advisorId, filter.advisorId),
        eq(events.clientId, filter.clientId),
        inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
        lte(events.startsAt, filter.now),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(events.startsAt));
}

export async function findEventForReview(db: Db, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      advisorId: events.advisorId,
      clientId: events.clientId,
      status: events.status,
      startsAt: events.startsAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

/** The review a client left of one of their meetings. */
export async function findClientReviewOfEvent(
  db: Db,
  filter: { eventId: string; advisorId: string; consumerId: string },
) {
  const [row] = await db
    .select({
      id: reviews.id,
      eventId: reviews.eventId,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.eventId, filter.eventId),
        eq(reviews.advisorId, filter.advisorId),
        eq(reviews.consumerId, filter.consumerId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks the advisor's row until the transaction ends, so review changes of one advisor run one at
 * a time and each summary is computed from every review committed before it.
 */
export async function lockAdvisor(tx: Db, advisorId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .for('update');
  return rows.length > 0;
}

/** Throws SQLSTATE 23505 when the meeting already has a review. */
export async function insertReview(tx: Db, values: NewReview): Promise<string> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('The review was not inserted.');
  return row.id;
}

/** Recomputes the advisor's average and count from the reviews visitors see. */
export async function refreshReviewSummary(tx: Db, advisorId: string): Promise<void> {
  const visible = sql`from ${reviews} where ${reviews.advisorId} = ${advisorId} and ${reviews.hiddenAt} is null`;
  await tx
    .update(advisors)
    .set({
      reviewCount: sql`(select count(*)::int ${visible})`,
      reviewAverage: sql`(select coalesce(avg(${reviews.rating}), 0)::real ${visible})`,
    })
    .where(eq(advisors.id, advisorId));
}

const managedColumns = {
  id: reviews.id,
  advisorId: reviews.advisorId,
  advisorUserId: advisors.userId,
  advisorFirstName: advisors.firstName,
  advisorLastName: advisors.lastName,
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
};

export interface ManagedReviewRecord {
  review: ManagedReview;
  advisorId: string;
  advisorUserId: string | null;
}

async function selectManaged(db: Db, where: SQL | undefined): Promise<ManagedReviewRecord[]> {
  const rows = await db
    .select(managedColumns)
    .from(reviews)
    .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    advisorId: row.advisorId,
    advisorUserId: row.advisorUserId,
    review: {
      id: row.id,
      advisorName: `${row.advisorFirstName} ${row.advisorLastName}`,
      reviewerName: row.reviewerName,
      rating: row.rating,
      title: row.title,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      eventId: row.eventId,
      response:
        row.responseTitle !== null || row.responseBody !== null
          ? { title: row.responseTitle ?? '', body: row.responseBody ?? '' }
          : null,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      hiddenReason: row.hiddenReason,
    },
  }));
}

/** Reviews newest first, hidden ones included: of one advisor, or all of them. */
export async function listManagedReviews(db: Db, advisorId?: string): Promise<ManagedReview[]> {
  const records = await selectManaged(
    db,
    advisorId === undefined ? undefined : eq(reviews.advisorId, advisorId),
  );
  return records.map((record) => record.review);
}

export async function findManagedReview(
  db: Db,
  reviewId: string,
): Promise<ManagedReviewRecord | undefined> {
  const [record] = await selectManaged(db, eq(reviews.id, reviewId));
  return record;
}

export async function updateReviewResponse(
  db: Db,
  reviewId: string,
  response: { title: string; body: string; at: Date },
): Promise<void> {
  await db
    .update(reviews)
    .set({
      responseTitle: response.title,
      responseBody: response.body,
      respondedAt: response.at,
      updatedAt: response.at,
    })
    .where(eq(reviews.id, reviewId));
}
