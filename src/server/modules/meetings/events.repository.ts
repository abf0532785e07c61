// SQL of the meetings themselves: creating one, reading it with the people around it, changing
// its time or status under a row lock, and the sweeps the jobs run.
import { and, asc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeRange as range } from '../../db/time-range';
import { likePattern, sortOrder } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorTimeClaims, eventStatusChanges, events } from '../../db/schema/booking';
import type { Event, NewEvent } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import { reviews } from '../../db/schema/reviews';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { EventChangeAction, EventStatus } from '../../../shared/domain/event-status';

export interface EventRecord {
  event: Event;
  advisor: {
    id: string;
    slug: string;
    firstName: string;
    lastName: string;
    title: string;
    profilePicUrl: string;
    timeZone: string;
    userId: string | null;
    /** The advisor's sign-in email, when they have an account. */
    email: string | null;
    /** Which optional emails the advisor's account wants (null without an account). */
    notificationPreferences: Partial<Record<string, boolean>> | null;
  };
  client: {
    id: string;
    fullName: string;
    email: string;
    timeZone: string;
    notificationPreferences: Partial<Record<string, boolean>>;
  };
  intake: typeof intakeResponses.$inferSelect.answers | null;
  review: { id: string; rating: number; title: string } | null;
}

const advisorAccounts = alias(users, 'advisor_accounts');

const recordColumns = {
  event: events,
  advisor: {
    id: advisors.id,
    slug: advisors.slug,
    firstName: advisors.firstName,
    lastName: advisors.lastName,
    title: advisors.title,
    profilePicUrl: advisors.profilePicUrl,
    timeZone: advisors.timeZone,
    userId: advisors.userId,
    email: advisorAccounts.email,
    notificationPreferences: advisorAccounts.notificationPreferences,
  },
  client: {
    id: users.id,
    fullName: users.fullName,
    email: users.email,
    timeZone: users.timeZone,
    notificationPreferences: users.notificationPreferences,
  },
  intake: intakeResponses.answers,
  reviewId: reviews.id,
  reviewRating: reviews.rating,
  reviewTitle: reviews.title,
};

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(events)
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .innerJoin(users, eq(users.id, events.clientId))
    .leftJoin(advisorAccounts, eq(advisorAccounts.id, advisors.userId))
    .leftJoin(intakeResponses, eq(intakeResponses.eventId, events.id))
    .leftJoin(reviews, eq(reviews.eventId, events.id));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['where']>>[number];

function toRecord(row: RecordRow): EventRecord {
  return {
    event: row.event,
    advisor: row.advisor,
    client: row.client,
    intake: row.intake,
    review:
      row.reviewId && row.reviewRating !== null && row.reviewTitle !== null
        ? { id: row.reviewId, rating: row.reviewRating, title: row.reviewTitle }
        : null,
  };
}

export async function findEventRecord(db: Db, eventId: string): Promise<EventRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(events.id, eventId)).limit(1);
  return row ? toRecord(row) : undefined;
}

export interface EventFilter {
  clientId?: string;
  advisorId?: string;
  when: 'upcoming' | 'past' | 'refund-requested' | 'all';
  now: Date;
  /** Text in the client's name or email, the advisor's name, or the meeting's id. */
  search?: string;
}

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(sql`${advisors.firstName} || ' ' || ${advisors.lastName}`, pattern),
    ilike(sql`${events.id}::text`, pattern),
  );
}

function conditionOf(filter: EventFilter): SQL | undefined {
  const when = {
    // Still to come (or under way) and not called off.
    upcoming: and(
      gt(events.endsAt, filter.now),
      inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
    ),
    // Over, or called off.
    past: or(
      lte(events.endsAt, filter.now),
      sql`${events.status} not in ('Active', 'ActiveNoNotesRequired')`,
    ),
    'refund-requested': and(
      sql`${events.refundRequestedAt} is not null`,
      sql`${events.status} <> 'Refunded'`,
    ),
    all: undefined,
  }[filter.when];
  return and(
    filter.clientId ? eq(events.clientId, filter.clientId) : undefined,
    filter.advisorId ? eq(events.advisorId, filter.advisorId) : undefined,
    when,
    searchOf(filter.search),
  );
}

/** The columns an admin may sort meetings by. */
const SORT_COLUMNS = {
  start: events.startsAt,
  status: events.status,
  price: events.priceCents,
} as const;

