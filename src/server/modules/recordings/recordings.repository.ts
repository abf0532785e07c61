// SQL of meeting recordings: the meeting a recording belongs to (with the people who may see it),
// the recordings themselves, and status changes made only from the status the caller read.
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import type { Event } from '../../db/schema/booking';
import { recordings } from '../../db/schema/recordings';
import type { RecordingRow } from '../../db/schema/recordings';
import type { EventStatus } from '../../../shared/domain/event-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';

/** What the recording rules need of a meeting. */
export interface RecordedMeeting {
  eventId: string;
  status: EventStatus;
  startsAt: Date;
  recordingAllowed: boolean;
  clientId: string;
  /** The advisor's own account, when they have one. */
  advisorUserId: string | null;
  meetingProvider: Event['meetingProvider'];
  meetingExternalId: string | null;
}

const meetingColumns = {
  eventId: events.id,
  status: events.status,
  startsAt: events.startsAt,
  recordingAllowed: events.recordingAllowed,
  clientId: events.clientId,
  advisorUserId: advisors.userId,
  meetingProvider: events.meetingProvider,
  meetingExternalId: events.meetingExternalId,
};

const selectMeetings = (db: Db) =>
  db.select(meetingColumns).from(events).innerJoin(advisors, eq(advisors.id, events.advisorId));

export async function findRecordedMeeting(
  db: Db,
  eventId: string,
): Promise<RecordedMeeting | undefined> {
  const [row] = await selectMeetings(db).where(eq(events.id, eventId)).limit(1);
  return row;
}

/** The meeting Zoom knows by this id (its numeric meeting id). */
export async function findMeetingByZoomId(
  db: Db,
  zoomMeetingId: string,
): Promise<RecordedMeeting | undefined> {
  const [row] = await selectMeetings(db)
    .where(and(eq(events.meetingExternalId, zoomMeetingId), eq(events.meetingProvider, 'zoom')))
    .limit(1);
  return row;
}

/** The meeting's row, locked until the transaction ends. */
export async function lockRecordedMeeting(
  tx: Db,
  eventId: string,
): Promise<RecordedMeeting | undefined> {
  const [row] = await selectMeetings(tx).where(eq(events.id, eventId)).for('update', {
    of: events,
  });
  return row;
}

/** Recording off, never back on: only a meeting still allowing it and not yet started changes. */
export async function turnRecordingOff(db: Db, eventId: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(events)
    .set({ recordingAllowed: false, updatedAt: now })
    .where(
      and(
        eq(events.id, eventId),
        eq(events.recordingAllowed, true),
        sql`${events.startsAt} > ${now}`,
      ),
    )
    .returning({ id: events.id });
  return changed.length > 0;
}

export async function listRecordingsOfEvent(db: Db, eventId: string): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(eq(recordings.eventId, eventId))
    .orderBy(asc(recordings.createdAt), asc(recordings.id));
}

export async function findRecording(
  db: Db,
  recordingId: string,
): Promise<RecordingRow | undefined> {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, recordingId)).limit(1);
  return row;
}

export type NewZoomRecording = Pick<
  RecordingRow,
  'eventId' | 'zoomMeetingId' | 'zoomFileId' | 'durationSeconds'
>;

/** New rows in Processing; a file already known (a repeated webhook) is left as it is. */
export async function insertZoomRecordings(
  db: Db,
  rows: NewZoomRecording[],
  now: Date,
): Promise<RecordingRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(recordings)
    .values(
      rows.map((row): typeof recordings.$inferInsert => ({
        ...row,
        status: 'Processing',
        source: 'zoom',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: recordings.zoomFileId })
    .returning();
}

export async function insertUploadedRecording(
  tx: Db,
  row: Pick<
    RecordingRow,
    'id' | 'eventId' | 'storageKey' | 'contentType' | 'sizeBytes' | 'uploadedBy'
  >,
  now: Date,
): Promise<RecordingRow> {
  const [inserted] = await tx
    .insert(recordings)
    .values({
      ...row,
      status: 'SavedToS3',
      source: 'upload',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return inserted!;
}

export type RecordingPatch = Partial<
  Pick<
    RecordingRow,
    'storageKey' | 'contentType' | 'sizeBytes' | 'error' | 'attempts' | 'updatedAt'
  >
>;

/**
 * Changes the row only if it still has the status the caller read (`from`), so two workers, or a
 * worker and a person deleting, never both win; undefined when someone else changed it first.
 */
export async function updateRecordingFrom(
  db: Db,
  recordingId: string,
  from: RecordingStatus,
  patch: RecordingPatch & { status?: RecordingStatus },
): Promise<RecordingRow | undefined> {
  const [row] = await db
    .update(recordings)
    .set(patch)
    .where(and(eq(recordings.id, recordingId), eq(recordings.status, from)))
    .returning();
  return row;
}

/** Claims a stalled fetch for a new try: only one caller gets the row. */
export async function claimStalled(
  db: Db,
  recordingId: string,
  stalledBefore: Date,
  now: Date,
): Promise<RecordingRow | undefined> {
  const [row] = await db
    .update(recordings)
    .set({ updatedAt: now })
    .where(
      and(
        eq(recordings.id, recordingId),
        eq(recordings.status, 'Processing' satisfies RecordingStatus),
        lt(recordings.updatedAt, stalledBefore),
      ),
    )
    .returning();
  return row;
}

/**
 * Zoom recordings worth another try: failed fetches, stored files not yet deleted at Zoom
 * (a failed delete leaves its error), and fetches abandoned mid-way (a process that stopped).
 */
export async function listRetryable(
  db: Db,
  {
    maxAttempts,
    stalledBefore,
    limit,
  }: { maxAttempts: number; stalledBefore: Date; limit: number },
): Promise<RecordingRow[]> {
  return db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.source, 'zoom'),
        lt(recordings.attempts, maxAttempts),
        or(
          eq(recordings.status, 'Error' satisfies RecordingStatus),
          and(
            eq(recordings.status, 'SavedToS3' satisfies RecordingStatus),
            sql`${recordings.error} is not null`,
          ),
          and(
            eq(recordings.status, 'Processing' satisfies RecordingStatus),
            lt(recordings.updatedAt, stalledBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(recordings.updatedAt))
    .limit(limit);
}
