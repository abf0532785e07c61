// HTTP of the public advisor reads (spec §7.1 api/home/*) and advisors' generated portraits.
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/routes';
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
}
