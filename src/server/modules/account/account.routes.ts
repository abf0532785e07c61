// HTTP of the signed-in user's own account calls (docs/product.md#api).
import type { FastifyInstance } from 'fastify';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { activeUserSchema } from '../../../shared/contracts/account';
import { withSchemas } from '../../http/route-schemas';
import { requireUser } from '../../auth/access/request-user';
import { SIGNED_IN } from '../../http/access';
import type { AccountService } from './account.service';

export function registerAccountRoutes(app: FastifyInstance, account: AccountService): void {
  withSchemas(app).get(
    IDENTITY_API.activeUser,
    { config: { access: SIGNED_IN }, schema: { response: { 200: activeUserSchema } } },
    async (request, reply) => {
      // Polled to notice an impersonation ending (docs/product.md#impersonation): never from a
      // cache.
      void reply.header('cache-control', 'no-store');
      return account.getActiveUser(requireUser(request));
    },
  );
}
