// The roots of the three signed-in areas, one audience each. The pages each domain shows an
// audience live in that domain's module, under one of these roots.
export const AREA_ROOTS = {
  /** My Account: the client. */
  account: '/account',
  /** Advisor Home. */
  dashboard: '/dashboard',
  admin: '/admin',
} as const;
