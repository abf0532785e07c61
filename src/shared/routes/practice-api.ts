// API paths of the advisor's practice (docs/product.md#dashboard).
import { fillPath } from './fill-path';

export const PRACTICE_API_PATTERNS = {
  clientRecord: '/api/dashboard/clients/:client/record',
} as const;

export const PRACTICE_API = {
  /** What needs doing: reviews to answer, document requests, plans to deliver, overdue invoices. */
  toDo: '/api/dashboard/to-do',
  /** One client's intake answers and payments to the advisor, by id or email. */
  clientRecord: (client: string) => fillPath(PRACTICE_API_PATTERNS.clientRecord, { client }),
} as const;
