// API paths of matching (docs/product.md#matching): the questionnaire's choices and ranking,
// advisors' cards and comparison by slug, and a signed-in client's saved advisors.
import { fillPath } from './fill-path';

export const MATCHING_API_PATTERNS = {
  savedAdvisor: '/api/account/saved-advisors/:slug',
} as const;

export const MATCHING_API = {
  /** GET the questionnaire's choices (flagged). */
  options: '/api/matching/options',
  /** POST answers, get the ranked shortlist (flagged). */
  recommendations: '/api/matching/recommendations',
  /** GET cards of listed advisors by slug (`?advisors=a,b`), for a visitor's saved list. */
  cards: '/api/matching/cards',
  /** GET the comparison of up to three advisors (`?advisors=a,b,c`). */
  compare: '/api/matching/compare',
  /** GET the signed-in client's saved advisors. */
  savedAdvisors: '/api/account/saved-advisors',
  /** PUT saves, DELETE forgets one advisor. */
  savedAdvisor: (slug: string) => fillPath(MATCHING_API_PATTERNS.savedAdvisor, { slug }),
  /** POST the list kept in the browser before signing in; answers the merged list. */
  mergeSavedAdvisors: '/api/account/saved-advisors/merge',
} as const;
