// HTTP of the client's billing history and receipts. Both answer only the signed-in client's own
// rows; a receipt of anyone else's charge is a 404, so no one learns that it exists.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API, ACCOUNT_API_PATTERNS } from '../../../shared/account-routes';
import { requireUser } from '../../auth/access/request-user';
import { withRoles } from '../../http/access';
import { idParam } from '../../http/validate';
import type { BillingService } from './billing.service';

type ReceiptParams = { Params: { chargeId: string } };

const CLIENTS = withRoles(['Consumer', 'Admin']);
const noStore = { 'Cache-Control': 'no-store' };

export function registerBillingRoutes(app: FastifyInstance, billing: BillingService): void {
  app.get(ACCOUNT_API.billing, { config: { access: CLIENTS } }, async (request, reply) => {
    void reply.headers(noStore);
    return billing.getHistory(requireUser(request));
  });

  app.get<ReceiptParams>(
    ACCOUNT_API_PATTERNS.receipt,
    { config: { access: CLIENTS } },
    async (request, reply) => {
      void reply.headers(noStore);
      return billing.getReceipt(requireUser(request), idParam(request.params.chargeId));
    },
  );
}
