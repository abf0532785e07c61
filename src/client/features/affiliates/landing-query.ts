// The landing page's data (/r/{slug}): its loader prefetches it, the page and its head read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicApi } from '../../../shared/contracts/public-api';
import { usePublicApi } from '../../api/public-api-context';

// An affiliate may change their words at any time; a minute keeps navigation instant.
const LANDING_STALE_MS = 60_000;

export const affiliateLandingKey = (slug: string) => ['affiliates', 'landing', slug] as const;

export const affiliateLandingQuery = (api: PublicApi, slug: string) =>
  queryOptions({
    queryKey: affiliateLandingKey(slug),
    queryFn: () => api.getAffiliateLanding(slug),
    staleTime: LANDING_STALE_MS,
  });

export function useAffiliateLanding(slug: string) {
  return useQuery(affiliateLandingQuery(usePublicApi(), slug));
}
