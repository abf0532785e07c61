// Page paths of matching and choosing an advisor: the questionnaire (behind the
// AdvisorRecommendations flag), the shortlist of saved advisors and the side-by-side comparison
// (docs/product.md#matching). The API paths: matching-api.ts.

/** The query parameter of the comparison page: comma-separated advisor slugs. */
export const COMPARE_PARAM = 'advisors';

export const MATCHING_PAGES = {
  questionnaire: '/find-your-advisor',
  shortlist: '/shortlist',
  compare: '/compare',
} as const;

/** The comparison of these advisors (by slug), in this order. */
export function comparePage(slugs: readonly string[]): string {
  const query = new URLSearchParams({ [COMPARE_PARAM]: slugs.join(',') });
  // Commas read better than %2C in an address people may share.
  return `${MATCHING_PAGES.compare}?${query.toString().replaceAll('%2C', ',')}`;
}
