// API paths of affiliates: becoming one, the public landing page's data, the share page, the
// referral report, and the admin calls that set an affiliate's fee and log their payouts.
import { fillPath } from './fill-path';

export const AFFILIATE_API_PATTERNS = {
  landing: '/api/home/affiliates/:slug',
  /** What each affiliate is owed for the month of a yyyy-MM-dd date. */
  adminOwed: '/api/admin/affiliatepayments/:date',
  adminLogPayment: '/api/admin/affiliatepayments/:affiliateId/logpayment',
  adminFee: '/api/admin/affiliatepayments/:affiliateId/fee',
} as const;

export const AFFILIATE_API = {
  become: '/api/home/become-affiliate',
  landing: (slug: string) => fillPath(AFFILIATE_API_PATTERNS.landing, { slug }),
  /** GET the affiliate's link, figures and earnings; PUT their landing page's title and blurb. */
  share: '/api/account/share',
  referral: '/api/account/referral',
  adminOwed: (date: string) => fillPath(AFFILIATE_API_PATTERNS.adminOwed, { date }),
  adminLogPayment: (affiliateId: string) =>
    fillPath(AFFILIATE_API_PATTERNS.adminLogPayment, { affiliateId }),
  adminFee: (affiliateId: string) => fillPath(AFFILIATE_API_PATTERNS.adminFee, { affiliateId }),
} as const;
