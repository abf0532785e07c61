// API paths of the signed-in practice: booking and paying for The Hour, meetings, reviews and
// the admin tools around them. Apart from routes.ts so the first page a visitor loads does not
// carry them.
import { fillPath } from './routes';

export const MEETING_API_PATTERNS = {
  bookingHold: '/api/booking/holds/:checkoutId',
  bookingHoldIntake: '/api/booking/holds/:checkoutId/intake',
  bookingHoldPay: '/api/booking/holds/:checkoutId/pay',
  bookingEvent: '/api/booking/events/:eventId',
  bookingEventCalendar: '/api/booking/events/:eventId/calendar.ics',
  bookingEventSlots: '/api/booking/events/:eventId/slots',
  bookingEventReschedule: '/api/booking/events/:eventId/reschedule',
  bookingEventCancel: '/api/booking/events/:eventId/cancel',
  bookingEventRefundRequest: '/api/booking/events/:eventId/refund-request',
  bookingEventNoShow: '/api/booking/events/:eventId/no-show',
  meetingNotes: '/api/dashboard/meetings/:eventId/notes',
  reviewInvitation: '/api/reviews/invitation/:advisorId/:consumerId/:eventId?',
  reviewResponse: '/api/dashboard/reviews/:reviewId/response',
  adminEvent: '/api/admin/events/:eventId',
  adminEventRefund: '/api/admin/events/:eventId/refund',
  adminReview: '/api/admin/reviews/:reviewId',
} as const;

export const MEETING_API = {
  bookingHolds: '/api/booking/holds',
  bookingHold: (checkoutId: string) => fillPath(MEETING_API_PATTERNS.bookingHold, { checkoutId }),
  bookingHoldIntake: (checkoutId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingHoldIntake, { checkoutId }),
  bookingHoldPay: (checkoutId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingHoldPay, { checkoutId }),
  paymentSettings: '/api/booking/payment-settings',
  stripeWebhook: '/api/payments/stripe/webhook',
  bookingEvent: (eventId: string) => fillPath(MEETING_API_PATTERNS.bookingEvent, { eventId }),
  bookingEventCalendar: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingEventCalendar, { eventId }),
  bookingEventSlots: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingEventSlots, { eventId }),
  bookingEventReschedule: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingEventReschedule, { eventId }),
  bookingEventCancel: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingEventCancel, { eventId }),
  bookingEventRefundRequest: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingEventRefundRequest, { eventId }),
  bookingEventNoShow: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.bookingEventNoShow, { eventId }),
  accountMeetings: '/api/account/meetings',
  dashboardMeetings: '/api/dashboard/meetings',
  meetingNotes: (eventId: string) => fillPath(MEETING_API_PATTERNS.meetingNotes, { eventId }),
  dashboardAvailability: '/api/dashboard/availability',
  reviews: '/api/reviews',
  reviewInvitation: (advisorId: string, consumerId: string, eventId?: string) =>
    fillPath(MEETING_API_PATTERNS.reviewInvitation, {
      advisorId,
      consumerId,
      ...(eventId ? { eventId } : {}),
    }),
  dashboardReviews: '/api/dashboard/reviews',
  reviewResponse: (reviewId: string) => fillPath(MEETING_API_PATTERNS.reviewResponse, { reviewId }),
  adminEvents: '/api/admin/events',
  adminEmails: '/api/admin/emails',
  adminEvent: (eventId: string) => fillPath(MEETING_API_PATTERNS.adminEvent, { eventId }),
  adminEventRefund: (eventId: string) =>
    fillPath(MEETING_API_PATTERNS.adminEventRefund, { eventId }),
  adminReviews: '/api/admin/reviews',
  adminReview: (reviewId: string) => fillPath(MEETING_API_PATTERNS.adminReview, { reviewId }),
} as const;
