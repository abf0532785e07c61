// HTTP of the system calls (docs/product.md#api) and the health check.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_API, SYSTEM_API_PATTERNS } from '../../../shared/routes/system-api';
import {
  appInfoSchema,
  contactDetailsSchema,
  errorLogEntrySchema,
  featureFlagValueSchema,
  healthSchema,
  healthUnavailableSchema,
  systemKeysSchema,
} from '../../../shared/contracts/system';
import { PUBLIC } from '../../http/access';
import { NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { SystemService } from './system.service';

/** Browsers report their errors here; a burst from one caller is cut off. */
export const LOG_ERROR_LIMIT = { max: 30, timeWindow: '1 minute' };

export function registerSystemRoutes(app: FastifyInstance, system: SystemService): void {
  const routes = withSchemas(app);
  routes.get(
    SYSTEM_API.health,
    {
      config: { access: PUBLIC },
      schema: { response: { 200: healthSchema, 503: healthUnavailableSchema } },
    },
    async (_request, reply) => {
      try {
        return await system.checkHealth();
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );

  routes.get(
    SYSTEM_API_PATTERNS.featureFlag,
    {
      config: { access: PUBLIC },
      schema: { params: z.object({ name: z.string() }), response: { 200: featureFlagValueSchema } },
    },
    async (request) => ({
      name: request.params.name,
      value: await system.getFeatureFlag(request.params.name),
    }),
  );

  routes.get(
    SYSTEM_API.appInfo,
    { config: { access: PUBLIC }, schema: { response: { 200: appInfoSchema } } },
    async () => system.getAppInfo(),
  );

  routes.get(
    SYSTEM_API.systemKeys,
    { config: { access: PUBLIC }, schema: { response: { 200: systemKeysSchema } } },
    async () => system.getSystemKeys(),
  );

  routes.get(
    SYSTEM_API.contactDetails,
    { config: { access: PUBLIC }, schema: { response: { 200: contactDetailsSchema } } },
    async () => system.getContactDetails(),
  );

  routes.post(
    SYSTEM_API.logError,
    {
      config: { access: PUBLIC, rateLimit: LOG_ERROR_LIMIT },
      bodyLimit: 64 * 1024,
      schema: { body: errorLogEntrySchema, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await system.logClientError(request.body, {
        userAgent: request.headers['user-agent'] ?? '',
        requestId: request.id,
      });
      return reply.status(204).send();
    },
  );
}
