// The open times of an advisor's calendar, as the booking page and the profile ask for them.
import { z } from 'zod';
import { validateAvailabilityRules } from '../domain/availability';
import { isoInstantSchema } from './instant';
import type { AvailabilityRules } from '../domain/availability';

/** The longest window one request may ask for. */
export const MAX_SLOT_WINDOW_DAYS = 62;
export const DEFAULT_SLOT_WINDOW_DAYS = 14;

export const openSlotsQuerySchema = z.object({
  /** Start of the window (ISO instant); now when left out. */
  from: isoInstantSchema().optional(),
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

const localInterval = z.object({ start: z.string().max(5), end: z.string().max(5) });

/** An advisor's rules as the dashboard sends them; checked by the same rules as the engine's. */
export const availabilityRulesSchema = z
  .object({
    timeZone: z.string().max(64),
    weekly: z.partialRecord(
      z.enum(['1', '2', '3', '4', '5', '6', '7']),
      z.array(localInterval).max(12),
    ),
    overrides: z
      .array(z.object({ date: z.string().max(10), intervals: z.array(localInterval).max(12) }))
      .max(366),
    timeOff: z.array(z.object({ start: z.string().max(40), end: z.string().max(40) })).max(200),
    bufferMinutes: z.number(),
    minimumNoticeMinutes: z.number(),
    horizonDays: z.number(),
    slotMinutes: z.number(),
  })
  .superRefine((rules, context) => {
    for (const issue of validateAvailabilityRules(rules as AvailabilityRules)) {
      context.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  });

export const availabilitySettingsSchema = z.object({
  rules: availabilityRulesSchema,
  /** True while the advisor still has the defaults and has never saved. */
  isDefault: z.boolean(),
});
/** Object keys of the weekly hours travel as text; the engine reads them the same way. */
export interface AvailabilitySettings {
  rules: AvailabilityRules;
  isDefault: boolean;
}
