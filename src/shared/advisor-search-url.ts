// The advisor results URL scheme (docs/product.md#advisor-search): one filter → /advisors/{filter};
// several → ?filters=a+b; /s/{state-slug}/{filter?} for a state; sort omitted when 'available'.
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from './routes/advisors';

/** The first segment of each results pattern: 'advisors' and 's'. */
const RESULTS_SEGMENT = ADVISOR_PAGE_PATTERNS.results.split('/')[1];
const STATE_RESULTS_SEGMENT = ADVISOR_PAGE_PATTERNS.stateResults.split('/')[1];

export const ADVISOR_SORTS = ['available', 'newest', 'oldest', 'highest', 'lowest'] as const;
export type AdvisorSort = (typeof ADVISOR_SORTS)[number];
export const DEFAULT_ADVISOR_SORT: AdvisorSort = 'available';

export const ADVISOR_SORT_LABELS: Record<AdvisorSort, string> = {
  available: 'Soonest available',
  newest: 'Newest',
  oldest: 'Oldest',
  highest: 'Highest price',
  lowest: 'Lowest price',
};

export interface AdvisorSearch {
  /** Speciality or business-model slugs. */
  filters: string[];
  /** State browse slug ('new-york'). */
  state?: string;
  sort?: AdvisorSort;
  /** Whole dollars per hour. */
  minPrice?: number;
  maxPrice?: number;
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
  if (filters.length > 1) query.push(`filters=${filters.map(encodeURIComponent).join('+')}`);
  if (search.sort && search.sort !== DEFAULT_ADVISOR_SORT) query.push(`sort=${search.sort}`);
  if (search.minPrice !== undefined) query.push(`minPrice=${search.minPrice}`);
  if (search.maxPrice !== undefined) query.push(`maxPrice=${search.maxPrice}`);
  if (search.page !== undefined && search.page > 1) query.push(`page=${search.page}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

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
  const sortParam = params.get('sort');
  const sort = (ADVISOR_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as AdvisorSort)
    : DEFAULT_ADVISOR_SORT;

  const result: AdvisorSearch = { filters, sort };
  if (state) result.state = state;
  const minPrice = readWholeNumber(params.get('minPrice'));
  const maxPrice = readWholeNumber(params.get('maxPrice'));
  if (minPrice !== undefined) result.minPrice = minPrice;
  if (maxPrice !== undefined) result.maxPrice = maxPrice;
  const page = readWholeNumber(params.get('page'));
  if (page !== undefined && page > 1) result.page = page;
  return result;
}
