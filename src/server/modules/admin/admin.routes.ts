// HTTP of the admin calls of this issue (spec §7.2): impersonation and the user list.
import type { FastifyInstance } from 'fastify';
import type { AdminUserQuery } from '../../../shared/contracts/account';
import { API, API_PATTERNS } from '../../../shared/routes';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, REAL_ADMIN } from '../../http/access';
import type { AdminService } from './admin.service';

/** Judged by the admin who is signed in, even while they act as someone else. */

export function registerAdminRoutes(app: FastifyInstance, admin: AdminService): void {
  app.post<{ Params: { userId: string } }>(
    API_PATTERNS.impersonate,
    { config: { access: REAL_ADMIN } },
    async (request) => admin.startImpersonation(requireUser(request), request.params.userId),
  );

  app.post(API.stopImpersonation, { config: { access: REAL_ADMIN } }, async (request, reply) => {
    await admin.stopImpersonation(requireUser(request));
    return reply.status(204).send();
  });

  app.get<{ Querystring: AdminUserQuery }>(
    API.adminUsers,
    { config: { access: ADMIN_ONLY } },
    async (request) => admin.listUsers(request.query),
  );
}
