// API paths of the admin console: users and roles, meetings and their refunds, the outgoing
// emails and reviews, and the feature flags.
import { fillPath } from './fill-path';

export const ADMIN_API_PATTERNS = {
  event: '/api/admin/events/:eventId',
  eventRefund: '/api/admin/events/:eventId/refund',
  review: '/api/admin/reviews/:reviewId',
  userBasic: '/api/admin/users/basic/:userId',
  userSearch: '/api/admin/users/search/:text',
  userSearchIn: '/api/admin/users/search/:text/:extra',
  usersByRole: '/api/admin/users/roles/:role',
  user: '/api/admin/users/:userId',
  userRoles: '/api/admin/users/:userId/roles',
  role: '/api/admin/roles/:roleId',
} as const;

export const ADMIN_API = {
  users: '/api/admin/users',
  userBasic: (userId: string) => fillPath(ADMIN_API_PATTERNS.userBasic, { userId }),
  /** Quick search by name or email; `extra` narrows to holders of one role. */
  userSearch: (text: string, extra?: string) =>
    extra
      ? fillPath(ADMIN_API_PATTERNS.userSearchIn, { text, extra })
      : fillPath(ADMIN_API_PATTERNS.userSearch, { text }),
  usersByRole: (role: string) => fillPath(ADMIN_API_PATTERNS.usersByRole, { role }),
  user: (userId: string) => fillPath(ADMIN_API_PATTERNS.user, { userId }),
  userRoles: (userId: string) => fillPath(ADMIN_API_PATTERNS.userRoles, { userId }),
  roles: '/api/admin/roles',
  role: (roleId: number | string) => fillPath(ADMIN_API_PATTERNS.role, { roleId: String(roleId) }),
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
