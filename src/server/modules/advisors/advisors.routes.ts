// HTTP of the public advisor reads (spec §7.1 api/home/*) and advisors' generated portraits.
import type { FastifyInstance } from 'fastify';
import { API, PAGE_PATTERNS } from '../../../shared/routes';
import { AppError } from '../../../shared/errors';
import { PUBLIC } from '../../http/access';
import type { AdvisorsService } from './advisors.service';

export function registerAdvisorsRoutes(app: FastifyInstance, advisors: AdvisorsService): void {
  app.get(API.dashboard, { config: { access: PUBLIC } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=30');
    return advisors.getDashboard();
  });

  app.get(API.seoData, { config: { access: PUBLIC } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return advisors.getSeoData();
  });

  app.get<{ Params: { file: string } }>(
    PAGE_PATTERNS.avatar,
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
}
