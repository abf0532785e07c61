// API paths of the admin dashboard's figures (docs/product.md#admin-dashboard).

export const REPORTS_API = {
  /** GET; `?by=week|month`. */
  dashboard: '/api/admin/dashboard',
} as const;
