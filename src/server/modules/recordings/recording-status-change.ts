// The one way a recording's status changes: only along RECORDING_TRANSITIONS, and only from the
// status the caller read, so a racing worker or person cannot be overwritten.
import type { Db } from '../../db/client';
import type { RecordingRow } from '../../db/schema/recordings';
import { canChangeRecordingStatus } from '../../../shared/domain/recording-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';
import { updateRecordingFrom } from './recordings.repository';
import type { RecordingPatch } from './recordings.repository';

export class RecordingStatusError extends Error {
  constructor(
    readonly from: RecordingStatus,
    readonly to: RecordingStatus,
  ) {
    super(`A recording cannot go from ${from} to ${to}.`);
    this.name = 'RecordingStatusError';
  }
}

/** The changed row, or undefined when its status changed since it was read. */
export async function changeRecordingStatus(
  db: Db,
  recording: RecordingRow,
  to: RecordingStatus,
  patch: Omit<RecordingPatch, 'updatedAt'>,
  now: Date,
): Promise<RecordingRow | undefined> {
  const from = recording.status;
  if (!canChangeRecordingStatus(from, to)) throw new RecordingStatusError(from, to);
  return updateRecordingFrom(db, recording.id, from, { ...patch, status: to, updatedAt: now });
}
