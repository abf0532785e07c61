// Page paths of booking The Hour: picking a time, completing a held time, the page after
// (the API paths: booking-api.ts).
import { fillPath } from './fill-path';

export const BOOKING_PAGE_PATTERNS = {
  /** The Hour booking flow of an advisor: pick a time. */
  bookHour: '/advisor/:slug/book',
  /** A held time being completed: intake form, then payment. */
  checkout: '/booking/:checkoutId',
} as const;

export const BOOKING_PAGES = {
  bookHour: (slug: string) => fillPath(BOOKING_PAGE_PATTERNS.bookHour, { slug }),
  checkout: (checkoutId: string) => fillPath(BOOKING_PAGE_PATTERNS.checkout, { checkoutId }),
  booked: '/booked',
} as const;
