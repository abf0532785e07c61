// HTTP of affiliates: the share page's figures, the referral a new account reports, and the
// shareable link /r/{slug} itself.
//
// /r/{slug} is a page address, and the page catch-all owns it: an unknown slug must get the
// product's not-found page with a 404, as any unknown page does. So a known link is not a route
// but a request hook: it counts the visit and redirects before routing reaches the page, and
// everything else goes on to the catch-all untouched.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AFFILIATE_PAGE_PATTERNS } from '../../../shared/routes/affiliates';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { SITE_PAGES } from '../../../shared/routes/site';
import {
  affiliateLandingPath,
  referralRequestSchema,
  referralResultSchema,
  shareSummarySchema,
} from '../../../shared/contracts/affiliates';
import { requireUser } from '../../auth/access/request-user';
import { AFFILIATES, SIGNED_IN } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { AffiliatesService } from './affiliates.service';
import { NO_STORE } from '../../http/cache-headers';

const LINK_PREFIX = AFFILIATE_PAGE_PATTERNS.link.replace(':slug', '');

/** The slug of a request for an affiliate link ('/r/avery-lee', with or without a final '/'). */
function affiliateSlugOf(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(LINK_PREFIX)) return null;
  const rest = pathname.slice(LINK_PREFIX.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerAffiliatesRoutes(
  app: FastifyInstance,
  affiliates: AffiliatesService,
): void {
  const routes = withSchemas(app);
  routes.get(
    AFFILIATE_API.share,
    { config: { access: AFFILIATES }, schema: { response: { 200: shareSummarySchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return affiliates.getShare(requireUser(request), originOf(request));
    },
  );

  routes.post(
    AFFILIATE_API.referral,
    {
      config: { access: SIGNED_IN },
      schema: { body: referralRequestSchema, response: { 200: referralResultSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return affiliates.recordReferral(requireUser(request), request.body.utm);
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const requested = affiliateSlugOf(request.url);
    if (requested === null) return;
    // A HEAD request looks without visiting.
    const slug =
      request.method === 'GET'
        ? await affiliates.recordVisit(requested)
        : await affiliates.findSlug(requested);
    if (slug === null) return;
    return reply.headers(NO_STORE).redirect(affiliateLandingPath(SITE_PAGES.home, slug), 302);
  });
}
