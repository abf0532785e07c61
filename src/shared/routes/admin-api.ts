// API paths of the admin console: users, meetings and their refunds, the outgoing emails and
// reviews, and the feature flags.
import { fillPath } from './fill-path';

export const ADMIN_API_PATTERNS = {
  event: '/api/admin/events/:eventId',
  eventRefund: '/api/admin/events/:eventId/refund',
  review: '/api/admin/reviews/:reviewId',
} as const;

export const ADMIN_API = {
  users: '/api/admin/users',
  events: '/api/admin/events',
  event: (eventId: string) => fillPath(ADMIN_API_PATTERNS.event, { eventId }),
  eventRefund: (eventId: string) => fillPath(ADMIN_API_PATTERNS.eventRefund, { eventId }),
  emails: '/api/admin/emails',
  reviews: '/api/admin/reviews',
  review: (reviewId: string) => fillPath(ADMIN_API_PATTERNS.review, { reviewId }),
  /** Every named flag (docs/product.md#feature-flags), and the call that sets one. */
  featureFlags: '/api/admin/feature-flags',
  setFeatureFlag: '/api/admin/set-feature-flag',
  /** The append-only audit log (docs/product.md#audit-log), paged and searched. */
  auditLog: '/api/admin/audit-log',
} as const;
