// Recordings of Hour meetings (docs/product.md#recordings): fetched from Zoom into our storage, or
// uploaded by the advisor or an admin; the client may delete one for good.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RecordingSource } from '../../../shared/contracts/recordings';
import { RECORDING_STATUSES } from '../../../shared/domain/recording-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';
import { users } from './accounts';
import { events } from './booking';

const statusList = sql.raw(RECORDING_STATUSES.map((status) => `'${status}'`).join(', '));

export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status').$type<RecordingStatus>().notNull(),
    /** 'zoom' (fetched after the meeting) or 'upload' (by the advisor or an admin). */
    source: text('source').$type<RecordingSource>().notNull(),
    storageKey: text('storage_key').unique(),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    /** Zoom's ids: the meeting and the recording file, which makes a webhook's file unique. */
    zoomMeetingId: text('zoom_meeting_id'),
    zoomFileId: text('zoom_file_id').unique(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('recordings_event_idx').on(table.eventId),
    index('recordings_retry_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('Processing', 'Error')`),
    check('recordings_status_known', sql`${table.status} in (${statusList})`),
    check('recordings_source_known', sql`${table.source} in ('zoom', 'upload')`),
  ],
);
export type RecordingRow = typeof recordings.$inferSelect;
