// Page paths of affiliates: the programme page, an affiliate's shareable link and share page
// (the API paths: affiliates-api.ts).
import { fillPath } from './fill-path';

export const AFFILIATE_PAGE_PATTERNS = {
  link: '/r/:slug',
} as const;

export const AFFILIATE_PAGES = {
  program: '/affiliates',
  link: (slug: string) => fillPath(AFFILIATE_PAGE_PATTERNS.link, { slug }),
  share: '/account/share',
} as const;
