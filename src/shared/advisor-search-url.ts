// The advisor results URL scheme (docs/product.md#advisor-search): one filter → /advisors/{filter};
// several → ?filters=a+b; /s/{state-slug}/{filter?} for a state; ?q= search text, ?zip=,
// ?rating= a review floor; sort omitted when it is the default ('relevance' with text, else
// 'available').
import { ADVISOR_SEARCH_MESSAGES, isRatingFloor } from './advisor-search-filters';
import type { RatingFloor } from './advisor-search-filters';
import { ADVISOR_SEARCH_TEXT_MAX } from './constants';
import { stateOfZip, ZIP_PATTERN } from './zip-codes';
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from './routes/advisors';

/** The first segment of each results pattern: 'advisors' and 's'. */
const RESULTS_SEGMENT = ADVISOR_PAGE_PATTERNS.results.split('/')[1];
const STATE_RESULTS_SEGMENT = ADVISOR_PAGE_PATTERNS.stateResults.split('/')[1];

export const ADVISOR_SORTS = [
  'available',
  'newest',
  'oldest',
  'highest',
  'lowest',
  'rating',
  'relevance',
] as const;
export type AdvisorSort = (typeof ADVISOR_SORTS)[number];
export const DEFAULT_ADVISOR_SORT: AdvisorSort = 'available';

export const ADVISOR_SORT_LABELS: Record<AdvisorSort, string> = {
  available: 'Soonest available',
  newest: 'Newest',
  oldest: 'Oldest',
  highest: 'Highest price',
  lowest: 'Lowest price',
  rating: 'Highest rated',
  relevance: 'Best match',
};

/** 'relevance' ranks by the search text, so it is the default with text and means nothing without. */
export function defaultSortOf(q: string | undefined): AdvisorSort {
  return q ? 'relevance' : DEFAULT_ADVISOR_SORT;
}

/** The sorts a search may choose: 'relevance' only when it has text. */
export function sortsOf(q: string | undefined): AdvisorSort[] {
  return ADVISOR_SORTS.filter((sort) => sort !== 'relevance' || Boolean(q));
}

/** Search text as the URL keeps it: trimmed, single spaces, at most LIMITS.advisorSearchText. */
export function normalizeSearchText(value: string): string {
  return value.trim().replace(/\s+/g, ' ').slice(0, ADVISOR_SEARCH_TEXT_MAX).trim();
}

export interface AdvisorSearch {
  /** Speciality or business-model slugs. */
  filters: string[];
  /** State browse slug ('new-york'). */
  state?: string;
  sort?: AdvisorSort;
  /** Whole dollars per hour. */
  minPrice?: number;
  maxPrice?: number;
  /** Name or keyword text ('thomas nguyen', 'divorce'). */
  q?: string;
  /** A ZIP code as typed; the search filters by its state (zip-codes.ts). */
  zip?: string;
  /** Only advisors whose review average is at least this. */
  rating?: RatingFloor;
  /** Results page, from 1; omitted from the URL when 1. */
  page?: number;
}

export function buildAdvisorResultsUrl(search: AdvisorSearch): string {
  const filters = search.filters.filter((filter) => filter.length > 0);
  const single = filters.length === 1 ? filters[0] : undefined;
  const path = search.state
    ? ADVISOR_PAGES.stateResults(search.state, single)
    : ADVISOR_PAGES.results(single);

  const query: string[] = [];
  const q = search.q ? normalizeSearchText(search.q) : '';
  if (q) query.push(`q=${encodeURIComponent(q)}`);
  if (search.zip) query.push(`zip=${encodeURIComponent(search.zip)}`);
  if (filters.length > 1) query.push(`filters=${filters.map(encodeURIComponent).join('+')}`);
  if (search.rating) query.push(`rating=${search.rating}`);
  if (search.sort && search.sort !== defaultSortOf(q) && (search.sort !== 'relevance' || q)) {
    query.push(`sort=${search.sort}`);
  }
  if (search.minPrice !== undefined) query.push(`minPrice=${search.minPrice}`);
  if (search.maxPrice !== undefined) query.push(`maxPrice=${search.maxPrice}`);
  if (search.page !== undefined && search.page > 1) query.push(`page=${search.page}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Longer ZIP text is cut: it can only be wrong, and the page quotes it. */
const MAX_ZIP_TEXT = 10;

function readWholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The inverse of buildAdvisorResultsUrl, for a pathname and its query string. Null when the
 * path is not a results URL, including when its percent-encoding is malformed.
 */
export function parseAdvisorResultsUrl(pathname: string, search: string): AdvisorSearch | null {
  const segments = decodeSegments(pathname);
  if (segments === null) return null;
  let state: string | undefined;
  let single: string | undefined;
  if (segments[0] === RESULTS_SEGMENT && segments.length <= 2) {
    single = segments[1];
  } else if (
    segments[0] === STATE_RESULTS_SEGMENT &&
    segments.length >= 2 &&
    segments.length <= 3
  ) {
    state = segments[1];
    single = segments[2];
  } else {
    return null;
  }

  // URLSearchParams turns '+' into a space, so split on both.
  const params = new URLSearchParams(search);
  const many = (params.get('filters') ?? '').split(/[+ ]/).filter(Boolean);
  const filters = single ? [single, ...many.filter((filter) => filter !== single)] : many;
  const typed = normalizeSearchText(params.get('q') ?? '');
  // The search box sends what was typed as q (also without scripts): five digits are a ZIP code.
  const typedZip = ZIP_PATTERN.test(typed) ? typed : '';
  const q = typedZip ? '' : typed;
  const sortParam = params.get('sort');
  const sort = sortsOf(q).includes(sortParam as AdvisorSort)
    ? (sortParam as AdvisorSort)
    : defaultSortOf(q);

  const result: AdvisorSearch = { filters, sort };
  if (state) result.state = state;
  if (q) result.q = q;
  // Any ZIP text is kept so the page can say what is wrong with it.
  const zip = typedZip || (params.get('zip') ?? '').trim().slice(0, MAX_ZIP_TEXT);
  if (zip) result.zip = zip;
  const rating = params.get('rating') ?? '';
  if (isRatingFloor(rating)) result.rating = rating;
  const minPrice = readWholeNumber(params.get('minPrice'));
  const maxPrice = readWholeNumber(params.get('maxPrice'));
  if (minPrice !== undefined) result.minPrice = minPrice;
  if (maxPrice !== undefined) result.maxPrice = maxPrice;
  const page = readWholeNumber(params.get('page'));
  if (page !== undefined && page > 1) result.page = page;
  return result;
}

/** What is wrong with a search's ZIP code, or undefined when it names a state (or is absent). */
export function zipProblem(zip: string | undefined): string | undefined {
  if (zip === undefined) return undefined;
  if (!ZIP_PATTERN.test(zip)) return ADVISOR_SEARCH_MESSAGES.zipFormat;
  return stateOfZip(zip) ? undefined : ADVISOR_SEARCH_MESSAGES.zipUnknown(zip);
}
