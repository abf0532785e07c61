// The open times of an advisor's calendar, as the booking page and the profile ask for them.
import { z } from 'zod';

/** The longest window one request may ask for. */
export const MAX_SLOT_WINDOW_DAYS = 62;
export const DEFAULT_SLOT_WINDOW_DAYS = 14;

export const openSlotsQuerySchema = z.object({
  /** Start of the window (ISO instant); now when left out. */
  from: z.iso.datetime({ offset: true }).optional(),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SLOT_WINDOW_DAYS, `At most ${MAX_SLOT_WINDOW_DAYS} days at a time.`)
    .default(DEFAULT_SLOT_WINDOW_DAYS),
});
export type OpenSlotsQuery = z.infer<typeof openSlotsQuerySchema>;

export const openSlotsSchema = z.object({
  /** The advisor's zone, so a client can see both. */
  advisorTimeZone: z.string(),
  /** ISO instants; the client shows them in the viewer's zone. */
  slots: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type OpenSlots = z.infer<typeof openSlotsSchema>;
