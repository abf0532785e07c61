// Meetings included in an engagement, booked without paying again: a Plan's meetings (at most
// meetings_included) and an Ongoing's check-ins (one ahead at a time). The same open times,
// claims on the advisor's calendar, video links and emails as The Hour (ADR 0030); the meeting is
// an event of price 0 linked to the engagement, so reminders, joining and changes work as for
// any meeting.
import { retryOnDeadlock } from '../../db/deadlock-retry';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import type { RequestUser } from '../../auth/access/request-user';
import {
  claimMeetingTime,
  createMeetingVideo,
  findMeetingRecord,
  insertBookedMeeting,
} from '../meetings/booked-meeting';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { ENGAGEMENT_MESSAGES } from '../../../shared/contracts/engagements';
import type { BookIncludedMeeting } from '../../../shared/contracts/engagements';
import { SLOT_TAKEN_MESSAGE, THE_HOUR_MINUTES } from '../../../shared/domain/availability';
import { AppError } from '../../../shared/errors';
import { isEnding } from '../../../shared/domain/engagement-ending';
import { bookingRefusal, dayOf } from './engagements.access';
import type { EngagementAccess, EngagementsDeps } from './engagements.access';
import { linkEngagementMeeting, lockEngagement } from './engagements.repository';
import { offeringOf } from '../../../shared/offerings/catalog';

const MINUTE_MS = 60_000;

export function createPlanMeetings(deps: EngagementsDeps, access: EngagementAccess) {
  const { db, video, availability, notifier } = deps;
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  async function afterBooking(eventId: string, advisor: { id: string; timeZone: string }) {
    try {
      const record = await findMeetingRecord(db, eventId);
      if (record) await notifier.booked(record);
    } catch (error) {
      logError(error, 'Booking emails failed');
    }
    try {
      await availability.refreshAdvisor(advisor);
      deps.onCalendarChange?.();
    } catch (error) {
      logError(error, 'Refreshing the next availability failed');
    }
  }

  return {
    /**
     * Books one of the advisor's open times as a meeting of the engagement, with nothing to pay.
     * The engagement's row lock makes bookings of one engagement take turns (no fifth Plan
     * meeting from two tabs); the calendar's exclusion constraint lets one of two clients have
     * the same time.
     */
    async bookIncludedMeeting(
      user: RequestUser,
      engagementId: string,
      request: BookIncludedMeeting,
    ): Promise<{ eventId: string }> {
      const { engagement, advisor } = await access.clientEngagement(user, engagementId);
      const refused = await bookingRefusal(db, engagement, access.now());
      if (refused) throw new AppError('conflict', refused);
      const start = new Date(request.start);
      // A cancelled Ongoing runs to its last day: no check-in after it (ADR 0067).
      if (isEnding(engagement) && engagement.endsOn && dayOf(start) > engagement.endsOn) {
        throw new AppError('conflict', ENGAGEMENT_MESSAGES.afterLastDay);
      }
      const calendar = { id: advisor.id, timeZone: advisor.timeZone };
      if (!(await availability.isOpenSlot(calendar, start))) {
        const taken = await availability.isOpenSlot(calendar, start, { ignoreClaims: true });
        throw new AppError('conflict', taken ? SLOT_TAKEN_MESSAGE : BOOKING_MESSAGES.notOpen);
      }
      const advisorName = `${advisor.firstName} ${advisor.lastName}`;
      const meeting = await createMeetingVideo(
        video,
        {
          topic: `${offeringOf(engagement.kind).name} with ${advisorName}`,
          start,
          timeZone: advisor.timeZone,
        },
        logError,
      );
      let eventId: string;
      try {
        eventId = await retryOnDeadlock(() =>
          db.transaction(async (tx) => {
            const locked = await lockEngagement(tx, engagement.id);
            if (!locked) throw new AppError('notFound');
            const at = access.now();
            const refusal = await bookingRefusal(tx, locked, at);
            if (refusal) throw new AppError('conflict', refusal);
            const end = new Date(start.getTime() + THE_HOUR_MINUTES * MINUTE_MS);
            const event = await insertBookedMeeting(
              tx,
              {
                advisorId: advisor.id,
                clientId: user.id,
                startsAt: start,
                endsAt: end,
                priceCents: 0,
                clientTimeZone: request.clientTimeZone,
                meetingProvider: meeting?.provider ?? null,
                meetingUrl: meeting?.url ?? null,
                meetingExternalId: meeting?.externalId ?? null,
                scheduledAt: at,
                createdAt: at,
                updatedAt: at,
              },
              {
                actorId: user.id,
                reason: `Included in ${offeringOf(engagement.kind).name} ${engagement.id}`,
                at,
              },
            );
            await claimMeetingTime(tx, {
              advisorId: advisor.id,
              clientId: user.id,
              eventId: event.id,
              start,
              end,
            });
            await linkEngagementMeeting(tx, { engagementId: engagement.id, eventId: event.id, at });
            return event.id;
          }),
        );
      } catch (error) {
        if (meeting) await video.deleteMeeting(meeting).catch(() => undefined);
        if (hasPgErrorCode(error, PG_ERRORS.exclusionViolation)) {
          throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
        }
        throw error;
      }
      await afterBooking(eventId, calendar);
      return { eventId };
    },
  };
}
