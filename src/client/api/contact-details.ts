// The support phone, email and postal address (ADR 0055), read through the PublicApi so the root
// loader fills them on the server and the footer is complete in the first HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicApi } from '../../shared/contracts/public-api';
import { usePublicApi } from './public-api-context';

/** Configuration changes only with a restart: keep the answer for the whole visit. */
export const contactDetailsQuery = (api: PublicApi) =>
  queryOptions({
    queryKey: ['system', 'contact-details'],
    queryFn: () => api.getContactDetails(),
    staleTime: Infinity,
  });

export function useContactDetails() {
  return useQuery(contactDetailsQuery(usePublicApi()));
}
