// Calendar sync (docs/product.md#calendar-sync): the limits of the advisor's private meeting feed
// and of the external calendars whose busy times are imported. Both sides read them.

/** How many external calendars one advisor may import busy times from. */
export const MAX_EXTERNAL_CALENDARS = 5;
/** How far ahead imported busy times are kept (recurring events are expanded this far). */
export const CALENDAR_IMPORT_HORIZON_DAYS = 60;
/** An external calendar's answer is abandoned after this long. */
export const CALENDAR_IMPORT_TIMEOUT_MS = 10_000;
/** An external calendar larger than this is refused (read as a stream, stopped when over). */
export const CALENDAR_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Busy ranges kept per calendar; a calendar with more is cut to the earliest. */
export const CALENDAR_IMPORT_MAX_BUSY = 2_000;
/** The feed carries meetings that ended up to this many days ago, and every later one. */
export const CALENDAR_FEED_PAST_DAYS = 30;

export const CALENDAR_SYNC_MESSAGES = {
  urlScheme: 'Enter a calendar address starting with https:// or http://.',
  webcal: 'Replace webcal:// with https:// at the start of the address.',
  tooMany: `You can import from at most ${MAX_EXTERNAL_CALENDARS} calendars. Remove one first.`,
  duplicate: 'This calendar is already imported.',
  privateHost: 'This address points to a private network. Use the calendar’s public address.',
  timeout: `The calendar did not answer within ${CALENDAR_IMPORT_TIMEOUT_MS / 1000} seconds.`,
  tooLarge: `The calendar is larger than ${CALENDAR_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  notCalendar: 'The address did not return an iCalendar (.ics) file.',
  noFeed: 'There is no calendar feed to turn off.',
} as const;
