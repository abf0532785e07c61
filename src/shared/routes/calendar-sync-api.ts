// Paths of calendar sync: the advisor's private meeting feed (public, found by its secret token)
// and the dashboard API that manages it and the external calendars imported as busy time.
import { fillPath } from './fill-path';

export const CALENDAR_SYNC_API_PATTERNS = {
  calendar: '/api/dashboard/calendar-sync/calendars/:calendarId',
} as const;

export const CALENDAR_SYNC_API = {
  /** GET the feed's state, POST to create or regenerate it, DELETE to turn it off. */
  feed: '/api/dashboard/calendar-sync/feed',
  /** GET the external calendars, POST to add one. */
  calendars: '/api/dashboard/calendar-sync/calendars',
  /** DELETE one external calendar. */
  calendar: (calendarId: string) => fillPath(CALENDAR_SYNC_API_PATTERNS.calendar, { calendarId }),
} as const;

/** The feed's file name is the token with this ending, which calendar apps expect. */
export const CALENDAR_FEED_SUFFIX = '.ics';

/** The feed itself, outside /api: no sign-in, the token in the path is the only key. */
export const CALENDAR_FEED_PATHS = {
  pattern: '/calendar/:file',
  file: (token: string) => fillPath('/calendar/:file', { file: `${token}${CALENDAR_FEED_SUFFIX}` }),
} as const;
