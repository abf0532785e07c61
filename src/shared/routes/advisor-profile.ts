// Page paths of the advisor's own public-profile editor (docs/product.md#dashboard).

export const ADVISOR_PROFILE_PAGES = {
  /** Where the advisor edits everything their public profile and card show. */
  dashboard: '/dashboard/profile',
} as const;
