// HTTP of the advisor's private meeting feed: public (calendar apps cannot sign in), found only
// by the secret token in its path. An unknown or revoked token is a plain 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CALENDAR_FEED_PATHS,
  CALENDAR_FEED_SUFFIX,
} from '../../../shared/routes/calendar-sync-api';
import { AppError } from '../../../shared/errors';
import { PUBLIC } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { CalendarSyncService } from './calendar-sync.service';

/** Calendar apps poll every few minutes at most; guessing tokens is kept slow. */
const FEED_LIMIT = { max: 60, timeWindow: '1 minute' };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function registerCalendarFeedRoutes(
  app: FastifyInstance,
  calendarSync: CalendarSyncService,
): void {
  withSchemas(app).get(
    CALENDAR_FEED_PATHS.pattern,
    {
      config: { access: PUBLIC, rateLimit: FEED_LIMIT },
      schema: { params: z.object({ file: z.string() }), hide: true },
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith(CALENDAR_FEED_SUFFIX)
        ? file.slice(0, -CALENDAR_FEED_SUFFIX.length)
        : '';
      const ics = TOKEN.test(token) ? await calendarSync.feedIcs(token) : undefined;
      if (ics === undefined) throw new AppError('notFound');
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(ics);
    },
  );
}
