// Calendar sync over HTTP (docs/product.md#calendar-sync): the advisor's feed and the external
// calendars whose busy times are imported.
import { z } from 'zod';
import { CALENDAR_SYNC_MESSAGES } from '../calendar-sync';
import { LIMITS, calendarLabelSchema } from '../limits';

/** What the dashboard knows of the feed: the URL itself only right after it was made. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Present only in the answer that created it: the token is kept hashed. */
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const externalCalendarSchema = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  createdAt: z.string(),
  lastImportedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  busyCount: z.number().int(),
});
export type ExternalCalendar = z.infer<typeof externalCalendarSchema>;

export const externalCalendarListSchema = z.object({
  calendars: z.array(externalCalendarSchema),
  max: z.number().int(),
});
export type ExternalCalendarList = z.infer<typeof externalCalendarListSchema>;

export const calendarUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the calendar’s address.')
  .max(LIMITS.url.max, `The address must be at most ${LIMITS.url.max} characters.`)
  .refine((value) => !/^webcals?:\/\//i.test(value), CALENDAR_SYNC_MESSAGES.webcal)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, CALENDAR_SYNC_MESSAGES.urlScheme);

export const addExternalCalendarSchema = z.object({
  label: calendarLabelSchema,
  url: calendarUrlSchema,
});
export type AddExternalCalendar = z.infer<typeof addExternalCalendarSchema>;
