// The files search engines read: robots.txt (crawl production only) and sitemap.xml (every
// public page, advisor profile, state page and speciality page).
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import {
  FLAGGED_SERVICE_SLUG,
  INDEXED_PAGE_PATHS,
  SEO_SERVICE_SLUGS,
  SERVICE_SLUGS,
  SITE_PAGES,
} from '../../../shared/routes/site';
import { SEO_FILES } from '../../../shared/routes/system';
import { stateSlug } from '../../../shared/us-states';
// The same five entities are what XML needs too.
import { escapeHtml } from '../../html/escape-html';
import { AUTHENTICATION_ROOT, IDENTITY_PAGES } from '../../../shared/routes/identity';

/** Signed-in areas and sign-in pages: nothing there for a search engine. */
const PRIVATE_PREFIXES = [
  AREA_ROOTS.account,
  AREA_ROOTS.dashboard,
  AREA_ROOTS.admin,
  AUTHENTICATION_ROOT,
  IDENTITY_PAGES.mount,
  '/api',
];

export function robotsTxt(allowCrawling: boolean, origin: string): string {
  if (!allowCrawling) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SEO_FILES.sitemap}`,
    '',
  ].join('\n');
}

export interface SitemapInput {
  origin: string;
  ongoingEnabled: boolean;
  advisors: { slug: string; updatedAt: Date }[];
  /** Two-letter abbreviations of states with listed advisors. */
  states: string[];
  specialities: string[];
}

export function sitemapXml(input: SitemapInput): string {
  const { origin } = input;
  const services = SERVICE_SLUGS.filter(
    (slug) => slug !== FLAGGED_SERVICE_SLUG || input.ongoingEnabled,
  );
  const entries: { path: string; lastModified?: Date }[] = [
    ...INDEXED_PAGE_PATHS.map((path) => ({ path })),
    ...[...services, ...SEO_SERVICE_SLUGS].map((slug) => ({ path: SITE_PAGES.service(slug) })),
    ...input.specialities.map((slug) => ({ path: buildAdvisorResultsUrl({ filters: [slug] }) })),
    ...BUSINESS_MODELS.map((model) => ({
      path: buildAdvisorResultsUrl({ filters: [model.slug] }),
    })),
    ...input.states.map((state) => ({
      path: buildAdvisorResultsUrl({ filters: [], state: stateSlug(state) }),
    })),
    ...input.advisors.map((advisor) => ({
      path: ADVISOR_PAGES.profile(advisor.slug),
      lastModified: advisor.updatedAt,
    })),
  ];
  const urls = entries.map(({ path, lastModified }) => {
    const modified = lastModified
      ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeHtml(origin + path)}</loc>${modified}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
