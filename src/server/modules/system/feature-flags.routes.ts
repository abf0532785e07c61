// HTTP of the admin console's feature flags (docs/product.md#feature-flags): the list
// of every named flag and the call that sets one. Admins only; every change is audited.
import type { FastifyInstance } from 'fastify';
import { adminFeatureFlagsSchema, setFeatureFlagSchema } from '../../../shared/contracts/system';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { SystemService } from './system.service';

export function registerFeatureFlagRoutes(app: FastifyInstance, system: SystemService): void {
  const routes = withSchemas(app);
  routes.get(
    ADMIN_API.featureFlags,
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminFeatureFlagsSchema } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return system.listFeatureFlags();
    },
  );

  routes.post(
    ADMIN_API.setFeatureFlag,
    {
      config: { access: ADMIN_ONLY },
      schema: { body: setFeatureFlagSchema, response: { 200: adminFeatureFlagsSchema } },
    },
    async (request, reply) => {
      await system.setFeatureFlag(requireUser(request).id, request.body);
      void reply.header('Cache-Control', 'no-store');
      return system.listFeatureFlags();
    },
  );
}
