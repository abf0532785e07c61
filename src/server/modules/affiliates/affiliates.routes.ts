// HTTP of affiliates: becoming one, the share page's figures and landing words, the landing page's
// data, the referral a new account reports, and counting visits of /r/{slug}.
//
// /r/{slug} is a page address, and the page catch-all owns it: the page's loader asks for the
// landing data, so an unknown slug gets the product's not-found page with a 404 as any unknown page
// does. Counting a visit is a request hook, so the page itself stays a plain page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AFFILIATE_PAGE_PATTERNS } from '../../../shared/routes/affiliates';
import { AFFILIATE_API, AFFILIATE_API_PATTERNS } from '../../../shared/routes/affiliates-api';
import { z } from 'zod';
import {
  affiliateLandingSchema,
  affiliateLandingTextSchema,
  becomeAffiliateResultSchema,
  referralRequestSchema,
  referralResultSchema,
  shareSummarySchema,
} from '../../../shared/contracts/affiliates';
import { requireUser } from '../../auth/access/request-user';
import { AFFILIATES, PUBLIC, SIGNED_IN } from '../../http/access';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
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

  routes.put(
    AFFILIATE_API.share,
    {
      config: { access: AFFILIATES },
      schema: {
        body: checkedInHandler(affiliateLandingTextSchema),
        response: { 200: affiliateLandingTextSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return affiliates.setLandingText(requireUser(request), request.body);
    },
  );

  routes.put(
    AFFILIATE_API.become,
    { config: { access: SIGNED_IN }, schema: { response: { 200: becomeAffiliateResultSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return affiliates.become(requireUser(request), originOf(request));
    },
  );

  routes.get(
    AFFILIATE_API_PATTERNS.landing,
    {
      config: { access: PUBLIC },
      schema: { params: z.object({ slug: z.string() }), response: { 200: affiliateLandingSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return affiliates.getLanding(request.params.slug);
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

  // A HEAD request looks without visiting; the page answers both.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') return;
    const requested = affiliateSlugOf(request.url);
    if (requested !== null) await affiliates.recordVisit(requested);
  });
}
