// SQL of calendar sync: the feed's token hash, the meetings the feed lists, the external
// calendars and the busy times their last good import left.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import {
  advisorCalendarFeeds,
  externalBusyTimes,
  externalCalendars,
} from '../../db/schema/calendar-sync';
import { engagementMeetings, engagements } from '../../db/schema/plans';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { TimeRange } from '../availability/slots';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export type ExternalCalendarRow = typeof externalCalendars.$inferSelect;

export async function findFeed(db: Db, advisorId: string) {
  const [row] = await db
    .select({ createdAt: advisorCalendarFeeds.createdAt })
    .from(advisorCalendarFeeds)
    .where(eq(advisorCalendarFeeds.advisorId, advisorId));
  return row;
}

/** One feed per advisor: a new token replaces the old one, which stops working at once. */
export async function saveFeed(db: Db, advisorId: string, tokenHash: string, at: Date) {
  await db
    .insert(advisorCalendarFeeds)
    .values({ advisorId, tokenHash, createdAt: at })
    .onConflictDoUpdate({
      target: advisorCalendarFeeds.advisorId,
      set: { tokenHash, createdAt: at },
    });
}

export async function deleteFeed(db: Db, advisorId: string): Promise<boolean> {
  const rows = await db
    .delete(advisorCalendarFeeds)
    .where(eq(advisorCalendarFeeds.advisorId, advisorId))
    .returning({ advisorId: advisorCalendarFeeds.advisorId });
  return rows.length > 0;
}

export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      advisorId: advisors.id,
      firstName: advisors.firstName,
      lastName: advisors.lastName,
    })
    .from(advisorCalendarFeeds)
    .innerJoin(advisors, eq(advisors.id, advisorCalendarFeeds.advisorId))
    .where(eq(advisorCalendarFeeds.tokenHash, tokenHash));
  return row;
}

export interface FeedMeetingRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string | null;
  calendarSequence: number;
  updatedAt: Date;
  clientName: string;
  kind: EngagementKind | null;
}

/** The advisor's booked meetings that end after `since`, an engagement's with its kind. */
export async function listFeedMeetings(
  db: Db,
  advisorId: string,
  since: Date,
): Promise<FeedMeetingRow[]> {
  return db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      meetingUrl: events.meetingUrl,
      calendarSequence: events.calendarSequence,
      updatedAt: events.updatedAt,
      clientName: users.fullName,
      kind: engagements.kind,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .leftJoin(engagementMeetings, eq(engagementMeetings.eventId, events.id))
    .leftJoin(engagements, eq(engagements.id, engagementMeetings.engagementId))
    .where(
      and(
        eq(events.advisorId, advisorId),
        inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
        gt(events.endsAt, since),
      ),
    )
    .orderBy(asc(events.startsAt));
}

export async function listCalendars(db: Db, advisorId: string): Promise<ExternalCalendarRow[]> {
  return db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.advisorId, advisorId))
    .orderBy(asc(externalCalendars.createdAt));
}

export async function insertCalendar(
  db: Db,
  values: { advisorId: string; label: string; url: string; createdAt: Date },
): Promise<ExternalCalendarRow> {
  const [row] = await db.insert(externalCalendars).values(values).returning();
  if (!row) throw new Error('The calendar was not stored.');
  return row;
}

/** Deletes one of the advisor's calendars (its busy times go with it); false when not theirs. */
export async function deleteCalendar(db: Db, advisorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(externalCalendars)
    .where(and(eq(externalCalendars.id, id), eq(externalCalendars.advisorId, advisorId)))
    .returning({ id: externalCalendars.id });
  return rows.length > 0;
}

/** A calendar with its advisor's zone, as the import needs it. */
const importFields = {
  id: externalCalendars.id,
  advisorId: externalCalendars.advisorId,
  url: externalCalendars.url,
  timeZone: advisors.timeZone,
};

/** Every calendar, for the scheduled import. */
export async function listAllCalendars(db: Db) {
  return db
    .select(importFields)
    .from(externalCalendars)
    .innerJoin(advisors, eq(advisors.id, externalCalendars.advisorId));
}

export async function findCalendarForImport(db: Db, id: string) {
  const [row] = await db
    .select(importFields)
    .from(externalCalendars)
    .innerJoin(advisors, eq(advisors.id, externalCalendars.advisorId))
    .where(eq(externalCalendars.id, id));
  return row;
}

export async function listBusyOfCalendar(db: Db, calendarId: string): Promise<TimeRange[]> {
  return db
    .select({ start: externalBusyTimes.startsAt, end: externalBusyTimes.endsAt })
    .from(externalBusyTimes)
    .where(eq(externalBusyTimes.calendarId, calendarId))
    .orderBy(asc(externalBusyTimes.startsAt));
}

/** A good import: its busy times replace the last ones whole, and the error is cleared. */
export async function replaceBusyTimes(
  db: Db,
  calendar: { id: string; advisorId: string },
  ranges: TimeRange[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(externalBusyTimes).where(eq(externalBusyTimes.calendarId, calendar.id));
    // Chunks keep each statement's parameters well under PostgreSQL's limit.
    for (let index = 0; index < ranges.length; index += 500) {
      await tx.insert(externalBusyTimes).values(
        ranges.slice(index, index + 500).map((range) => ({
          calendarId: calendar.id,
          advisorId: calendar.advisorId,
          startsAt: range.start,
          endsAt: range.end,
        })),
      );
    }
    await tx
      .update(externalCalendars)
      .set({ lastImportedAt: at, lastError: null, lastErrorAt: null, busyCount: ranges.length })
      .where(eq(externalCalendars.id, calendar.id));
  });
}

/** A failed import keeps the last good busy times and says what went wrong. */
export async function recordImportError(
  db: Db,
  calendarId: string,
  message: string,
  at: Date,
): Promise<void> {
  await db
    .update(externalCalendars)
    .set({ lastError: message, lastErrorAt: at })
    .where(eq(externalCalendars.id, calendarId));
}
