// HTTP of the outbox: admins only.
import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema } from '../../../shared/contracts/notifications';

import { ADMIN_ONLY } from '../../http/access';
import { parseInput } from '../../http/validate';
import type { OutboxService } from './outbox.service';
import { MEETING_API } from '../../../shared/meeting-routes';

export function registerOutboxRoutes(app: FastifyInstance, outbox: OutboxService): void {
  app.get(MEETING_API.adminEmails, { config: { access: ADMIN_ONLY } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return outbox.listEmails(parseInput(outboxQuerySchema, request.query));
  });
}
