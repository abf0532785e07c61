// HTTP of the roles calls of the admin console (docs/product.md#admin-users, ADR 0041): GET, PUT
// (rename, the id in the body) and POST roles; GET and DELETE roles/{id}. Admin only, never cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  roleCreateSchema,
  rolePageSchema,
  roleQuerySchema,
  roleRenameSchema,
  roleViewSchema,
} from '../../../shared/contracts/admin-users';
import type { RoleQuery } from '../../../shared/contracts/admin-users';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { NO_CONTENT, checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { AdminRolesService } from './roles.service';

const admin = { access: ADMIN_ONLY };
/** Answers about people and access are never kept by a browser or a proxy. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};
const roleParams = z.object({ roleId: z.string() });

export function registerAdminRolesRoutes(app: FastifyInstance, roles: AdminRolesService): void {
  const routes = withSchemas(app);
  routes.get(
    ADMIN_API.roles,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        querystring: checkedInHandler(roleQuerySchema),
        response: { 200: rolePageSchema },
      },
    },
    async (request) => roles.listRoles(request.query as RoleQuery),
  );
  routes.post(
    ADMIN_API.roles,
    {
      config: admin,
      onRequest: noStore,
      schema: { body: checkedInHandler(roleCreateSchema), response: { 201: roleViewSchema } },
    },
    async (request, reply) => {
      const role = await roles.createRole(requireUser(request), request.body);
      return reply.status(201).send(role);
    },
  );
  routes.put(
    ADMIN_API.roles,
    {
      config: admin,
      onRequest: noStore,
      schema: { body: checkedInHandler(roleRenameSchema), response: { 200: roleViewSchema } },
    },
    async (request) => roles.renameRole(requireUser(request), request.body),
  );
  routes.get(
    ADMIN_API_PATTERNS.role,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: roleParams, response: { 200: roleViewSchema } },
    },
    async (request) => roles.findRole(request.params.roleId),
  );
  routes.delete(
    ADMIN_API_PATTERNS.role,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: roleParams, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await roles.deleteRole(requireUser(request), request.params.roleId);
      return reply.status(204).send();
    },
  );
}
