// Page paths of the signed-in person's own account (its API paths: account-api.ts).

export const ACCOUNT_PAGES = {
  profile: '/account/profile',
  /** The same profile for someone whose area is Advisor Home (an advisor without My Account). */
  dashboardProfile: '/dashboard/account-profile',
} as const;
