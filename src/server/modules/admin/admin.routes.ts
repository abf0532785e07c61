// HTTP of impersonation (docs/product.md#impersonation); the users calls are users.routes.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { impersonationStartedSchema } from '../../../shared/contracts/account';
import { NO_CONTENT, withSchemas } from '../../http/route-schemas';
import { IDENTITY_API, IDENTITY_API_PATTERNS } from '../../../shared/routes/identity-api';
import { requireUser } from '../../auth/access/request-user';
import { REAL_ADMIN } from '../../http/access';
import type { AdminService } from './admin.service';

/** Judged by the admin who is signed in, even while they act as someone else. */

export function registerAdminRoutes(app: FastifyInstance, admin: AdminService): void {
  const routes = withSchemas(app);
  routes.post(
    IDENTITY_API_PATTERNS.impersonate,
    {
      config: { access: REAL_ADMIN },
      schema: {
        params: z.object({ userId: z.string() }),
        response: { 200: impersonationStartedSchema },
      },
    },
    async (request) => admin.startImpersonation(requireUser(request), request.params.userId),
  );

  routes.post(
    IDENTITY_API.stopImpersonation,
    { config: { access: REAL_ADMIN }, schema: { response: { 204: NO_CONTENT } } },
    async (request, reply) => {
      await admin.stopImpersonation(requireUser(request));
      return reply.status(204).send();
    },
  );
}
