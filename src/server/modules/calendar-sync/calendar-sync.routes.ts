// HTTP of calendar sync in the dashboard: the signed-in advisor's feed (state, create or
// regenerate, turn off) and their external calendars (list, add, remove). Another advisor's
// calendar answers 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addExternalCalendarSchema,
  calendarFeedSchema,
  externalCalendarListSchema,
  externalCalendarSchema,
} from '../../../shared/contracts/calendar-sync';
import {
  CALENDAR_SYNC_API,
  CALENDAR_SYNC_API_PATTERNS,
} from '../../../shared/routes/calendar-sync-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { NO_CONTENT, withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import type { CalendarSyncService } from './calendar-sync.service';

/** Adding fetches the calendar at once: kept well below what a form would ever need. */
const ADD_LIMIT = { max: 20, timeWindow: '1 minute' };
const FEED_CHANGE_LIMIT = { max: 20, timeWindow: '1 minute' };

export function registerCalendarSyncRoutes(
  app: FastifyInstance,
  calendarSync: CalendarSyncService,
): void {
  const routes = withSchemas(app);
  const feedResponse = { 200: calendarFeedSchema };

  routes.get(
    CALENDAR_SYNC_API.feed,
    { config: { access: ADVISORS }, schema: { response: feedResponse } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return calendarSync.getFeed(requireUser(request).id);
    },
  );

  routes.post(
    CALENDAR_SYNC_API.feed,
    {
      config: { access: ADVISORS, rateLimit: FEED_CHANGE_LIMIT },
      schema: { response: feedResponse },
    },
    async (request, reply) => {
      // The answer holds the secret address: never kept by any cache.
      void reply.header('Cache-Control', 'no-store');
      return calendarSync.createFeed(requireUser(request).id);
    },
  );

  routes.delete(
    CALENDAR_SYNC_API.feed,
    { config: { access: ADVISORS }, schema: { response: feedResponse } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return calendarSync.deleteFeed(requireUser(request).id);
    },
  );

  routes.get(
    CALENDAR_SYNC_API.calendars,
    { config: { access: ADVISORS }, schema: { response: { 200: externalCalendarListSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return calendarSync.listCalendars(requireUser(request).id);
    },
  );

  routes.post(
    CALENDAR_SYNC_API.calendars,
    {
      config: { access: ADVISORS, rateLimit: ADD_LIMIT },
      schema: { body: addExternalCalendarSchema, response: { 201: externalCalendarSchema } },
    },
    async (request, reply) => {
      const calendar = await calendarSync.addCalendar(requireUser(request).id, request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send(calendar);
    },
  );

  routes.delete(
    CALENDAR_SYNC_API_PATTERNS.calendar,
    {
      config: { access: ADVISORS },
      schema: { params: z.object({ calendarId: z.string() }), response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await calendarSync.removeCalendar(
        requireUser(request).id,
        idParam(request.params.calendarId),
      );
      return reply.code(204).send();
    },
  );
}
