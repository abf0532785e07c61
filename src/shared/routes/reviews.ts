// Reviews: the page a client leaves one on, the lists each audience sees, and an advisor's
// public answer.
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

export const REVIEW_API_PATTERNS = {
  invitation: '/api/reviews/invitation/:advisorId/:consumerId/:eventId?',
  review: '/api/reviews/:reviewId',
  response: '/api/dashboard/reviews/:reviewId/response',
} as const;

export const REVIEW_API = {
  reviews: '/api/reviews',
  invitation: (advisorId: string, consumerId: string, eventId?: string) =>
    fillPath(REVIEW_API_PATTERNS.invitation, {
      advisorId,
      consumerId,
      ...(eventId ? { eventId } : {}),
    }),
  review: (reviewId: string) => fillPath(REVIEW_API_PATTERNS.review, { reviewId }),
  account: '/api/account/reviews',
  dashboard: '/api/dashboard/reviews',
  response: (reviewId: string) => fillPath(REVIEW_API_PATTERNS.response, { reviewId }),
} as const;
