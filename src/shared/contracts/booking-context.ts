// What is being booked, carried through sign-in so the log-in and register pages can show it
// (ADR 0054): the advisor's slug, the chosen start and the zone it was picked in. Only these
// three travel; the server reads the advisor and the price from the database, never from here.
import { z } from 'zod';
import { slugSchema } from '../limits';
import { isValidTimeZone } from '../time-zones';
import { isoInstantSchema } from './instant';

/** Far above any real value; anything longer is not ours. */
const MAX_LENGTH = 160;
const SEPARATOR = ' ';

const bookingContextSchema = z.object({
  advisorSlug: slugSchema,
  start: isoInstantSchema(),
  timeZone: z.string().max(64).refine(isValidTimeZone),
});
export type BookingContext = z.infer<typeof bookingContextSchema>;

export function encodeBookingContext(context: BookingContext): string {
  return [context.advisorSlug, context.start, context.timeZone].join(SEPARATOR);
}

/** The context in a parameter, or null for anything missing, malformed or made up. */
export function parseBookingContext(value: unknown): BookingContext | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const [advisorSlug, start, timeZone, ...rest] = value.split(SEPARATOR);
  if (rest.length > 0) return null;
  const parsed = bookingContextSchema.safeParse({ advisorSlug, start, timeZone });
  return parsed.success ? parsed.data : null;
}
