// Page paths of the console's operations pages (docs/product.md#admin-operations): a meeting's
// edit page, recordings, intake responses and stored files (API paths: operations-api.ts). A
// reloadId segment lets a page be opened afresh on the same record; its value means nothing else.
import { fillPath } from './fill-path';

export const OPERATIONS_PAGE_PATTERNS = {
  eventEdit: '/admin/events/:eventId/edit',
} as const;

export const OPERATIONS_PAGES = {
  eventEdit: (eventId: string) => fillPath(OPERATIONS_PAGE_PATTERNS.eventEdit, { eventId }),
} as const;
