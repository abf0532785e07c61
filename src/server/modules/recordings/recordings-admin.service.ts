// Rules of the console's recordings (docs/product.md#admin-recordings, ADR 0046): the table, the
// orphans and the quick search; one recording with the changes an admin may make now; a status
// set only through the recording rules (recording-status-change.ts); deleting for good; and
// deleting the provider's copy once ours is stored. Every change is audited in its transaction.
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { RecordingRow } from '../../db/schema/recordings';
import type { Storage } from '../../integrations/storage/storage';
import type { ZoomRecordings } from '../../integrations/video/zoom-recordings';
import { CONSOLE_SEARCH_RESULTS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import {
  RECORDING_ADMIN_MESSAGES as MESSAGES,
  RECORDING_AUDIT_ACTIONS as ACTIONS,
  RECORDING_PROVIDER_NAMES,
  adminRecordingEditSchema,
  adminRecordingQuerySchema,
  isRecordingProvider,
} from '../../../shared/contracts/recordings-admin';
import type {
  AdminRecording,
  AdminRecordingStatus,
  RecordingHistoryEntry,
} from '../../../shared/contracts/recordings-admin';
import { RECORDING_STATUSES, isPlayableRecording } from '../../../shared/domain/recording-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import { parseInput } from '../../validation/parse-input';
import { RecordingStatusError, changeRecordingStatus } from './recording-status-change';
import { findRecording } from './recordings.repository';
import type { RecordingPatch } from './recordings.repository';
import * as repository from './recordings-admin.repository';

export interface RecordingsAdminDeps {
  db: Db;
  storage: Storage;
  zoom: ZoomRecordings;
  now?: () => Date;
  /** Starts fetching a recording put back to Processing (the recordings service's fetcher). */
  fetchAgain: (recording: RecordingRow) => void;
}

export type RecordingsAdminService = ReturnType<typeof createRecordingsAdminService>;

const ZOOM = RECORDING_PROVIDER_NAMES.zoom;
/** Tries when a fetch moves the recording on between our read and our write. */
const RACE_TRIES = 3;

const targetOf = (recordingId: string) => `recording:${recordingId}`;

/** Zoom may still hold the file: fetched from Zoom and not yet deleted there. */
function atZoom(
  row: RecordingRow,
): row is RecordingRow & { zoomMeetingId: string; zoomFileId: string } {
  return (
    row.source === 'zoom' &&
    row.zoomMeetingId !== null &&
    row.zoomFileId !== null &&
    repository.AT_PROVIDER.includes(row.status)
  );
}

const statusOf = (value: unknown): RecordingStatus | null => {
  const status = (value as { status?: unknown } | null)?.status;
  return RECORDING_STATUSES.find((each) => each === status) ?? null;
};

export function createRecordingsAdminService(deps: RecordingsAdminDeps) {
  const { db, storage, zoom } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(recordingId: string): Promise<RecordingRow> {
    const row = await findRecording(db, recordingId);
    if (!row) throw new AppError('notFound');
    return row;
  }

  /** The statuses PUT accepts for this row now. */
  function allowedStatuses(row: RecordingRow): AdminRecordingStatus[] {
    const allowed: AdminRecordingStatus[] = [];
    if (row.status === 'Error' && row.source === 'zoom' && zoom.canCallApi) {
      allowed.push('Processing');
    }
    if (row.status !== 'DeletedByUser') allowed.push('DeletedByUser');
    return allowed;
  }

  async function get(recordingId: string): Promise<AdminRecording> {
    const row = await load(recordingId);
    const [summary, history, uploadedByName] = await Promise.all([
      repository.findRecordingRow(db, recordingId),
      repository.listHistory(db, targetOf(recordingId)),
      repository.findUserName(db, row.uploadedBy),
    ]);
    if (!summary) throw new AppError('notFound');
    return {
      ...summary,
      contentType: row.contentType,
      error: row.error,
      attempts: row.attempts,
      uploadedByName,
      provider: row.source === 'zoom' ? 'zoom' : null,
      streamUrl:
        row.storageKey && isPlayableRecording(row.status) ? RECORDING_API.stream(row.id) : null,
      history: history.map((entry): RecordingHistoryEntry => ({
        at: entry.at.toISOString(),
        action: entry.action,
        actorName: entry.actorName,
        from: statusOf(entry.before),
        to: statusOf(entry.after),
        detail: entry.detail,
      })),
      actions: {
        statuses: allowedStatuses(row),
        deleteAtProvider: row.status === 'SavedToS3' && atZoom(row) && zoom.canCallApi,
      },
    };
  }

  /** One status change and its audit entry, together; undefined when the row moved on first. */
  async function changeAudited(
    admin: RequestUser,
    row: RecordingRow,
    to: RecordingStatus,
    patch: Omit<RecordingPatch, 'updatedAt'>,
    entry: { action: string; detail: string },
  ): Promise<RecordingRow | undefined> {
    const clientId = (await repository.findRecordingRow(db, row.id))?.client.id ?? null;
    try {
      return await db.transaction(async (tx) => {
        const changed = await changeRecordingStatus(tx, row, to, patch, now());
        if (!changed) return undefined;
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: clientId,
          action: entry.action,
          detail: entry.detail,
          target: targetOf(row.id),
          before: { status: row.status, storageKey: row.storageKey },
          after: { status: changed.status, storageKey: changed.storageKey },
        });
        return changed;
      });
    } catch (error) {
      if (error instanceof RecordingStatusError) {
        throw new AppError('conflict', MESSAGES.cannotSet(error.from, error.to));
      }
      throw error;
    }
  }

  async function deleteAtZoom(row: RecordingRow & { zoomMeetingId: string; zoomFileId: string }) {
    try {
      await zoom.deleteFile(row.zoomMeetingId, row.zoomFileId);
    } catch {
      throw new AppError('unavailable', MESSAGES.providerFailed(ZOOM));
    }
  }

  /** Gone for good: Zoom's copy (when it still has one and we can reach it), then ours. */
  async function deleteForGood(admin: RequestUser, first: RecordingRow, reason?: string) {
    let row: RecordingRow | undefined = first;
    for (let attempt = 0; attempt < RACE_TRIES && row; attempt += 1) {
      if (row.status === 'DeletedByUser') return;
      if (atZoom(row) && zoom.canCallApi) await deleteAtZoom(row);
      if (row.storageKey) await storage.delete(row.storageKey);
      const where = [row.storageKey && 'the stored copy', atZoom(row) && zoom.canCallApi && ZOOM]
        .filter(Boolean)
        .join(' and ');
      const changed = await changeAudited(
        admin,
        row,
        'DeletedByUser',
        { storageKey: null, error: null },
        {
          action: ACTIONS.deleted,
          detail: reason ?? `deleted for good${where ? `: ${where}` : ''}`,
        },
      );
      if (changed) return;
      row = await findRecording(db, first.id);
    }
    throw new AppError('conflict');
  }

  /** Error → Processing: counted afresh and fetched again at once. */
  async function fetchAgain(admin: RequestUser, row: RecordingRow, reason?: string) {
    if (row.status === 'Processing') return;
    if (row.source !== 'zoom') throw new AppError('conflict', MESSAGES.fetchAgainZoomOnly);
    if (!zoom.canCallApi) throw new AppError('conflict', MESSAGES.providerOff(ZOOM));
    const changed = await changeAudited(
      admin,
      row,
      'Processing',
      { attempts: 0, error: null },
      { action: ACTIONS.status, detail: reason ?? 'fetch again from Zoom' },
    );
    if (!changed) throw new AppError('conflict');
    deps.fetchAgain(changed);
  }

  return {
    list: (query: unknown) =>
      repository.listRecordings(db, parseInput(adminRecordingQuerySchema, query)),
    orphans: (query: unknown) =>
      repository.listOrphans(db, parseInput(adminRecordingQuerySchema, query)),
    search: (text: string) => repository.searchRecordings(db, text, CONSOLE_SEARCH_RESULTS),
    get,

    /** A status the rules allow an admin to set; setting the current one changes nothing. */
    async edit(admin: RequestUser, recordingId: string, body: unknown): Promise<AdminRecording> {
      const row = await load(recordingId);
      const { status, reason } = parseInput(adminRecordingEditSchema, body);
      if (status === 'DeletedByUser') await deleteForGood(admin, row, reason);
      else await fetchAgain(admin, row, reason);
      return get(recordingId);
    },

    /**
     * Deletes the provider's copy of a recording we keep (SavedToS3 → SavedToS3AndDeletedFromZoom).
     * A copy already deleted there answers as done without calling the provider again.
     */
    async deleteAtProvider(admin: RequestUser, provider: string, recordingId: string) {
      if (!isRecordingProvider(provider)) throw new AppError('notFound');
      let row: RecordingRow | undefined = await load(recordingId);
      if (row.source !== provider || !row.zoomFileId) {
        throw new AppError('conflict', MESSAGES.notAtProvider(ZOOM));
      }
      for (let attempt = 0; attempt < RACE_TRIES && row; attempt += 1) {
        if (!atZoom(row)) return;
        if (row.status !== 'SavedToS3') {
          throw new AppError('conflict', MESSAGES.notStoredYet(ZOOM));
        }
        if (!zoom.canCallApi) throw new AppError('conflict', MESSAGES.providerOff(ZOOM));
        await deleteAtZoom(row);
        const changed = await changeAudited(
          admin,
          row,
          'SavedToS3AndDeletedFromZoom',
          { error: null },
          { action: ACTIONS.deletedAtProvider, detail: `deleted at ${ZOOM}` },
        );
        if (changed) return;
        row = await findRecording(db, recordingId);
      }
      if (row && atZoom(row)) throw new AppError('conflict');
    },
  };
}
