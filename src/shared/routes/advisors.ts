// Page paths of finding an advisor: the results pages (by filter or by state), an advisor's
// profile and portraits (the API paths: advisors-api.ts).
import { fillPath } from './fill-path';

export const ADVISOR_PAGE_PATTERNS = {
  profile: '/advisor/:slug',
  results: '/advisors/:filter?',
  stateResults: '/s/:state/:filter?',
  /** A generated portrait, for an advisor without a photo. */
  avatar: '/avatars/:file',
  /** A stored advisor photo; `key` is its content-addressed name, so the URL never changes meaning. */
  photo: '/advisor-photos/:key',
} as const;

export const ADVISOR_PAGES = {
  search: '/advisors',
  profile: (slug: string) => fillPath(ADVISOR_PAGE_PATTERNS.profile, { slug }),
  /** Results for one filter, or for none; several filters go in the query instead. */
  results: (filter?: string) =>
    fillPath(ADVISOR_PAGE_PATTERNS.results, filter === undefined ? {} : { filter }),
  stateResults: (state: string, filter?: string) =>
    fillPath(
      ADVISOR_PAGE_PATTERNS.stateResults,
      filter === undefined ? { state } : { state, filter },
    ),
  photo: (key: string) => fillPath(ADVISOR_PAGE_PATTERNS.photo, { key }),
} as const;
