// Where a paid booking ends: the confirmation page with the meeting's own details.
import { BOOKING_PAGES } from '../../../shared/routes/booking';

export const bookedUrl = (eventId: string) =>
  `${BOOKING_PAGES.booked}?event=${encodeURIComponent(eventId)}`;
