// HTTP of booked meetings: reading one, its calendar file, moving, cancelling, the money-back
// request, no-shows and notes; the client's, the advisor's and the admin's lists. Who may see a
// meeting (its client, its advisor, admins) is checked by the meetings service, which answers
// 404 to everyone else so the existence of other people's meetings is never revealed.
import type { FastifyInstance } from 'fastify';
import { openSlotsQuerySchema } from '../../../shared/contracts/availability';
import {
  adminEventsQuerySchema,
  cancelRequestSchema,
  meetingNotesRequestSchema,
  refundRequestSchema,
  rescheduleRequestSchema,
} from '../../../shared/contracts/booking';

import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, SIGNED_IN, withRoles } from '../../http/access';
import { idParam, parseInput } from '../../http/validate';
import type { MeetingsService } from './meetings.service';
import type { MeetingCalendar } from './meeting-calendar';
import { MEETING_API, MEETING_API_PATTERNS } from '../../../shared/meeting-routes';

type EventParams = { Params: { eventId: string } };

const CLIENTS = withRoles(['Consumer', 'Admin']);
const ADVISORS = withRoles(['Advisor', 'Admin']);

export function registerMeetingsRoutes(
  app: FastifyInstance,
  meetings: MeetingsService,
  calendar: MeetingCalendar,
): void {
  const noStore = { 'Cache-Control': 'no-store' };

  app.get(MEETING_API.accountMeetings, { config: { access: CLIENTS } }, async (request, reply) => {
    void reply.headers(noStore);
    return meetings.listClientMeetings(requireUser(request));
  });

  app.get(
    MEETING_API.dashboardMeetings,
    { config: { access: ADVISORS } },
    async (request, reply) => {
      void reply.headers(noStore);
      return meetings.listAdvisorMeetings(requireUser(request));
    },
  );

  app.get<EventParams>(
    MEETING_API_PATTERNS.bookingEvent,
    { config: { access: SIGNED_IN } },
    async (request, reply) => {
      void reply.headers(noStore);
      return meetings.getMeeting(requireUser(request), idParam(request.params.eventId));
    },
  );

  app.get<EventParams>(
    MEETING_API_PATTERNS.bookingEventCalendar,
    { config: { access: SIGNED_IN } },
    async (request, reply) => {
      const user = requireUser(request);
      const record = await meetings.calendarRecord(user, idParam(request.params.eventId));
      return reply
        .headers({
          ...noStore,
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="the-hour.ics"',
        })
        .send(calendar.icsFor(record, user.id === record.advisor.userId ? 'advisor' : 'client'));
    },
  );

  app.get<EventParams>(
    MEETING_API_PATTERNS.bookingEventSlots,
    { config: { access: SIGNED_IN } },
    async (request, reply) => {
      void reply.headers(noStore);
      const query = parseInput(openSlotsQuerySchema, request.query);
      return meetings.openSlotsForReschedule(
        requireUser(request),
        idParam(request.params.eventId),
        query,
      );
    },
  );

  app.post<EventParams>(
    MEETING_API_PATTERNS.bookingEventReschedule,
    { config: { access: SIGNED_IN } },
    async (request) => {
      const { start } = parseInput(rescheduleRequestSchema, request.body);
      return meetings.reschedule(
        requireUser(request),
        idParam(request.params.eventId),
        new Date(start),
      );
    },
  );

  app.post<EventParams>(
    MEETING_API_PATTERNS.bookingEventCancel,
    { config: { access: SIGNED_IN } },
    async (request) => {
      const { reason } = parseInput(cancelRequestSchema, request.body ?? {});
      return meetings.cancel(requireUser(request), idParam(request.params.eventId), reason);
    },
  );

  app.post<EventParams>(
    MEETING_API_PATTERNS.bookingEventRefundRequest,
    { config: { access: CLIENTS } },
    async (request) => {
      const { reason } = parseInput(refundRequestSchema, request.body);
      return meetings.requestRefund(requireUser(request), idParam(request.params.eventId), reason);
    },
  );

  app.post<EventParams>(
    MEETING_API_PATTERNS.bookingEventNoShow,
    { config: { access: ADVISORS } },
    async (request) => meetings.markNoShow(requireUser(request), idParam(request.params.eventId)),
  );

  app.put<EventParams>(
    MEETING_API_PATTERNS.meetingNotes,
    { config: { access: ADVISORS } },
    async (request) => {
      const { notes } = parseInput(meetingNotesRequestSchema, request.body);
      return meetings.saveNotes(requireUser(request), idParam(request.params.eventId), notes);
    },
  );

  app.get(MEETING_API.adminEvents, { config: { access: ADMIN_ONLY } }, async (request, reply) => {
    void reply.headers(noStore);
    const query = parseInput(adminEventsQuerySchema, request.query);
    return meetings.listAdminEvents(requireUser(request), query);
  });

  app.get<EventParams>(
    MEETING_API_PATTERNS.adminEvent,
    { config: { access: ADMIN_ONLY } },
    async (request, reply) => {
      void reply.headers(noStore);
      return meetings.getAdminEvent(requireUser(request), idParam(request.params.eventId));
    },
  );

  app.post<EventParams>(
    MEETING_API_PATTERNS.adminEventRefund,
    { config: { access: ADMIN_ONLY } },
    async (request) =>
      meetings.approveRefund(requireUser(request), idParam(request.params.eventId)),
  );
}
