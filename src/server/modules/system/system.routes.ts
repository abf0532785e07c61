// HTTP of the system calls (spec §7.1 api/system/*) and the health check.
import type { FastifyInstance } from 'fastify';
import { API, API_PATTERNS } from '../../../shared/routes';
import { errorLogEntrySchema } from '../../../shared/contracts/system';
import { PUBLIC } from '../../http/access';
import { parseInput } from '../../http/validate';
import type { SystemService } from './system.service';

/** Browsers report their errors here; a burst from one caller is cut off. */
export const LOG_ERROR_LIMIT = { max: 30, timeWindow: '1 minute' };

export function registerSystemRoutes(app: FastifyInstance, system: SystemService): void {
  app.get(API.health, { config: { access: PUBLIC } }, async (_request, reply) => {
    try {
      return await system.checkHealth();
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  app.get<{ Params: { name: string } }>(
    API_PATTERNS.featureFlag,
    { config: { access: PUBLIC } },
    async (request) => ({
      name: request.params.name,
      value: await system.getFeatureFlag(request.params.name),
    }),
  );

  app.get(API.appInfo, { config: { access: PUBLIC } }, async () => system.getAppInfo());

  app.get(API.systemKeys, { config: { access: PUBLIC } }, async () => system.getSystemKeys());

  app.post(
    API.logError,
    {
      config: { access: PUBLIC, rateLimit: LOG_ERROR_LIMIT },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const entry = parseInput(errorLogEntrySchema, request.body);
      await system.logClientError(entry, {
        userAgent: request.headers['user-agent'] ?? '',
        requestId: request.id,
      });
      return reply.status(204).send();
    },
  );
}
