// Who may see a meeting's recordings, by the rule the meetings themselves follow: its client, its
// advisor and admins. To everyone else the meeting and its recordings do not exist (404).
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import type { RecordingRow } from '../../db/schema/recordings';
import { AppError } from '../../../shared/errors';
import type { MeetingActor } from '../meetings/meeting-view';
import { findRecordedMeeting, findRecording } from './recordings.repository';
import type { RecordedMeeting } from './recordings.repository';

export function actorsOf(meeting: RecordedMeeting, user: RequestUser): MeetingActor[] {
  const actors: MeetingActor[] = [];
  if (meeting.clientId === user.id) actors.push('client');
  if (meeting.advisorUserId !== null && meeting.advisorUserId === user.id) actors.push('advisor');
  if (user.roles.includes('Admin')) actors.push('Admin');
  return actors;
}

export interface VisibleMeeting {
  meeting: RecordedMeeting;
  actors: MeetingActor[];
}

export async function visibleMeeting(
  db: Db,
  user: RequestUser,
  eventId: string,
): Promise<VisibleMeeting> {
  const meeting = await findRecordedMeeting(db, eventId);
  const actors = meeting ? actorsOf(meeting, user) : [];
  if (!meeting || actors.length === 0) throw new AppError('notFound');
  return { meeting, actors };
}

export async function visibleRecording(
  db: Db,
  user: RequestUser,
  recordingId: string,
): Promise<VisibleMeeting & { recording: RecordingRow }> {
  const recording = await findRecording(db, recordingId);
  if (!recording) throw new AppError('notFound');
  return { ...(await visibleMeeting(db, user, recording.eventId)), recording };
}

/** The client speaks for their own meeting; an admin may act for them. */
export const speaksForClient = (actors: readonly MeetingActor[]) =>
  actors.includes('client') || actors.includes('Admin');

/** The advisor who held the meeting, or an admin. */
export const holdsMeeting = (actors: readonly MeetingActor[]) =>
  actors.includes('advisor') || actors.includes('Admin');
