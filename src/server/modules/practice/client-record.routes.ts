// HTTP of one client's record for their advisor (docs/product.md#dashboard).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientRecordSchema } from '../../../shared/contracts/practice';
import { PRACTICE_API_PATTERNS } from '../../../shared/routes/practice-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { withSchemas } from '../../http/route-schemas';
import type { ClientRecordService } from './client-record.service';

export function registerClientRecordRoutes(
  app: FastifyInstance,
  records: ClientRecordService,
): void {
  withSchemas(app).get(
    PRACTICE_API_PATTERNS.clientRecord,
    {
      config: { access: ADVISORS },
      schema: {
        params: z.object({ client: z.string() }),
        response: { 200: clientRecordSchema },
      },
    },
    async (request, reply) => {
      // Personal and financial: never kept by a browser or a proxy.
      void reply.headers(NO_STORE);
      return records.recordOf(requireUser(request), request.params.client);
    },
  );
}
