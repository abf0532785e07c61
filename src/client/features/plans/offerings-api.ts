// The offerings on the client (docs/product.md#offerings): hooks for an advisor's offerings on
// the profile, the advisor's own to edit, and an Ongoing's waitlist.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnOffering, OwnOfferings, WaitlistPlace } from '../../../shared/contracts/offerings';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import { http } from '../../api/http';
import { usePublicApi } from '../../api/public-api-context';
import { retryOnlyFailures } from '../../api/retry-rule';
import { advisorOfferingsQuery, offeringKeys } from './offering-queries';

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
