// Booking The Hour: picking a time, holding it, the intake form, paying, and the page after.
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

export const BOOKING_API_PATTERNS = {
  hold: '/api/booking/holds/:checkoutId',
  holdIntake: '/api/booking/holds/:checkoutId/intake',
  holdPay: '/api/booking/holds/:checkoutId/pay',
} as const;

export const BOOKING_API = {
  holds: '/api/booking/holds',
  hold: (checkoutId: string) => fillPath(BOOKING_API_PATTERNS.hold, { checkoutId }),
  holdIntake: (checkoutId: string) => fillPath(BOOKING_API_PATTERNS.holdIntake, { checkoutId }),
  holdPay: (checkoutId: string) => fillPath(BOOKING_API_PATTERNS.holdPay, { checkoutId }),
  paymentSettings: '/api/booking/payment-settings',
} as const;
