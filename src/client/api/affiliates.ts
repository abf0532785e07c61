// The affiliate's share page figures, and the referral a new account reports once
// (docs/product.md#campaign-tracking). Answers are checked against the shared contracts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AFFILIATE_API } from '../../shared/routes/affiliates-api';
import type { UtmData } from '../../shared/constants';
import {
  affiliateLandingTextSchema,
  becomeAffiliateResultSchema,
  referralResultSchema,
  shareSummarySchema,
} from '../../shared/contracts/affiliates';
import type {
  AffiliateLandingText,
  ReferralResult,
  ShareSummary,
} from '../../shared/contracts/affiliates';
import { retryOnlyFailures } from './retry-rule';
import { http } from './http';

export const affiliateKeys = { share: ['account', 'share'] as const };

export async function fetchShare(): Promise<ShareSummary> {
  return shareSummarySchema.parse(await http.get(AFFILIATE_API.share));
}

export function useShare(enabled = true) {
  return useQuery({
    queryKey: affiliateKeys.share,
    queryFn: fetchShare,
    retry: retryOnlyFailures,
    enabled,
  });
}

export async function reportReferral(utm: UtmData): Promise<ReferralResult> {
  return referralResultSchema.parse(await http.post(AFFILIATE_API.referral, { utm }));
}

/** The landing page's title and blurb; the share page reads them back. */
export function useSaveLandingText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: AffiliateLandingText) =>
      affiliateLandingTextSchema.parse(await http.put(AFFILIATE_API.share, text)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.share }),
  });
}

/** PUT become-affiliate: the role and the link at once. */
export function useBecomeAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => becomeAffiliateResultSchema.parse(await http.put(AFFILIATE_API.become)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.share }),
  });
}
