// API paths of reviews: leaving one, the lists each audience sees, an advisor's answer.
import { fillPath } from './fill-path';

export const REVIEW_API_PATTERNS = {
  invitation: '/api/reviews/invitation/:advisorId/:consumerId/:eventId?',
  review: '/api/reviews/:reviewId',
  response: '/api/dashboard/reviews/:reviewId/response',
  regenerateSummary: '/api/admin/users/:userId/regenerate-reviews-summary',
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
  /** Recomputes an advisor's review average and count from their visible reviews (admin). */
  regenerateSummary: (userId: string) =>
    fillPath(REVIEW_API_PATTERNS.regenerateSummary, { userId }),
} as const;
