// HTTP of the client's billing history and receipts. Both answer only the signed-in client's own
// rows; a receipt of anyone else's charge is a 404, so no one learns that it exists.
import type { FastifyInstance } from 'fastify';
import { BILLING_API, BILLING_API_PATTERNS } from '../../../shared/routes/billing-api';
import { requireUser } from '../../auth/access/request-user';
import { z } from 'zod';
import {
  billingHistorySchema,
  billingInvoiceSchema,
  receiptSchema,
} from '../../../shared/contracts/billing';
import { refundRequestSchema } from '../../../shared/contracts/booking';
import { CLIENTS } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import type { BillingService } from './billing.service';
import { NO_STORE } from '../../http/cache-headers';

export function registerBillingRoutes(app: FastifyInstance, billing: BillingService): void {
  const routes = withSchemas(app);
  routes.get(
    BILLING_API.account,
    { config: { access: CLIENTS }, schema: { response: { 200: billingHistorySchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return billing.getHistory(requireUser(request));
    },
  );

  routes.get(
    BILLING_API_PATTERNS.receipt,
    {
      config: { access: CLIENTS },
      schema: { params: z.object({ chargeId: z.string() }), response: { 200: receiptSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return billing.getReceipt(requireUser(request), idParam(request.params.chargeId));
    },
  );

  routes.get(
    BILLING_API_PATTERNS.invoice,
    {
      config: { access: CLIENTS },
      schema: {
        params: z.object({ invoiceId: z.string() }),
        response: { 200: billingInvoiceSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return billing.getInvoice(requireUser(request), idParam(request.params.invoiceId));
    },
  );

  routes.post(
    BILLING_API_PATTERNS.invoiceMoneyBack,
    {
      config: { access: CLIENTS },
      schema: {
        params: z.object({ invoiceId: z.string() }),
        body: refundRequestSchema,
        response: { 200: billingInvoiceSchema },
      },
    },
    async (request) =>
      billing.requestMoneyBack(
        requireUser(request),
        idParam(request.params.invoiceId),
        request.body.reason,
      ),
  );
}
