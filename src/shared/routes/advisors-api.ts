// API paths of finding an advisor: the landing page's figures, search, profiles and reviews.
import { fillPath } from './fill-path';

export const ADVISOR_API_PATTERNS = {
  profile: '/api/advisors/profile/:slug',
  reviews: '/api/advisors/profile/:slug/reviews',
} as const;

export const ADVISOR_API = {
  /** What the landing page shows: featured advisors and figures. */
  home: '/api/home/dashboard',
  seoData: '/api/home/seodata',
  search: '/api/advisors/search',
  profile: (slug: string) => fillPath(ADVISOR_API_PATTERNS.profile, { slug }),
  reviews: (slug: string) => fillPath(ADVISOR_API_PATTERNS.reviews, { slug }),
} as const;
