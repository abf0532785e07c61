// What a page's loader reads of the offerings before it renders (docs/product.md#offerings): an
// advisor's offerings for the profile, one offering for the purchase pages. Kept apart from the
// hooks that edit them, so the routes table, which loads with every page, carries only these.
import { queryOptions } from '@tanstack/react-query';
import type { PublicApi } from '../../../shared/contracts/public-api';
import type { EngagementKind } from '../../../shared/offerings/catalog';

// Places fill and free, so the public view of an offering is kept only briefly.
const OFFERING_STALE_MS = 30_000;

export const offeringKeys = {
  all: ['offerings'] as const,
  advisor: (slug: string) => ['offerings', 'advisor', slug] as const,
  advisorKind: (slug: string, kind: EngagementKind) =>
    ['offerings', 'advisor', slug, kind] as const,
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

export const advisorOfferingQuery = (api: PublicApi, slug: string, kind: EngagementKind) =>
  queryOptions({
    queryKey: offeringKeys.advisorKind(slug, kind),
    queryFn: () => api.getAdvisorOffering(slug, kind),
    staleTime: OFFERING_STALE_MS,
  });
