// The public site's own pages: the landing page, the offerings under /services, the pages about
// us and for advisors, and the error pages. The route table, the sitemap and the links between
// pages all read these.
import { ADVISOR_PAGES } from './advisors';
import { AFFILIATE_PAGES } from './affiliates';
import { COMPLIANCE_PAGES } from './compliance';
import { fillPath } from './fill-path';

export const SITE_PAGE_PATTERNS = {
  service: '/services/:slug',
} as const;

export const SITE_PAGES = {
  home: '/',
  about: '/about',
  contact: '/contact',
  moneyTools: '/money-tools',
  nonUs: '/non-us',
  recruit: '/recruit',
  /** Redirects to the advisor application form, held by an external form provider. */
  apply: '/apply',
  thePlan: '/the-plan',
  services: '/services',
  service: (slug: string) => fillPath(SITE_PAGE_PATTERNS.service, { slug }),
  hourlyAdvisors: '/hourly-financial-advisors',
  flatFeePlanners: '/flat-fee-financial-planners',
  notFound: '/not-found',
  error: '/error',
} as const;

/** Anchors on the landing page used by the header and footer. */
export const HOME_ANCHORS = {
  home: 'home',
  howItWorks: 'howitworks',
  pricing: 'pricing',
  experts: 'experts',
} as const;

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

/** Every public page without parameters that search engines should index. */
export const INDEXED_PAGE_PATHS: readonly string[] = [
  SITE_PAGES.home,
  ADVISOR_PAGES.search,
  SITE_PAGES.about,
  SITE_PAGES.contact,
  COMPLIANCE_PAGES.terms,
  COMPLIANCE_PAGES.privacy,
  SITE_PAGES.nonUs,
  SITE_PAGES.recruit,
  AFFILIATE_PAGES.program,
  SITE_PAGES.thePlan,
  SITE_PAGES.services,
  SITE_PAGES.hourlyAdvisors,
  SITE_PAGES.flatFeePlanners,
  SITE_PAGES.moneyTools,
];
