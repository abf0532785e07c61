// Query definitions for the advisor search, profile and reviews. Loaders prefetch them; pages
// read them with the hooks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvisorSearchQuery } from '../../../shared/contracts/advisors';
import type { PublicApi } from '../../../shared/contracts/public-api';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import { defaultSortOf } from '../../../shared/advisor-search-url';
import { usePublicApi } from '../../api/public-api-context';

// Availability and reviews move; a minute keeps back and forward instant without going stale.
const SEARCH_STALE_MS = 60_000;

/** The API query of a parsed results URL. */
export function searchQueryOf(search: AdvisorSearch): AdvisorSearchQuery {
  return {
    ...(search.state ? { state: search.state } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(search.zip ? { zip: search.zip } : {}),
    ...(search.rating ? { rating: search.rating } : {}),
    filters: search.filters,
    sort: search.sort ?? defaultSortOf(search.q),
    ...(search.minPrice !== undefined ? { minPrice: search.minPrice } : {}),
    ...(search.maxPrice !== undefined ? { maxPrice: search.maxPrice } : {}),
    page: search.page ?? 1,
  };
}

export const advisorSearchKey = (query: AdvisorSearchQuery) =>
  ['advisors', 'search', query] as const;
export const advisorProfileKey = (slug: string) => ['advisors', 'profile', slug] as const;

export const advisorSearchQuery = (api: PublicApi, query: AdvisorSearchQuery) =>
  queryOptions({
    queryKey: advisorSearchKey(query),
    queryFn: () => api.searchAdvisors(query),
    staleTime: SEARCH_STALE_MS,
  });

export const advisorProfileQuery = (api: PublicApi, slug: string) =>
  queryOptions({
    queryKey: advisorProfileKey(slug),
    queryFn: () => api.getAdvisorProfile(slug),
    staleTime: SEARCH_STALE_MS,
  });

export const advisorReviewsQuery = (api: PublicApi, slug: string, page: number) =>
  queryOptions({
    queryKey: ['advisors', 'reviews', slug, page],
    queryFn: () => api.getAdvisorReviews(slug, page),
    staleTime: SEARCH_STALE_MS,
  });

/** Keeps the previous results on screen while the next ones load, so nothing jumps. */
export function useAdvisorSearch(query: AdvisorSearchQuery, enabled = true) {
  return useQuery({
    ...advisorSearchQuery(usePublicApi(), query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAdvisorProfile(slug: string) {
  return useQuery(advisorProfileQuery(usePublicApi(), slug));
}

export function useAdvisorReviews(slug: string, page: number) {
  return useQuery({
    ...advisorReviewsQuery(usePublicApi(), slug, page),
    placeholderData: keepPreviousData,
  });
}
