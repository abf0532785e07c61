// HTTP of the users calls of the admin console (docs/product.md#admin-users, ADR 0041): every one
// admin only and never cached. Bodies are checked in the service, after the path's user is found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  basicUserSchema,
  roleGrantSchema,
  userDetailSchema,
  userEditSchema,
  userPageSchema,
  userQuerySchema,
  userRolesAnswerSchema,
  userSearchAnswerSchema,
} from '../../../shared/contracts/admin-users';
import type { UserQuery } from '../../../shared/contracts/admin-users';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { NO_CONTENT, checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { AdminUsersService } from './users.service';

const admin = { access: ADMIN_ONLY };
/** Answers about people and access are never kept by a browser or a proxy. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};
const userParams = z.object({ userId: z.string() });
const searchParams = z.object({ text: z.string(), extra: z.string().optional() });

export function registerAdminUsersRoutes(app: FastifyInstance, users: AdminUsersService): void {
  const routes = withSchemas(app);
  routes.get(
    ADMIN_API.users,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        querystring: checkedInHandler(userQuerySchema),
        response: { 200: userPageSchema },
      },
    },
    async (request) => users.listUsers(request.query as UserQuery),
  );
  routes.get(
    ADMIN_API_PATTERNS.userBasic,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: userParams, response: { 200: basicUserSchema } },
    },
    async (request) => users.findBasicUser(request.params.userId),
  );
  for (const path of [ADMIN_API_PATTERNS.userSearch, ADMIN_API_PATTERNS.userSearchIn]) {
    routes.get(
      path,
      {
        config: admin,
        onRequest: noStore,
        schema: { params: searchParams, response: { 200: userSearchAnswerSchema } },
      },
      async (request) => users.searchUsers(request.params.text, request.params.extra),
    );
  }
  routes.get(
    ADMIN_API_PATTERNS.usersByRole,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        params: z.object({ role: z.string() }),
        querystring: checkedInHandler(userQuerySchema),
        response: { 200: userPageSchema },
      },
    },
    async (request) => users.listUsersWithRole(request.params.role, request.query),
  );
  routes.get(
    ADMIN_API_PATTERNS.user,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: userParams, response: { 200: userDetailSchema } },
    },
    async (request) => users.findUser(request.params.userId),
  );
  routes.put(
    ADMIN_API_PATTERNS.user,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        params: userParams,
        body: checkedInHandler(userEditSchema),
        response: { 200: userDetailSchema },
      },
    },
    async (request) => users.editUser(requireUser(request), request.params.userId, request.body),
  );
  routes.delete(
    ADMIN_API_PATTERNS.user,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: userParams, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await users.deleteUser(requireUser(request), request.params.userId);
      return reply.status(204).send();
    },
  );
  routes.get(
    ADMIN_API_PATTERNS.userRoles,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: userParams, response: { 200: userRolesAnswerSchema } },
    },
    async (request) => users.rolesOf(request.params.userId),
  );
  routes.post(
    ADMIN_API_PATTERNS.userRoles,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        params: userParams,
        body: checkedInHandler(roleGrantSchema),
        response: { 200: userRolesAnswerSchema },
      },
    },
    async (request) => users.grantRole(requireUser(request), request.params.userId, request.body),
  );
  routes.delete(
    ADMIN_API_PATTERNS.userRoles,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        params: userParams,
        body: checkedInHandler(roleGrantSchema),
        response: { 200: userRolesAnswerSchema },
      },
    },
    async (request) => users.removeRole(requireUser(request), request.params.userId, request.body),
  );
}
