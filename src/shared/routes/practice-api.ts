// API paths of the advisor's practice (docs/product.md#dashboard).
export const PRACTICE_API = {
  /** What needs doing: reviews to answer, document requests, plans to deliver, overdue invoices. */
  toDo: '/api/dashboard/to-do',
} as const;
