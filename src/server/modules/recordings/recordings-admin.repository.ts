// SQL of the console's recordings (docs/product.md#admin-recordings, ADR 0046): the table with
// its meeting, client and advisor, searched, filtered by status and paged; the orphans; and the
// admins' past changes of one recording, read from the audit log.
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { auditLog, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { recordings } from '../../db/schema/recordings';
import type { ConsolePage } from '../../../shared/contracts/console';
import type {
  AdminRecordingQuery,
  AdminRecordingRow,
  OrphanReason,
} from '../../../shared/contracts/recordings-admin';
import { RECORDING_AUDIT_ACTIONS } from '../../../shared/contracts/recordings-admin';
import type { EventStatus } from '../../../shared/domain/event-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';

/** Meetings that did not take place as booked: whatever was recorded of them is not kept. */
const GONE_MEETING: EventStatus[] = ['Canceled', 'Refunded'];
/** Statuses in which Zoom may still hold the file (it is deleted once ours is stored). */
export const AT_PROVIDER: RecordingStatus[] = ['Processing', 'SavedToS3', 'Error'];

const live = ne(recordings.status, 'DeletedByUser' satisfies RecordingStatus);
const orphanReason = sql<OrphanReason | null>`case
  when ${live} and ${inArray(events.status, GONE_MEETING)} then 'meetingCanceled'
  when ${live} and ${events.recordingAllowed} = false then 'recordingTurnedOff'
  else null end`;
const isOrphan = and(
  live,
  or(inArray(events.status, GONE_MEETING), eq(events.recordingAllowed, false)),
);
const atProvider = and(
  eq(recordings.source, 'zoom'),
  isNotNull(recordings.zoomFileId),
  inArray(recordings.status, AT_PROVIDER),
);

const rowColumns = {
  id: recordings.id,
  status: recordings.status,
  source: recordings.source,
  sizeBytes: recordings.sizeBytes,
  durationSeconds: recordings.durationSeconds,
  createdAt: recordings.createdAt,
  updatedAt: recordings.updatedAt,
  eventId: events.id,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  eventStatus: events.status,
  clientId: users.id,
  clientName: users.fullName,
  clientEmail: users.email,
  advisorFirst: advisors.firstName,
  advisorLast: advisors.lastName,
  advisorSlug: advisors.slug,
  atProvider: sql<boolean>`coalesce(${atProvider}, false)`,
  orphanReason,
};

const from = (db: Db) =>
  db
    .select(rowColumns)
    .from(recordings)
    .innerJoin(events, eq(events.id, recordings.eventId))
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .innerJoin(users, eq(users.id, events.clientId));

type Selected = Awaited<ReturnType<typeof from>>[number];

export function toRow(row: Selected): AdminRecordingRow {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    meeting: {
      id: row.eventId,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      status: row.eventStatus,
    },
    client: { id: row.clientId, name: row.clientName, email: row.clientEmail },
    advisor: { name: `${row.advisorFirst} ${row.advisorLast}`.trim(), slug: row.advisorSlug },
    // PGlite and node-postgres both answer booleans, but a driver may hand back 't'.
    atProvider: row.atProvider === true || String(row.atProvider) === 't',
    orphanReason: row.orphanReason,
  };
}

const countFrom = (db: Db) =>
  db
    .select({ total: count() })
    .from(recordings)
    .innerJoin(events, eq(events.id, recordings.eventId))
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .innerJoin(users, eq(users.id, events.clientId));

/** Client name or email, advisor name, or a recording, meeting or Zoom meeting id. */
function matches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(sql`${advisors.firstName} || ' ' || ${advisors.lastName}`, pattern),
    ilike(sql`${recordings.id}::text`, pattern),
    ilike(sql`${events.id}::text`, pattern),
    ilike(recordings.zoomMeetingId, pattern),
  );
}

const SORT_COLUMNS = {
  created: recordings.createdAt,
  meeting: events.startsAt,
  status: recordings.status,
  size: sql`coalesce(${recordings.sizeBytes}, -1)`,
};

async function page(
  db: Db,
  query: AdminRecordingQuery,
  only: SQL | undefined,
): Promise<ConsolePage<AdminRecordingRow>> {
  const where = and(
    only,
    query.status === 'all' ? undefined : eq(recordings.status, query.status),
    matches(query.q),
  );
  return pageOf(query, {
    rows: async (limit, offset) =>
      (
        await from(db)
          .where(where)
          .orderBy(...sortOrder(SORT_COLUMNS, query, recordings.id))
          .limit(limit)
          .offset(offset)
      ).map(toRow),
    total: async () => Number((await countFrom(db).where(where))[0]?.total ?? 0),
  });
}

export const listRecordings = (db: Db, query: AdminRecordingQuery) => page(db, query, undefined);

export const listOrphans = (db: Db, query: AdminRecordingQuery) => page(db, query, isOrphan);

export async function searchRecordings(
  db: Db,
  text: string,
  limit: number,
): Promise<AdminRecordingRow[]> {
  const rows = await from(db)
    .where(matches(text))
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(limit);
  return rows.map(toRow);
}

export async function findRecordingRow(
  db: Db,
  recordingId: string,
): Promise<AdminRecordingRow | undefined> {
  const [row] = await from(db).where(eq(recordings.id, recordingId)).limit(1);
  return row && toRow(row);
}

export async function findUserName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}

/** The audit entries about one recording, newest first, with who made them. */
export async function listHistory(db: Db, target: string) {
  return (
    db
      .select({
        at: auditLog.createdAt,
        action: auditLog.action,
        detail: auditLog.detail,
        before: auditLog.before,
        after: auditLog.after,
        actorName: users.fullName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      // The action index narrows the scan; the target picks the recording.
      .where(
        and(
          inArray(auditLog.action, Object.values(RECORDING_AUDIT_ACTIONS)),
          eq(auditLog.target, target),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
  );
}
