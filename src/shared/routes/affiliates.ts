// Affiliates: the programme page, an affiliate's shareable link and share page, signing up and
// the referral report.
import { fillPath } from './fill-path';

export const AFFILIATE_PAGE_PATTERNS = {
  link: '/r/:slug',
} as const;

export const AFFILIATE_PAGES = {
  program: '/affiliates',
  link: (slug: string) => fillPath(AFFILIATE_PAGE_PATTERNS.link, { slug }),
  share: '/account/share',
} as const;

export const AFFILIATE_API = {
  become: '/api/home/become-affiliate',
  share: '/api/account/share',
  referral: '/api/account/referral',
} as const;
