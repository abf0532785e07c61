// The public marketing pages (docs/product.md#public-site): which exist, under which slugs. The
// route table, the sitemap and the links between pages all read these lists.
import { PAGES } from './routes';

/** Offerings with a page of their own under /services/{slug}. */
export const SERVICE_SLUGS = ['the-hour', 'the-plan', 'the-ongoing'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
/** Shown only while the TheOngoing flag is on. */
export const FLAGGED_SERVICE_SLUG: ServiceSlug = 'the-ongoing';

/** Search-engine landing pages under /services/{slug}. */
export const SEO_SERVICE_SLUGS = [
  'fee-only-fiduciaries',
  'fiduciary-cfps',
  'flat-rate-financial-planners',
  'independent-financial-advisors',
] as const;
export type SeoServiceSlug = (typeof SEO_SERVICE_SLUGS)[number];

export function isServicePageSlug(slug: string): slug is ServiceSlug | SeoServiceSlug {
  return (
    (SERVICE_SLUGS as readonly string[]).includes(slug) ||
    (SEO_SERVICE_SLUGS as readonly string[]).includes(slug)
  );
}

/** The compliance documents the site shows inside its own frame (/terms, /privacy). */
export const LEGAL_DOCUMENT_SLUGS = {
  terms: 'terms-of-use',
  privacy: 'privacy-policy',
} as const;

/** Every public page without parameters that search engines should index. */
export const INDEXED_PAGE_PATHS: readonly string[] = [
  PAGES.home,
  PAGES.advisors,
  PAGES.about,
  PAGES.contact,
  PAGES.terms,
  PAGES.privacy,
  PAGES.nonUs,
  PAGES.recruit,
  PAGES.affiliates,
  PAGES.thePlan,
  PAGES.services,
  PAGES.hourlyAdvisors,
  PAGES.flatFeePlanners,
  PAGES.moneyTools,
];
