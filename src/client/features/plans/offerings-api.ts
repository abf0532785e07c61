// The offerings on the client (docs/product.md#offerings): the public reads loaders prefetch (an
// advisor's offerings, one offering), the advisor's own to edit, and an Ongoing's waitlist.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../../../shared/contracts/public-api';
import type { OwnOffering, OwnOfferings, WaitlistPlace } from '../../../shared/contracts/offerings';
import type { OfferingKind } from '../../../shared/contracts/plans';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import { http } from '../../api/http';
import { usePublicApi } from '../../api/public-api-context';
import { retryOnlyFailures } from '../../api/retry-rule';

// Places fill and free, so the public view of an offering is kept only briefly.
const OFFERING_STALE_MS = 30_000;

export const offeringKeys = {
  all: ['offerings'] as const,
  advisor: (slug: string) => ['offerings', 'advisor', slug] as const,
  advisorKind: (slug: string, kind: OfferingKind) => ['offerings', 'advisor', slug, kind] as const,
  one: (offeringId: string) => ['offerings', 'one', offeringId] as const,
  own: ['dashboard', 'offerings'] as const,
  waitlist: (offeringId: string) => ['offerings', 'waitlist', offeringId] as const,
};

export const advisorOfferingsQuery = (api: PublicApi, slug: string) =>
  queryOptions({
    queryKey: offeringKeys.advisor(slug),
    queryFn: () => api.getAdvisorOfferings(slug),
    staleTime: OFFERING_STALE_MS,
  });

export const offeringQuery = (api: PublicApi, offeringId: string) =>
  queryOptions({
    queryKey: offeringKeys.one(offeringId),
    queryFn: () => api.getOffering(offeringId),
    staleTime: OFFERING_STALE_MS,
  });

export const advisorOfferingQuery = (api: PublicApi, slug: string, kind: OfferingKind) =>
  queryOptions({
    queryKey: offeringKeys.advisorKind(slug, kind),
    queryFn: () => api.getAdvisorOffering(slug, kind),
    staleTime: OFFERING_STALE_MS,
  });

/** The offerings an advisor sells, as the profile shows them; undefined while unknown. */
export function useAdvisorOfferings(slug: string) {
  return useQuery({ ...advisorOfferingsQuery(usePublicApi(), slug), retry: retryOnlyFailures });
}

export function useOwnOfferings() {
  return useQuery({
    queryKey: offeringKeys.own,
    queryFn: () => http.get<OwnOfferings>(OFFERINGS_API.dashboard),
    retry: retryOnlyFailures,
  });
}

/** Saves one offering; what the public sees of it (profile, cards, prices) is read again. */
export function useSaveOffering(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      http.put<OwnOffering>(OFFERINGS_API.dashboardOffering(offeringId), body),
    onSuccess: (saved) => {
      queryClient.setQueryData<OwnOfferings>(offeringKeys.own, (own) =>
        own ? { ...own, [saved.kind]: saved } : own,
      );
      void queryClient.invalidateQueries({ queryKey: offeringKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['advisors'] });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
    },
  });
}

export function useWaitlistPlace(offeringId: string, enabled: boolean) {
  return useQuery({
    queryKey: offeringKeys.waitlist(offeringId),
    queryFn: () => http.get<WaitlistPlace>(OFFERINGS_API.waitlist(offeringId)),
    retry: retryOnlyFailures,
    enabled,
  });
}

export function useChangeWaitlist(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? http.post<WaitlistPlace>(OFFERINGS_API.waitlist(offeringId))
        : http.delete<WaitlistPlace>(OFFERINGS_API.waitlist(offeringId)),
    onSuccess: (place) => queryClient.setQueryData(offeringKeys.waitlist(offeringId), place),
  });
}
