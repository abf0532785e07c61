// Page paths of the advisor's compliance (books-and-records) report (the API paths:
// records-api.ts). The advisor opens their own; an admin opens any advisor's.
import { fillPath } from './fill-path';

export const RECORDS_PAGE_PATTERNS = {
  dashboard: '/dashboard/compliance/:userId/report',
  admin: '/admin/users/:userId/report',
} as const;

export const RECORDS_PAGES = {
  dashboard: (userId: string) => fillPath(RECORDS_PAGE_PATTERNS.dashboard, { userId }),
  admin: (userId: string) => fillPath(RECORDS_PAGE_PATTERNS.admin, { userId }),
} as const;
