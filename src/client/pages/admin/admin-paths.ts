// Admin pages built so far (docs/product.md#admin). The full admin area arrives later.
import { PAGES } from '../../../shared/routes';

export const ADMIN_PAGES = {
  users: PAGES.adminUsers,
  events: PAGES.adminEvents,
  emails: PAGES.adminEmails,
  reviews: PAGES.adminReviews,
} as const;
