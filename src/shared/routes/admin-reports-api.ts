// API paths of the admin reports (docs/product.md#admin-reports).

export const ADMIN_REPORTS_API = {
  /** GET; `?from=yyyy-MM&to=yyyy-MM&by=month|advisor&sort=…&dir=…&format=json|csv`. */
  report: '/api/admin/reports',
  /** GET; the same query, always CSV. */
  csv: '/api/admin/reports.csv',
} as const;
