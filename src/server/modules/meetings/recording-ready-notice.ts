// Tells a meeting's client that its recording can be watched, when they chose to hear it.
import type { Db } from '../../db/client';
import type { MeetingNotifier } from './meeting-notifier';
import { findEventRecord } from './events.repository';

export function createRecordingReadyNotice(deps: { db: Db; notifier: MeetingNotifier }) {
  return async (eventId: string): Promise<void> => {
    const record = await findEventRecord(deps.db, eventId);
    if (record) await deps.notifier.recordingReady(record);
  };
}
