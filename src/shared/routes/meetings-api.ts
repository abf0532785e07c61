// API paths of meetings once booked: the lists each audience sees, and what can be done to one
// meeting (its calendar file, moving, cancelling, refunds, no-shows, the advisor's notes).
import { fillPath } from './fill-path';

export const MEETING_API_PATTERNS = {
  event: '/api/booking/events/:eventId',
  eventCalendar: '/api/booking/events/:eventId/calendar.ics',
  eventSlots: '/api/booking/events/:eventId/slots',
  eventReschedule: '/api/booking/events/:eventId/reschedule',
  eventCancel: '/api/booking/events/:eventId/cancel',
  eventRefundRequest: '/api/booking/events/:eventId/refund-request',
  eventNoShow: '/api/booking/events/:eventId/no-show',
  notes: '/api/dashboard/meetings/:eventId/notes',
} as const;

const byEvent = (pattern: string) => (eventId: string) => fillPath(pattern, { eventId });

export const MEETING_API = {
  account: '/api/account/meetings',
  dashboard: '/api/dashboard/meetings',
  event: byEvent(MEETING_API_PATTERNS.event),
  eventCalendar: byEvent(MEETING_API_PATTERNS.eventCalendar),
  eventSlots: byEvent(MEETING_API_PATTERNS.eventSlots),
  eventReschedule: byEvent(MEETING_API_PATTERNS.eventReschedule),
  eventCancel: byEvent(MEETING_API_PATTERNS.eventCancel),
  eventRefundRequest: byEvent(MEETING_API_PATTERNS.eventRefundRequest),
  eventNoShow: byEvent(MEETING_API_PATTERNS.eventNoShow),
  notes: byEvent(MEETING_API_PATTERNS.notes),
} as const;
