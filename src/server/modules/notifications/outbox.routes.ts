// HTTP of the outbox: admins only.
import type { FastifyInstance } from 'fastify';
import { outboxPageSchema, outboxQuerySchema } from '../../../shared/contracts/notifications';

import { ADMIN_ONLY } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { OutboxService } from './outbox.service';
import { ADMIN_API } from '../../../shared/routes/admin-api';

export function registerOutboxRoutes(app: FastifyInstance, outbox: OutboxService): void {
  withSchemas(app).get(
    ADMIN_API.emails,
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return outbox.listEmails(request.query);
    },
  );
}
