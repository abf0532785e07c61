// HTTP of booked meetings: reading one, its calendar file, moving, cancelling, the money-back
// request, no-shows and notes; the client's, the advisor's and the admin's lists. Who may see a
// meeting (its client, its advisor, admins) is checked by the meetings service, which answers
// 404 to everyone else so the existence of other people's meetings is never revealed.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { openSlotsQuerySchema, openSlotsSchema } from '../../../shared/contracts/availability';
import {
  adminEventChangeSchema,
  adminEventPageSchema,
  adminEventSchema,
  adminEventsQuerySchema,
  cancelRequestSchema,
  meetingListSchema,
  meetingNotesRequestSchema,
  meetingSchema,
  refundRequestSchema,
  rescheduleRequestSchema,
} from '../../../shared/contracts/booking';

import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, ADVISORS, CLIENTS, SIGNED_IN } from '../../http/access';
import { checkedInHandler, fileAnswer, withSchemas } from '../../http/route-schemas';
import { idParam, parseInput } from '../../validation/parse-input';
import type { MeetingsService } from './meetings.service';
import type { MeetingCalendar } from './meeting-calendar';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { MEETING_API, MEETING_API_PATTERNS } from '../../../shared/routes/meetings-api';
import { NO_STORE } from '../../http/cache-headers';
import { OPERATIONS_API_PATTERNS } from '../../../shared/routes/operations-api';
import { LIMITS } from '../../../shared/limits';

const params = z.object({ eventId: z.string() });
/** Most calls answer the meeting as it now is. */
const meetingAnswer = { params, response: { 200: meetingSchema } };

export function registerMeetingsRoutes(
  app: FastifyInstance,
  meetings: MeetingsService,
  calendar: MeetingCalendar,
): void {
  const routes = withSchemas(app);
  routes.get(
    MEETING_API.account,
    { config: { access: CLIENTS }, schema: { response: { 200: meetingListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return meetings.listClientMeetings(requireUser(request));
    },
  );

  routes.get(
    MEETING_API.dashboard,
    { config: { access: ADVISORS }, schema: { response: { 200: meetingListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return meetings.listAdvisorMeetings(requireUser(request));
    },
  );

  routes.get(
    MEETING_API_PATTERNS.event,
    { config: { access: SIGNED_IN }, schema: meetingAnswer },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return meetings.getMeeting(requireUser(request), idParam(request.params.eventId));
    },
  );

  routes.get(
    MEETING_API_PATTERNS.eventCalendar,
    {
      config: { access: SIGNED_IN },
      schema: {
        params,
        response: { 200: fileAnswer('The meeting as a calendar file.', 'text/calendar') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const record = await meetings.calendarRecord(user, idParam(request.params.eventId));
      return reply
        .headers({
          ...NO_STORE,
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="the-hour.ics"',
        })
        .send(calendar.icsFor(record, user.id === record.advisor.userId ? 'advisor' : 'client'));
    },
  );

  routes.get(
    MEETING_API_PATTERNS.eventSlots,
    {
      config: { access: SIGNED_IN },
      schema: { params, querystring: openSlotsQuerySchema, response: { 200: openSlotsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const query = request.query;
      return meetings.openSlotsForReschedule(
        requireUser(request),
        idParam(request.params.eventId),
        query,
      );
    },
  );

  routes.post(
    MEETING_API_PATTERNS.eventReschedule,
    { config: { access: SIGNED_IN }, schema: { ...meetingAnswer, body: rescheduleRequestSchema } },
    async (request) => {
      const { start } = request.body;
      return meetings.reschedule(
        requireUser(request),
        idParam(request.params.eventId),
        new Date(start),
      );
    },
  );

  // No body at all is a cancellation without a reason.
  routes.post(
    MEETING_API_PATTERNS.eventCancel,
    {
      config: { access: SIGNED_IN },
      schema: { ...meetingAnswer, body: checkedInHandler(cancelRequestSchema) },
    },
    async (request) => {
      const { reason } = parseInput(cancelRequestSchema, request.body ?? {});
      return meetings.cancel(requireUser(request), idParam(request.params.eventId), reason);
    },
  );

  routes.post(
    MEETING_API_PATTERNS.eventRefundRequest,
    { config: { access: CLIENTS }, schema: { ...meetingAnswer, body: refundRequestSchema } },
    async (request) => {
      const { reason } = request.body;
      return meetings.requestRefund(requireUser(request), idParam(request.params.eventId), reason);
    },
  );

  routes.post(
    MEETING_API_PATTERNS.eventNoShow,
    { config: { access: ADVISORS }, schema: meetingAnswer },
    async (request) => meetings.markNoShow(requireUser(request), idParam(request.params.eventId)),
  );

  routes.put(
    MEETING_API_PATTERNS.notes,
    { config: { access: ADVISORS }, schema: { ...meetingAnswer, body: meetingNotesRequestSchema } },
    async (request) => {
      const { notes } = request.body;
      return meetings.saveNotes(requireUser(request), idParam(request.params.eventId), notes);
    },
  );

  routes.get(
    ADMIN_API.events,
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: adminEventsQuerySchema, response: { 200: adminEventPageSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return meetings.listAdminEvents(requireUser(request), request.query);
    },
  );

  routes.get(
    ADMIN_API_PATTERNS.event,
    { config: { access: ADMIN_ONLY }, schema: { params, response: { 200: adminEventSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return meetings.getAdminEvent(requireUser(request), idParam(request.params.eventId));
    },
  );

  // A status change through the state machine only; a forbidden one answers 409.
  routes.put(
    ADMIN_API_PATTERNS.event,
    {
      config: { access: ADMIN_ONLY },
      schema: { ...meetingAnswer, body: adminEventChangeSchema },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const id = idParam(request.params.eventId);
      return meetings.changeAsAdmin(requireUser(request), id, request.body);
    },
  );

  // Deleting a meeting cancels it (ADR 0043): the row and its history stay, the fee is refunded.
  routes.delete(
    ADMIN_API_PATTERNS.event,
    { config: { access: ADMIN_ONLY }, schema: meetingAnswer },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const id = idParam(request.params.eventId);
      return meetings.changeAsAdmin(requireUser(request), id, { action: 'cancel' });
    },
  );

  routes.get(
    OPERATIONS_API_PATTERNS.searchEvents,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: z.object({ text: z.string().trim().min(1).max(LIMITS.consoleSearch.max) }),
        response: { 200: z.array(meetingSchema) },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return meetings.searchAdminEvents(requireUser(request), request.params.text);
    },
  );

  routes.post(
    ADMIN_API_PATTERNS.eventRefund,
    { config: { access: ADMIN_ONLY }, schema: meetingAnswer },
    async (request) =>
      meetings.approveRefund(requireUser(request), idParam(request.params.eventId)),
  );
}
