// API paths of the console's operations calls (docs/product.md#admin-operations): meetings by
// the state machine, recordings at their video provider, intake responses and stored files.
// Reading, refunding and listing meetings: admin-api.ts.
import { fillPath } from './fill-path';

export const OPERATIONS_API_PATTERNS = {
  searchEvents: '/api/admin/search-events/:text',
} as const;

export const OPERATIONS_API = {
  searchEvents: (text: string) => fillPath(OPERATIONS_API_PATTERNS.searchEvents, { text }),
} as const;
