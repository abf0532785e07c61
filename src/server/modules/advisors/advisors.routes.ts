// HTTP of the public advisor reads (api/home/*) and advisors' portraits: stored photos,
// and generated ones for advisors without a photo.
import type { FastifyInstance } from 'fastify';
import { ADVISOR_PAGE_PATTERNS } from '../../../shared/routes/advisors';
import { ADVISOR_API, ADVISOR_API_PATTERNS } from '../../../shared/routes/advisors-api';
import { z } from 'zod';
import {
  advisorProfileSchema,
  advisorSearchQuerySchema,
  advisorSearchResultSchema,
  reviewPageSchema,
  reviewsQuerySchema,
} from '../../../shared/contracts/advisors';
import { dashboardDataSchema, seoDataItemSchema } from '../../../shared/contracts/home';
import { withSchemas } from '../../http/route-schemas';
import { AppError } from '../../../shared/errors';
import { PUBLIC } from '../../http/access';
import type { AdvisorsService } from './advisors.service';

/** A photo's URL names its content, so it can be kept as long as caches allow. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG opened on its own is a document: it may style itself but never run script. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const slugParams = z.object({ slug: z.string() });

export function registerAdvisorsRoutes(app: FastifyInstance, advisors: AdvisorsService): void {
  const routes = withSchemas(app);
  routes.get(
    ADVISOR_API.home,
    { config: { access: PUBLIC }, schema: { response: { 200: dashboardDataSchema } } },
    async () => advisors.getDashboard(),
  );

  routes.get(
    ADVISOR_API.seoData,
    { config: { access: PUBLIC }, schema: { response: { 200: z.array(seoDataItemSchema) } } },
    async () => advisors.getSeoData(),
  );

  // What caches may keep of these public answers is the response cache's (cache/cacheable-routes.ts).
  routes.get(
    ADVISOR_API.search,
    {
      config: { access: PUBLIC },
      schema: {
        querystring: advisorSearchQuerySchema,
        response: { 200: advisorSearchResultSchema },
      },
    },
    async (request) => advisors.searchAdvisors(request.query),
  );

  routes.get(
    ADVISOR_API_PATTERNS.profile,
    {
      config: { access: PUBLIC },
      schema: { params: slugParams, response: { 200: advisorProfileSchema } },
    },
    async (request) => advisors.getAdvisorProfile(request.params.slug),
  );

  routes.get(
    ADVISOR_API_PATTERNS.reviews,
    {
      config: { access: PUBLIC },
      schema: {
        params: slugParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => advisors.getAdvisorReviews(request.params.slug, request.query.page),
  );

  app.get<{ Params: { file: string } }>(
    ADVISOR_PAGE_PATTERNS.avatar,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const slug = /^(.+)\.svg$/.exec(request.params.file)?.[1];
      if (!slug) throw new AppError('notFound');
      const svg = await advisors.getAvatarSvg(slug);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    },
  );

  app.get<{ Params: { key: string } }>(
    ADVISOR_PAGE_PATTERNS.photo,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const photo = await advisors.getAdvisorPhoto(request.params.key);
      void reply
        .type(photo.contentType)
        .header('Content-Length', photo.bytes)
        .header('Cache-Control', PHOTO_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff');
      if (photo.contentType === 'image/svg+xml') {
        void reply.header('Content-Security-Policy', SVG_POLICY);
      }
      return reply.send(photo.stream);
    },
  );
}
