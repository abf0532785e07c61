// HTTP of the admin calls (docs/product.md#admin): impersonation and the user list.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminUserPageSchema,
  adminUserQuerySchema,
  impersonationStartedSchema,
} from '../../../shared/contracts/account';
import type { AdminUserQuery } from '../../../shared/contracts/account';
import { checkedInHandler, NO_CONTENT, withSchemas } from '../../http/route-schemas';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { IDENTITY_API, IDENTITY_API_PATTERNS } from '../../../shared/routes/identity-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, REAL_ADMIN } from '../../http/access';
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

  // The service reads the query itself, with its own messages for a bad page or role.
  routes.get(
    ADMIN_API.users,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: checkedInHandler(adminUserQuerySchema),
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => admin.listUsers(request.query as AdminUserQuery),
  );
}
