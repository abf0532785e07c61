// Page paths of the signed-in person's own account (its API paths: account-api.ts).

export const ACCOUNT_PAGES = {
  profile: '/account/profile',
} as const;
