// How a meeting's recordings read to the person asking: what each one is, where a stored one
// plays from, and what that person may do.
import type { RecordingRow } from '../../db/schema/recordings';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import type { MeetingRecordings, Recording } from '../../../shared/contracts/recordings';
import { RECORDING_MESSAGES } from '../../../shared/contracts/recordings';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import { isPlayableRecording } from '../../../shared/domain/recording-status';
import type { MeetingActor } from '../meetings/meeting-view';
import { holdsMeeting, speaksForClient } from './recording-access';
import type { RecordedMeeting } from './recordings.repository';

export function toRecording(row: RecordingRow, actors: readonly MeetingActor[]): Recording {
  const status = row.status;
  return {
    id: row.id,
    status,
    source: row.source,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    streamUrl: isPlayableRecording(status) ? RECORDING_API.stream(row.id) : null,
    canDelete: speaksForClient(actors) && status !== 'DeletedByUser',
  };
}

/**
 * Why a recording may not be uploaded now, or null. A failed fetch (Error) leaves room for an
 * upload; anything kept, on its way, or deleted at the client's request does not.
 */
export function uploadRefusal(
  meeting: RecordedMeeting,
  rows: readonly RecordingRow[],
  now: Date,
): string | null {
  if (!meeting.recordingAllowed) return RECORDING_MESSAGES.recordingOff;
  if (!isActiveEventStatus(meeting.status)) return RECORDING_MESSAGES.notHeld;
  if (meeting.startsAt.getTime() > now.getTime()) return RECORDING_MESSAGES.notStarted;
  if (rows.some((row) => row.status !== 'Error')) return RECORDING_MESSAGES.alreadyRecorded;
  return null;
}

export function toMeetingRecordings(
  meeting: RecordedMeeting,
  rows: readonly RecordingRow[],
  actors: readonly MeetingActor[],
  now: Date,
): MeetingRecordings {
  return {
    recordingAllowed: meeting.recordingAllowed,
    canTurnOff:
      speaksForClient(actors) &&
      meeting.recordingAllowed &&
      meeting.startsAt.getTime() > now.getTime(),
    canUpload: holdsMeeting(actors) && uploadRefusal(meeting, rows, now) === null,
    recordings: rows.map((row) => toRecording(row, actors)),
  };
}
