// The meeting work the clock starts: reminders 24 hours and 1 hour before, the review request
// after the meeting, and video links a provider could not give at booking time. Each sweep
// claims its meetings in one UPDATE, so two workers never send the same email twice.
import type { Db } from '../../db/client';
import type { VideoProvider } from '../../integrations/video/video';
import { THE_HOUR_MINUTES } from '../../../shared/domain/availability';
import type { MeetingNotifier } from './meeting-notifier';
import {
  claimMeetingsForNotice,
  findEventRecord,
  listLiveEventsWithoutLink,
  updateEvent,
} from './events.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Review requests go out for meetings that ended within this window, never for old ones. */
const REVIEW_REQUEST_WINDOW_MS = 7 * DAY_MS;
const LINK_BATCH = 50;

export function createMeetingJobs(deps: {
  db: Db;
  video: VideoProvider;
  notifier: MeetingNotifier;
  log?: { error(object: unknown, message: string): void };
  now?: () => Date;
}) {
  const { db, video, notifier } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  async function notifyEach(
    ids: string[],
    send: (record: NonNullable<Awaited<ReturnType<typeof findEventRecord>>>) => Promise<void>,
  ): Promise<number> {
    for (const id of ids) {
      const record = await findEventRecord(db, id);
      if (record)
        await send(record).catch((error: unknown) => logError(error, 'Meeting email failed'));
    }
    return ids.length;
  }

  return {
    /**
     * 24 hours before (for meetings booked more than a day ahead) and 1 hour before (booked more
     * than two hours ahead): a booking made later already brought its confirmation.
     */
    async sendDueReminders(): Promise<{ dayBefore: number; hourBefore: number }> {
      const at = now();
      const dayIds = await claimMeetingsForNotice(
        db,
        'reminder24hSentAt',
        {
          from: new Date(at.getTime() + HOUR_MS),
          to: new Date(at.getTime() + DAY_MS),
          bookedAheadMinutes: 24 * 60,
        },
        at,
      );
      const hourIds = await claimMeetingsForNotice(
        db,
        'reminder1hSentAt',
        { from: at, to: new Date(at.getTime() + HOUR_MS), bookedAheadMinutes: 2 * 60 },
        at,
      );
      return {
        dayBefore: await notifyEach(dayIds, (record) => notifier.reminder(record, '24h')),
        hourBefore: await notifyEach(hourIds, (record) => notifier.reminder(record, '1h')),
      };
    },

    /** After the meeting: the client is asked for a review (once). */
    async sendReviewRequests(): Promise<number> {
      const at = now();
      const ids = await claimMeetingsForNotice(
        db,
        'reviewRequestedAt',
        { from: new Date(at.getTime() - REVIEW_REQUEST_WINDOW_MS), to: at },
        at,
      );
      return notifyEach(ids, (record) => notifier.reviewRequest(record));
    },

    /** Meetings booked while the video provider was down get their link now. */
    async ensureMeetingLinks(): Promise<number> {
      const at = now();
      const events = await listLiveEventsWithoutLink(db, at, LINK_BATCH);
      let added = 0;
      for (const event of events) {
        try {
          const meeting = await video.createMeeting({
            topic: `The Hour with ${event.advisorName}`,
            start: event.startsAt,
            durationMinutes: THE_HOUR_MINUTES,
            timeZone: event.advisorTimeZone,
            recordingAllowed: event.recordingAllowed,
          });
          await updateEvent(
            db,
            event.id,
            {
              meetingProvider: meeting.provider,
              meetingUrl: meeting.url,
              meetingExternalId: meeting.externalId,
            },
            now(),
          );
          added += 1;
        } catch (error) {
          logError(error, 'Creating a missing video meeting failed');
        }
      }
      return added;
    },
  };
}
