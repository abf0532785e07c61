// The results page's state is its URL. These read it (and the URL being loaded, so controls
// answer at once) and change it only through buildAdvisorResultsUrl.
import { useCallback, useOptimistic, useTransition } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import {
  buildAdvisorResultsUrl,
  DEFAULT_ADVISOR_SORT,
  defaultSortOf,
  normalizeSearchText,
  parseAdvisorResultsUrl,
} from '../../../shared/advisor-search-url';
import { findLanguageBySlug } from '../../../shared/advisor-search-filters';
import type { RatingFloor } from '../../../shared/advisor-search-filters';
import { ZIP_PATTERN } from '../../../shared/zip-codes';

const EMPTY_SEARCH: AdvisorSearch = { filters: [], sort: DEFAULT_ADVISOR_SORT };

/** The same search on its first page: every filter change starts from page 1. */
export function firstPage(search: AdvisorSearch): AdvisorSearch {
  const { page: _page, ...rest } = search;
  return rest;
}

export function withoutFilter(search: AdvisorSearch, slug: string): AdvisorSearch {
  return firstPage({ ...search, filters: search.filters.filter((filter) => filter !== slug) });
}

export function withFilterToggled(search: AdvisorSearch, slug: string): AdvisorSearch {
  return search.filters.includes(slug)
    ? withoutFilter(search, slug)
    : firstPage({ ...search, filters: [...search.filters, slug] });
}

export function withState(search: AdvisorSearch, state: string | undefined): AdvisorSearch {
  const { state: _state, ...rest } = firstPage(search);
  return state ? { ...rest, state } : rest;
}

export function withPrice(
  search: AdvisorSearch,
  minPrice: number | undefined,
  maxPrice: number | undefined,
): AdvisorSearch {
  const { minPrice: _min, maxPrice: _max, ...rest } = firstPage(search);
  return {
    ...rest,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
  };
}

export interface ResultsSearch {
  /** What the page shows: the current URL. */
  search: AdvisorSearch;
  /** What the controls show: the URL being loaded while a navigation runs, else the current. */
  shown: AdvisorSearch;
  /** A results URL is loading; the grid dims until it arrives. */
  navigating: boolean;
  /** Goes to a search without scrolling away from the control the visitor just used. */
  go: (next: AdvisorSearch) => void;
}

export function useResultsSearch(): ResultsSearch {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const search = parseAdvisorResultsUrl(location.pathname, location.search) ?? EMPTY_SEARCH;
  // Router state changes are transitions; the optimistic search keeps a just-ticked box ticked
  // until the URL catches up, instead of flickering back for a frame.
  const [optimistic, setOptimistic] = useOptimistic(search);
  const [pending, startTransition] = useTransition();
  const next =
    navigation.state === 'loading' && navigation.location
      ? parseAdvisorResultsUrl(navigation.location.pathname, navigation.location.search)
      : null;
  const go = useCallback(
    (target: AdvisorSearch) =>
      startTransition(async () => {
        setOptimistic(target);
        await navigate(buildAdvisorResultsUrl(target), { preventScrollReset: true });
      }),
    [navigate, setOptimistic],
  );
  return { search, shown: next ?? optimistic, navigating: next !== null || pending, go };
}

/**
 * The search box's text as a search: five digits are a ZIP code, anything else name or keyword
 * text; an empty box drops both. The sort falls back to the new text's default.
 */
export function withSearchText(search: AdvisorSearch, typed: string): AdvisorSearch {
  const { q: _q, zip: _zip, sort, ...rest } = firstPage(search);
  const text = normalizeSearchText(typed);
  const keptSort = sort === 'relevance' || sort === DEFAULT_ADVISOR_SORT ? undefined : sort;
  const next: AdvisorSearch = { ...rest, ...(keptSort ? { sort: keptSort } : {}) };
  if (ZIP_PATTERN.test(text)) return { ...next, zip: text };
  return text ? { ...next, q: text, sort: keptSort ?? defaultSortOf(text) } : next;
}

export function withoutText(search: AdvisorSearch): AdvisorSearch {
  const { q: _q, sort, ...rest } = firstPage(search);
  return sort && sort !== 'relevance' ? { ...rest, sort } : rest;
}

export function withoutZip(search: AdvisorSearch): AdvisorSearch {
  const { zip: _zip, ...rest } = firstPage(search);
  return rest;
}

export function withRating(search: AdvisorSearch, rating: RatingFloor | undefined): AdvisorSearch {
  const { rating: _rating, ...rest } = firstPage(search);
  return rating ? { ...rest, rating } : rest;
}

/** One language at a time: choosing one replaces the language filter there was. */
export function withLanguage(search: AdvisorSearch, slug: string | undefined): AdvisorSearch {
  const filters = search.filters.filter((filter) => !findLanguageBySlug(filter));
  return firstPage({ ...search, filters: slug ? [...filters, slug] : filters });
}