export async function listEventRecords(
  db: Db,
  filter: EventFilter,
  page: {
    order: 'asc' | 'desc';
    limit: number;
    offset?: number;
    sort?: keyof typeof SORT_COLUMNS;
  },
): Promise<EventRecord[]> {
  const rows = await selectRecords(db)
    .where(conditionOf(filter))
    .orderBy(...sortOrder(SORT_COLUMNS, { sort: page.sort ?? 'start', dir: page.order }, events.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map(toRecord);
}

export async function countEvents(db: Db, filter: EventFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(conditionOf(filter));
  return row?.count ?? 0;
}

/** The claim holding a meeting's time (absent once cancelled). */
export async function findEventClaimId(db: Db, eventId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: advisorTimeClaims.id })
    .from(advisorTimeClaims)
    .where(eq(advisorTimeClaims.eventId, eventId))
    .limit(1);
  return row?.id;
}

export async function insertEvent(tx: Db, values: NewEvent): Promise<Event> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

/** The event, locked until the transaction ends: changes to one meeting run one at a time. */
export async function lockEvent(tx: Db, eventId: string): Promise<Event | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

export async function updateEvent(
  tx: Db,
  eventId: string,
  patch: Partial<Omit<Event, 'id' | 'createdAt'>>,
  now: Date,
): Promise<Event> {
  const [row] = await tx
    .update(events)
    .set({ ...patch, updatedAt: now })
    .where(eq(events.id, eventId))
    .returning();
  return row!;
}

export async function recordStatusChange(
  tx: Db,
  change: {
    eventId: string;
    fromStatus: EventStatus | null;
    toStatus: EventStatus;
    action: EventChangeAction;
    actorId: string | null;
    reason: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(eventStatusChanges).values({
    eventId: change.eventId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    action: change.action,
    actorId: change.actorId,
    reason: change.reason,
    changedAt: change.at,
  });
}

export async function listStatusChanges(db: Db, eventId: string) {
  return db
    .select({
      action: eventStatusChanges.action,
      fromStatus: eventStatusChanges.fromStatus,
      toStatus: eventStatusChanges.toStatus,
      actorName: users.fullName,
      reason: eventStatusChanges.reason,
      at: eventStatusChanges.changedAt,
    })
    .from(eventStatusChanges)
    .leftJoin(users, eq(users.id, eventStatusChanges.actorId))
    .where(eq(eventStatusChanges.eventId, eventId))
    .orderBy(asc(eventStatusChanges.changedAt));
}

/** Moves a meeting's claim; an overlap with another claim throws SQLSTATE 23P01. */
export async function moveEventClaim(tx: Db, eventId: string, start: Date, end: Date) {
  await tx
    .update(advisorTimeClaims)
    .set({ during: range(start, end) })
    .where(eq(advisorTimeClaims.eventId, eventId));
}

/** A cancelled or refunded meeting gives its time back. */
export async function deleteEventClaim(tx: Db, eventId: string): Promise<void> {
  await tx.delete(advisorTimeClaims).where(eq(advisorTimeClaims.eventId, eventId));
}

type ReminderColumn = 'reminder24hSentAt' | 'reminder1hSentAt' | 'reviewRequestedAt';

/**
 * Marks the live meetings in a window as reminded and answers them, in one statement, so two
 * workers never send the same reminder. `bookedAheadMinutes` skips meetings booked (or moved)
 * too close to their start for this reminder to be news.
 */
export async function claimMeetingsForNotice(
  db: Db,
  column: ReminderColumn,
  window: { from: Date; to: Date; bookedAheadMinutes?: number },
  now: Date,
): Promise<string[]> {
  const target = events[column];
  const rows = await db
    .update(events)
    .set({ [column]: now })
    .where(
      and(
        isNull(target),
        inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
        column === 'reviewRequestedAt'
          ? and(gte(events.endsAt, window.from), lte(events.endsAt, window.to))
          : and(gt(events.startsAt, window.from), lte(events.startsAt, window.to)),
        window.bookedAheadMinutes === undefined
          ? undefined
          : sql`${events.startsAt} - ${events.scheduledAt} > make_interval(mins => ${window.bookedAheadMinutes})`,
      ),
    )
    .returning({ id: events.id });
  return rows.map((row) => row.id);
}

/** Live future meetings still without a video link. */
export async function listLiveEventsWithoutLink(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      recordingAllowed: events.recordingAllowed,
      advisorTimeZone: advisors.timeZone,
      advisorName: sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`,
    })
    .from(events)
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .where(
      and(
        isNull(events.meetingUrl),
        gt(events.endsAt, now),
        inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(limit);
}
