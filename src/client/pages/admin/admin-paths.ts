// Admin pages built so far (spec §2.4). The full admin area arrives later.
import { PAGES } from '../../../shared/routes';

export const ADMIN_PAGES = {
  users: PAGES.adminUsers,
  events: PAGES.adminEvents,
  emails: PAGES.adminEmails,
  reviews: PAGES.adminReviews,
} as const;
