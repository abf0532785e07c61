// What another module may do with the meeting records: create a booked meeting inside its own
// transaction (The Hour's checkout completion, an engagement's included meeting), claim its time
// on the advisor's calendar, give it a video link, and read one back with the people around it.
import type { Db } from '../../db/client';
import { advisorTimeClaims } from '../../db/schema/booking';
import type { Event, NewEvent } from '../../db/schema/booking';
import { timeRange } from '../../db/time-range';
import type { VideoMeeting, VideoProvider } from '../../integrations/video/video';
import { THE_HOUR_MINUTES } from '../../../shared/domain/availability';
import { findEventRecord, insertEvent, recordStatusChange } from './events.repository';
import type { EventRecord } from './events.repository';

/** Creates an Active meeting and records who booked it and how it was paid, in `tx`. */
export async function insertBookedMeeting(
  tx: Db,
  values: Omit<NewEvent, 'status'>,
  booked: { actorId: string; reason: string; at: Date },
): Promise<Event> {
  const event = await insertEvent(tx, { ...values, status: 'Active' });
  await recordStatusChange(tx, {
    eventId: event.id,
    fromStatus: null,
    toStatus: 'Active',
    action: 'book',
    actorId: booked.actorId,
    reason: booked.reason,
    at: booked.at,
  });
  return event;
}

/**
 * Claims a booked meeting's time on the advisor's calendar, in `tx`. An overlap with anyone's
 * live claim throws SQLSTATE 23P01 from the exclusion constraint: of two bookings of one time,
 * one wins. `id` names the claim (a checkout claims with its own id, as its hold had).
 */
export async function claimMeetingTime(
  tx: Db,
  claim: {
    id?: string;
    advisorId: string;
    clientId: string;
    eventId: string;
    start: Date;
    end: Date;
  },
): Promise<void> {
  await tx.insert(advisorTimeClaims).values({
    ...(claim.id ? { id: claim.id } : {}),
    advisorId: claim.advisorId,
    clientId: claim.clientId,
    kind: 'event',
    eventId: claim.eventId,
    during: timeRange(claim.start, claim.end),
  });
}

/**
 * The video meeting of a new booking, or null when the provider failed: the meeting is booked
 * anyway and the link job (meeting-jobs.service.ts) adds the link later.
 */
export async function createMeetingVideo(
  video: VideoProvider,
  request: { topic: string; start: Date; timeZone: string },
  logError: (error: unknown, message: string) => void,
): Promise<VideoMeeting | null> {
  try {
    return await video.createMeeting({
      topic: request.topic,
      start: request.start,
      durationMinutes: THE_HOUR_MINUTES,
      timeZone: request.timeZone,
      recordingAllowed: true,
    });
  } catch (error) {
    logError(error, 'Creating the video meeting failed; the link job will retry');
    return null;
  }
}

export const findMeetingRecord = (db: Db, eventId: string): Promise<EventRecord | undefined> =>
  findEventRecord(db, eventId);
