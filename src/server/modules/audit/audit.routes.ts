// HTTP of the audit log (docs/product.md#audit-log): admins read it, paged and searched.
import type { FastifyInstance } from 'fastify';
import { auditPageSchema, auditQuerySchema } from '../../../shared/contracts/audit';
import type { AuditQuery } from '../../../shared/contracts/audit';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { AuditService } from './audit.service';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  const routes = withSchemas(app);
  routes.get(
    ADMIN_API.auditLog,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: checkedInHandler(auditQuerySchema),
        response: { 200: auditPageSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return audit.listEntries(request.query as AuditQuery);
    },
  );
}
