// The results page's state is its URL. These read it (and the URL being loaded, so controls
// answer at once) and change it only through buildAdvisorResultsUrl.
import { useCallback, useOptimistic, useTransition } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import {
  buildAdvisorResultsUrl,
  DEFAULT_ADVISOR_SORT,
  parseAdvisorResultsUrl,
} from '../../../shared/advisor-search-url';

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
