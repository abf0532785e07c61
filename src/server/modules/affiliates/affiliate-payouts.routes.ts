// HTTP of affiliates' payouts for admins (docs/product.md#affiliates): what each affiliate is owed
// for the month of a date, logging the month's payout, and setting an affiliate's fee.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoDateSchema } from '../../../shared/contracts/advisor-payouts';
import {
  affiliateFeeResultSchema,
  affiliateFeeSchema,
  affiliatePayoutSchema,
  affiliatesOwedQuerySchema,
  affiliatesOwedSchema,
  logAffiliatePayoutSchema,
} from '../../../shared/contracts/affiliates';
import { AFFILIATE_API_PATTERNS } from '../../../shared/routes/affiliates-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import type { AffiliatePayoutsService } from './affiliate-payouts.service';

const affiliateParams = z.object({ affiliateId: z.string() });

export function registerAffiliatePayoutsRoutes(
  app: FastifyInstance,
  payouts: AffiliatePayoutsService,
): void {
  const routes = withSchemas(app);
  routes.get(
    AFFILIATE_API_PATTERNS.adminOwed,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: z.object({ date: isoDateSchema }),
        querystring: affiliatesOwedQuerySchema,
        response: { 200: affiliatesOwedSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return payouts.listOwed(request.params.date, request.query);
    },
  );

  routes.post(
    AFFILIATE_API_PATTERNS.adminLogPayment,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: affiliateParams,
        body: checkedInHandler(logAffiliatePayoutSchema),
        response: { 201: affiliatePayoutSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const payout = await payouts.logPayout(
        user.impersonatorId ?? user.id,
        idParam(request.params.affiliateId),
        request.body,
      );
      return reply.status(201).headers(NO_STORE).send(payout);
    },
  );

  routes.put(
    AFFILIATE_API_PATTERNS.adminFee,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: affiliateParams,
        body: checkedInHandler(affiliateFeeSchema),
        response: { 200: affiliateFeeResultSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const user = requireUser(request);
      return payouts.setFee(
        user.impersonatorId ?? user.id,
        idParam(request.params.affiliateId),
        request.body,
      );
    },
  );
}
