// HTTP of advisors' earnings and payouts (docs/product.md#advisor-payments): the advisor's own
// months and their CSV, and the admin calls (docs/product.md#advisor-payments) that list what is owed
// for a month and log a payout under an Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  advisorEarningsQuerySchema,
  advisorEarningsSchema,
  advisorsOwedSchema,
  isoDateSchema,
  logPayoutSchema,
  monthSchema,
  payoutSchema,
} from '../../../shared/contracts/advisor-payouts';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../../shared/contracts/booking';
import {
  ADVISOR_PAYOUTS_API,
  ADVISOR_PAYOUTS_API_PATTERNS,
} from '../../../shared/routes/advisor-payouts-api';
import { attachmentDisposition } from '../../files/content-disposition';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, ADVISORS } from '../../http/access';
import { checkedInHandler, fileAnswer, withSchemas } from '../../http/route-schemas';
import { idParam, parseInput } from '../../validation/parse-input';
import type { AdvisorPayoutsService } from './advisor-payouts.service';
import { NO_STORE } from '../../http/cache-headers';

export function registerAdvisorPayoutsRoutes(
  app: FastifyInstance,
  payouts: AdvisorPayoutsService,
): void {
  const routes = withSchemas(app);

  routes.get(
    ADVISOR_PAYOUTS_API.dashboard,
    {
      config: { access: ADVISORS },
      schema: { querystring: advisorEarningsQuerySchema, response: { 200: advisorEarningsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return payouts.getOwnEarnings(requireUser(request).id, request.query.month);
    },
  );

  routes.get(
    ADVISOR_PAYOUTS_API_PATTERNS.dashboardCsv,
    {
      config: { access: ADVISORS },
      schema: {
        params: z.object({ month: monthSchema }),
        response: { 200: fileAnswer("The month's earnings as CSV.", 'text/csv') },
      },
    },
    async (request, reply) => {
      const csv = await payouts.getOwnEarningsCsv(requireUser(request).id, request.params.month);
      return reply
        .headers({
          ...NO_STORE,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(csv.filename),
        })
        .send(csv.body);
    },
  );

  routes.get(
    ADVISOR_PAYOUTS_API_PATTERNS.adminOwed,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: z.object({ date: isoDateSchema }), response: { 200: advisorsOwedSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return payouts.listOwed(request.params.date);
    },
  );

  routes.post(
    ADVISOR_PAYOUTS_API_PATTERNS.adminLogPayment,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: z.object({ advisorId: z.string() }),
        headers: checkedInHandler(z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema })),
        body: checkedInHandler(logPayoutSchema),
        response: { 200: payoutSchema, 201: payoutSchema },
      },
    },
    async (request, reply) => {
      const advisorId = idParam(request.params.advisorId);
      const key = parseInput(idempotencyKeySchema, request.headers[IDEMPOTENCY_HEADER]);
      const user = requireUser(request);
      const { payout, created } = await payouts.logPayout(
        user.impersonatorId ?? user.id,
        advisorId,
        request.body,
        key,
      );
      return reply
        .status(created ? 201 : 200)
        .headers(NO_STORE)
        .send(payout);
    },
  );
}
