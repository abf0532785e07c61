// API path of the console-wide search (docs/product.md#admin-search); its text rides in `?q=`.
export const SEARCH_API = {
  admin: '/api/admin/search',
} as const;
