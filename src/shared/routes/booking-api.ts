// API paths of booking The Hour: holding a time, the intake form and paying.
import { fillPath } from './fill-path';

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
