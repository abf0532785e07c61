// HTTP of the user agreements (docs/product.md#user-agreements): the client's own status and
// acceptance (with the address it came from), and the admin's list of the latest acceptances.
import type { FastifyInstance } from 'fastify';
import {
  acceptAgreementsSchema,
  recentAcceptancesQuerySchema,
  recentAcceptancesSchema,
  userAgreementStatusSchema,
} from '../../../shared/contracts/compliance';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, CLIENTS } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { withSchemas } from '../../http/route-schemas';
import type { AgreementsService } from './agreements.service';

/** Accepting is a click or two; a burst guard well above that. */
const ACCEPT_LIMIT = { max: 20, timeWindow: '1 minute' };

export function registerAgreementsRoutes(app: FastifyInstance, agreements: AgreementsService) {
  const routes = withSchemas(app);
  routes.get(
    COMPLIANCE_API.myAgreements,
    { config: { access: CLIENTS }, schema: { response: { 200: userAgreementStatusSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return agreements.statusOf(requireUser(request).id);
    },
  );

  routes.post(
    COMPLIANCE_API.acceptAgreements,
    {
      config: { access: CLIENTS, rateLimit: ACCEPT_LIMIT },
      schema: { body: acceptAgreementsSchema, response: { 200: userAgreementStatusSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return agreements.accept(requireUser(request), request.body, request.ip);
    },
  );

  routes.get(
    COMPLIANCE_API.recentAcceptances,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: recentAcceptancesQuerySchema,
        response: { 200: recentAcceptancesSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return agreements.recent(request.query);
    },
  );
}
