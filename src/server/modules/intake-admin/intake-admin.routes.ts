// HTTP of the console's intake responses (docs/product.md#intake-responses-admin, ADR 0047): admin
// only and never cached. Bodies are checked in the service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  intakeResponseDetailSchema,
  intakeResponseEditSchema,
  intakeResponsePageSchema,
  intakeResponseQuerySchema,
} from '../../../shared/contracts/intake-admin';
import type { IntakeResponseQuery } from '../../../shared/contracts/intake-admin';
import {
  INTAKE_ADMIN_API,
  INTAKE_ADMIN_API_PATTERNS,
} from '../../../shared/routes/intake-admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { NO_CONTENT, checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { IntakeAdminService } from './intake-admin.service';

const admin = { access: ADMIN_ONLY };
/** A client's answers are never kept by a browser or a proxy. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};
const idParams = z.object({ id: z.string() });

export function registerIntakeAdminRoutes(app: FastifyInstance, intake: IntakeAdminService): void {
  const routes = withSchemas(app);
  const listSchema = {
    querystring: checkedInHandler(intakeResponseQuerySchema),
    response: { 200: intakeResponsePageSchema },
  };
  routes.get(
    INTAKE_ADMIN_API.recent,
    { config: admin, onRequest: noStore, schema: listSchema },
    async (request) => intake.listRecent(request.query as IntakeResponseQuery),
  );
  routes.get(
    INTAKE_ADMIN_API.orphans,
    { config: admin, onRequest: noStore, schema: listSchema },
    async (request) => intake.listOrphans(request.query as IntakeResponseQuery),
  );
  routes.get(
    INTAKE_ADMIN_API_PATTERNS.response,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: idParams, response: { 200: intakeResponseDetailSchema } },
    },
    async (request) => intake.findResponse(request.params.id),
  );
  routes.post(
    INTAKE_ADMIN_API.edit,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        body: checkedInHandler(intakeResponseEditSchema),
        response: { 200: intakeResponseDetailSchema },
      },
    },
    async (request) => intake.editResponse(requireUser(request), request.body),
  );
  routes.delete(
    INTAKE_ADMIN_API_PATTERNS.deleteResponse,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: idParams, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await intake.deleteResponse(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
