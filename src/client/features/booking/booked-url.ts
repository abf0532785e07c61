// Where a paid booking ends: the confirmation page with the meeting's own details.
import { PAGES } from '../../../shared/routes';

export const bookedUrl = (eventId: string) =>
  `${PAGES.booked}?event=${encodeURIComponent(eventId)}`;
