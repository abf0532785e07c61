// API paths of the console's intake responses (docs/product.md#intake-responses-admin, ADR 0047).
import { fillPath } from './fill-path';

export const INTAKE_ADMIN_API_PATTERNS = {
  response: '/api/admin/intake-response/:id',
  deleteResponse: '/api/admin/delete-intake-response/:id',
} as const;

export const INTAKE_ADMIN_API = {
  /** Every response, newest first by default. */
  recent: '/api/admin/recent-intake-responses',
  /** Responses attached to no meeting, signup or checkout under way. */
  orphans: '/api/admin/orphan-intake-responses',
  response: (id: string) => fillPath(INTAKE_ADMIN_API_PATTERNS.response, { id }),
  edit: '/api/admin/edit-intake-response',
  deleteResponse: (id: string) => fillPath(INTAKE_ADMIN_API_PATTERNS.deleteResponse, { id }),
} as const;
