// Page paths of reviews: the page a client leaves one on, the lists each audience sees (the API
// paths: reviews-api.ts).
import { fillPath } from './fill-path';

export const REVIEW_PAGE_PATTERNS = {
  /** The review a client leaves after a meeting. */
  leave: '/leaveareview/:advisorId/:consumerId/:eventId?',
} as const;

export const REVIEW_PAGES = {
  leave: (advisorId: string, consumerId: string, eventId?: string) =>
    fillPath(REVIEW_PAGE_PATTERNS.leave, {
      advisorId,
      consumerId,
      ...(eventId ? { eventId } : {}),
    }),
  account: '/account/reviews',
  dashboard: '/dashboard/reviews',
} as const;
