// Bringing Zoom's recordings home: download each file into storage (Processing → SavedToS3), then
// delete it at Zoom (→ SavedToS3AndDeletedFromZoom). A failed download becomes Error with the
// reason and one more attempt counted; the retry job tries again a few times.
import type { Db } from '../../db/client';
import type { RecordingRow } from '../../db/schema/recordings';
import type { Storage } from '../../integrations/storage/storage';
import type { ZoomRecordings } from '../../integrations/video/zoom-recordings';
import { recordingKey, storeRecordingFile } from './recording-files';
import { changeRecordingStatus } from './recording-status-change';
import {
  claimStalled,
  findRecording,
  listRetryable,
  updateRecordingFrom,
} from './recordings.repository';

/** Tries per recording, the first included; then it waits for a person. */
export const MAX_FETCH_ATTEMPTS = 5;
/** A fetch still Processing this long after its last change was abandoned (its process stopped). */
const STALLED_AFTER_MS = 60 * 60_000;
const RETRY_BATCH = 20;
const MAX_ERROR_LENGTH = 500;

/** What the webhook says about a file: where to get it and the token that opens it. */
export interface DownloadHint {
  downloadUrl: string;
  downloadToken?: string;
}

export interface RecordingFetcherDeps {
  db: Db;
  storage: Storage;
  zoom: ZoomRecordings;
  now: () => Date;
  maxBytes: number;
  logError: (error: unknown, message: string) => void;
  /** A fetched recording was saved and can be watched. */
  onSaved?: (eventId: string) => void;
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

export function createRecordingFetcher(deps: RecordingFetcherDeps) {
  const { db, storage, zoom, now, logError } = deps;

  async function downloadUrlOf(row: RecordingRow, hint?: DownloadHint): Promise<string> {
    if (hint) return hint.downloadUrl;
    if (!row.zoomMeetingId || !row.zoomFileId) throw new Error('The Zoom file is not known.');
    const url = await zoom.findDownloadUrl(row.zoomMeetingId, row.zoomFileId);
    if (!url) throw new Error('Zoom no longer has this recording file.');
    return url;
  }

  /** Counts a failed try without changing the status (a failed delete at Zoom). */
  const noteFailure = (row: RecordingRow, error: unknown) =>
    updateRecordingFrom(db, row.id, row.status, {
      error: reasonOf(error),
      attempts: row.attempts + 1,
      updatedAt: now(),
    });

  /** SavedToS3 → SavedToS3AndDeletedFromZoom; without API credentials the copy at Zoom stays. */
  async function deleteAtZoom(row: RecordingRow): Promise<void> {
    if (!zoom.canCallApi || !row.zoomMeetingId || !row.zoomFileId) return;
    try {
      await zoom.deleteFile(row.zoomMeetingId, row.zoomFileId);
    } catch (error) {
      logError(error, 'recording not deleted at Zoom');
      await noteFailure(row, error);
      return;
    }
    await changeRecordingStatus(db, row, 'SavedToS3AndDeletedFromZoom', { error: null }, now());
  }

  /** Fetches one Processing recording; failures end in Error, never in a thrown error. */
  async function fetchOne(row: RecordingRow, hint?: DownloadHint): Promise<void> {
    let saved: RecordingRow | undefined;
    try {
      const body = await zoom.download(await downloadUrlOf(row, hint), hint?.downloadToken);
      const file = await storeRecordingFile(
        storage,
        (type) => recordingKey(row.eventId, row.id, type),
        body,
        deps.maxBytes,
      ).finally(() => body.destroy());
      saved = await changeRecordingStatus(
        db,
        row,
        'SavedToS3',
        { storageKey: file.key, contentType: file.contentType, sizeBytes: file.bytes, error: null },
        now(),
      );
      if (!saved) {
        // Deleted by the client meanwhile (or fetched by another worker, whose file this is).
        const current = await findRecording(db, row.id);
        if (current?.storageKey !== file.key) await storage.delete(file.key);
        return;
      }
    } catch (error) {
      logError(error, 'recording fetch failed');
      await changeRecordingStatus(
        db,
        row,
        'Error',
        { error: reasonOf(error), attempts: row.attempts + 1 },
        now(),
      );
      return;
    }
    deps.onSaved?.(saved.eventId);
    await deleteAtZoom(saved);
  }

  async function retryOne(row: RecordingRow): Promise<boolean> {
    const status = row.status;
    if (status === 'SavedToS3') {
      await deleteAtZoom(row);
      return true;
    }
    const claimed =
      status === 'Error'
        ? await changeRecordingStatus(db, row, 'Processing', {}, now())
        : await claimStalled(db, row.id, new Date(now().getTime() - STALLED_AFTER_MS), now());
    if (!claimed) return false;
    await fetchOne(claimed);
    return true;
  }

  return {
    fetchOne,

    /** Tries again what failed or stalled; the number of recordings tried. */
    async retryFailed(): Promise<number> {
      // Without the account's credentials there is no way to find or open a file again.
      if (!zoom.canCallApi) return 0;
      const rows = await listRetryable(db, {
        maxAttempts: MAX_FETCH_ATTEMPTS,
        stalledBefore: new Date(now().getTime() - STALLED_AFTER_MS),
        limit: RETRY_BATCH,
      });
      let tried = 0;
      // One at a time: each may be hundreds of megabytes.
      for (const row of rows) if (await retryOne(row)) tried += 1;
      return tried;
    },
  };
}
