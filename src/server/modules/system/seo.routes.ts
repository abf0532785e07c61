// HTTP of the search-engine files and the advisor application redirect.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { cached } from '../../cache/ttl-cache';
import { SITE_PAGES } from '../../../shared/routes/site';
import { SEO_FILES } from '../../../shared/routes/system';
import { PUBLIC } from '../../http/access';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { SystemService } from './system.service';
import { robotsTxt, sitemapXml } from './seo-files';

/** Crawlers fetch the sitemap rarely; rebuild it at most this often per instance. */
const SITEMAP_TTL_MS = 10 * 60_000;

export function registerSeoRoutes(
  app: FastifyInstance,
  deps: { config: Config; advisors: AdvisorsService; system: SystemService },
): void {
  const { config, advisors, system } = deps;
  const allowCrawling = config.APP_ENV === 'production';
  const robots = robotsTxt(allowCrawling, config.publicUrl);
  const sitemap = cached(SITEMAP_TTL_MS, async () =>
    sitemapXml({
      origin: config.publicUrl,
      ongoingEnabled: await system.getFeatureFlag('TheOngoing'),
      ...(await advisors.getSitemapData()),
    }),
  );
  // The sitemap lists /services/the-ongoing only while its flag is on.
  system.onFeatureFlagChange(() => sitemap.invalidate());
  // It lists only listed advisors: an approval or unlisting shows at once.
  advisors.onInvalidate(() => sitemap.invalidate());

  app.get(SEO_FILES.robots, { config: { access: PUBLIC } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots),
  );

  app.get(SEO_FILES.sitemap, { config: { access: PUBLIC } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await sitemap.get()),
  );

  // The application form lives with an external form provider (docs/product.md#public-site).
  app.get(SITE_PAGES.apply, { config: { access: PUBLIC } }, async (_request, reply) =>
    reply.redirect(config.ADVISOR_APPLICATION_URL, 302),
  );
}
