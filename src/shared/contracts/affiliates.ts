// Affiliates' shareable links (/r/{slug}, account/share: docs/product.md#affiliates) and the
// referral a new account reports with the campaign data it arrived with
// (docs/product.md#campaign-tracking).
import { z } from 'zod';
import { AFFILIATE_FEE_MAX_BPS, UTM_FIELDS } from '../constants';
import type { UtmData } from '../constants';
import { LIMITS, affiliateBlurbSchema, affiliateHeroTitleSchema } from '../limits';
import { isoDateSchema, logPayoutSchema, monthSchema, payoutSchema } from './advisor-payouts';
import { consolePageSchema, consoleQuerySchema } from './console';

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

/** The landing page's own words, shown on /r/{slug}; empty for the defaults. */
export const affiliateLandingTextSchema = z.object({
  heroTitle: affiliateHeroTitleSchema,
  blurb: affiliateBlurbSchema,
});
export type AffiliateLandingText = z.input<typeof affiliateLandingTextSchema>;

/** What /r/{slug} shows: whose page it is, with their title and blurb. */
export const affiliateLandingSchema = z.object({
  slug: z.string(),
  /** The affiliate's name, as the disclaimer names them. */
  name: z.string(),
  heroTitle: z.string(),
  blurb: z.string(),
});
export type AffiliateLanding = z.infer<typeof affiliateLandingSchema>;

/** One month of what an affiliate's clients paid and what the affiliate earned of it (UTC). */
export const affiliateMonthSchema = z.object({
  month: monthSchema,
  signUps: z.number().int(),
  /** Payments made by clients the link brought, and refunds of them. */
  purchases: z.number().int(),
  salesCents: z.number().int(),
  refundCents: z.number().int(),
  /** The fee on payments less the fee on refunds. */
  earnedCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** Earned less paid out; below zero when a refund came after the payout. */
  owedCents: z.number().int(),
});
export type AffiliateMonth = z.infer<typeof affiliateMonthSchema>;

export const affiliatePayoutSchema = payoutSchema
  .omit({ advisorId: true })
  .extend({ affiliateId: z.string() });
export type AffiliatePayout = z.infer<typeof affiliatePayoutSchema>;

export const affiliateEarningsSchema = z.object({
  /** The rate of clients referred from now on. */
  feeBps: z.number().int(),
  /** Months with sign-ups, payments or payouts, newest first. */
  months: z.array(affiliateMonthSchema),
  payouts: z.array(affiliatePayoutSchema),
  balance: z.object({
    earnedCents: z.number().int(),
    paidOutCents: z.number().int(),
    owedCents: z.number().int(),
  }),
});
export type AffiliateEarnings = z.infer<typeof affiliateEarningsSchema>;

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
  heroTitle: z.string(),
  blurb: z.string(),
  earnings: affiliateEarningsSchema,
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

/** PUT become-affiliate: the link the person can share from now on. */
export const becomeAffiliateResultSchema = z.object({ slug: z.string(), url: z.string() });
export type BecomeAffiliateResult = z.infer<typeof becomeAffiliateResultSchema>;

/** Spec GET api/admin/affiliatepayments/{date}: each affiliate's month. */
export const affiliateOwedSchema = affiliateMonthSchema.extend({
  affiliateId: z.string(),
  name: z.string(),
  email: z.string(),
  slug: z.string().nullable(),
  feeBps: z.number().int(),
  /** The month's payout once logged; a month is paid once. */
  payout: affiliatePayoutSchema.nullable(),
});
export type AffiliateOwed = z.infer<typeof affiliateOwedSchema>;
export const AFFILIATE_OWED_SORTS = ['owed', 'earned', 'name', 'signUps'] as const;
export type AffiliateOwedSort = (typeof AFFILIATE_OWED_SORTS)[number];
/** The console table's query: search names, emails and slugs; most owed first by default. */
export const affiliatesOwedQuerySchema = consoleQuerySchema(AFFILIATE_OWED_SORTS, {
  sort: 'owed',
  dir: 'desc',
});

/** One page of affiliates for the month, with the month's totals over every affiliate. */
export const affiliatesOwedSchema = consolePageSchema(affiliateOwedSchema).extend({
  month: monthSchema,
  /** The last day of the month (yyyy-MM-dd): the period the payouts settle. */
  periodEnd: isoDateSchema,
  totals: z.object({
    earnedCents: z.number().int(),
    paidOutCents: z.number().int(),
    owedCents: z.number().int(),
  }),
});
export type AffiliatesOwed = z.infer<typeof affiliatesOwedSchema>;

/** The advisor payout's body: any day of the month, the amount, when it was paid and a reference. */
export const logAffiliatePayoutSchema = logPayoutSchema;
export type LogAffiliatePayout = z.input<typeof logAffiliatePayoutSchema>;

export const affiliateFeeSchema = z.object({
  feeBps: z
    .number({ error: 'Enter the fee.' })
    .int('The fee must be a whole number of basis points.')
    .min(0, 'The fee cannot be below zero.')
    .max(AFFILIATE_FEE_MAX_BPS, `The fee can be at most ${AFFILIATE_FEE_MAX_BPS / 100}%.`),
});
export type AffiliateFee = z.infer<typeof affiliateFeeSchema>;
export const affiliateFeeResultSchema = affiliateFeeSchema.extend({ affiliateId: z.string() });

export const AFFILIATE_AUDIT_ACTIONS = {
  payout: 'affiliate-payout.log',
  fee: 'affiliate-fee.set',
  become: 'affiliate.become',
} as const;

export const AFFILIATE_MESSAGES = {
  alreadyPaid: (month: string) => `A payout for ${month} is already logged for this affiliate.`,
} as const;
