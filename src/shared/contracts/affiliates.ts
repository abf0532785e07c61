// Affiliates' shareable links (/r/{slug}, account/share: docs/product.md#affiliates) and the
// referral a new account reports with the campaign data it arrived with
// (docs/product.md#campaign-tracking).
import { z } from 'zod';
import { UTM_FIELDS } from '../constants';
import type { UtmData } from '../constants';
import { LIMITS } from '../limits';

/** A new account may report how it arrived for this many days after it was created. */
export const REFERRAL_WINDOW_DAYS = 7;
/** The share page's recent figures cover this many days, today included. */
export const SHARE_RECENT_DAYS = 30;

/** The campaign data an affiliate link adds to the address it leads to. */
export function affiliateCampaign(
  slug: string,
): Required<Pick<UtmData, 'utm_source' | 'utm_medium' | 'utm_campaign'>> {
  return { utm_source: 'affiliate', utm_medium: 'referral', utm_campaign: slug };
}

/** Where an affiliate link leads: the home page, carrying the link's campaign data. */
export function affiliateLandingPath(home: string, slug: string): string {
  return `${home}?${new URLSearchParams(affiliateCampaign(slug)).toString()}`;
}

export const shareSummarySchema = z.object({
  slug: z.string(),
  /** The address to share, absolute. */
  url: z.string(),
  /** Visits of the link, all time. */
  visitors: z.number().int(),
  /** Accounts created through the link, all time. */
  signUps: z.number().int(),
  recent: z.object({
    days: z.number().int(),
    visitors: z.number().int(),
    signUps: z.number().int(),
  }),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;

export const utmDataSchema = z
  .partialRecord(z.enum(UTM_FIELDS), z.string().trim().max(LIMITS.url.max))
  .refine(
    (data) => Object.values(data).some((value) => value !== ''),
    'Campaign data needs at least one value.',
  );

export const referralRequestSchema = z.object({ utm: utmDataSchema });
export type ReferralRequest = z.input<typeof referralRequestSchema>;

export const referralResultSchema = z.object({
  /** True when this call stored the account's referral; later calls change nothing. */
  recorded: z.boolean(),
});
export type ReferralResult = z.infer<typeof referralResultSchema>;
