// API paths of availability: an advisor's weekly hours, and the open times a client picks from.
import { fillPath } from './fill-path';

export const AVAILABILITY_API_PATTERNS = {
  advisorSlots: '/api/advisors/profile/:slug/slots',
} as const;

export const AVAILABILITY_API = {
  dashboard: '/api/dashboard/availability',
  advisorSlots: (slug: string) => fillPath(AVAILABILITY_API_PATTERNS.advisorSlots, { slug }),
} as const;
