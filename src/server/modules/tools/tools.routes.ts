// HTTP of the admin tools (docs/product.md#admin-tools): admins only, never cached. "Refresh The
// Plan's invoices" is the plans admin call (PLANS_ADMIN_API.refreshPlanInvoices).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  clearCachedDataAnswerSchema,
  failedJobPageSchema,
  failedJobQuerySchema,
  resendEmailAnswerSchema,
  retryJobAnswerSchema,
  stuckEmailPageSchema,
  stuckEmailQuerySchema,
  summaryRunAnswerSchema,
} from '../../../shared/contracts/tools';
import type { FailedJobQuery, StuckEmailQuery } from '../../../shared/contracts/tools';
import { TOOLS_API, TOOLS_API_PATTERNS } from '../../../shared/routes/tools-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { ToolsService } from './tools.module';

const admin = { access: ADMIN_ONLY };
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};
const emailParams = z.object({ emailId: z.uuid('That is not an email id.') });
const jobParams = z.object({ jobId: z.uuid('That is not a job id.') });

export function registerToolsRoutes(app: FastifyInstance, tools: ToolsService): void {
  const routes = withSchemas(app);
  routes.post(
    TOOLS_API.clearCachedData,
    {
      config: admin,
      onRequest: noStore,
      schema: { response: { 200: clearCachedDataAnswerSchema } },
    },
    async (request) => tools.cachedData.clearAll(requireUser(request).id),
  );
  routes.get(
    TOOLS_API.reviewSummaries,
    { config: admin, onRequest: noStore, schema: { response: { 200: summaryRunAnswerSchema } } },
    async () => tools.reviewSummaries.latestRun(),
  );
  routes.post(
    TOOLS_API.reviewSummaries,
    { config: admin, onRequest: noStore, schema: { response: { 200: summaryRunAnswerSchema } } },
    async (request) => tools.reviewSummaries.queueRegeneration(requireUser(request).id),
  );
  routes.get(
    TOOLS_API.stuckEmails,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        querystring: checkedInHandler(stuckEmailQuerySchema),
        response: { 200: stuckEmailPageSchema },
      },
    },
    async (request) => tools.stuckEmails.listStuckEmails(request.query as StuckEmailQuery),
  );
  routes.post(
    TOOLS_API_PATTERNS.resendEmail,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: emailParams, response: { 200: resendEmailAnswerSchema } },
    },
    async (request) =>
      tools.stuckEmails.queueResend(requireUser(request).id, request.params.emailId),
  );
  routes.get(
    TOOLS_API.failedJobs,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        querystring: checkedInHandler(failedJobQuerySchema),
        response: { 200: failedJobPageSchema },
      },
    },
    async (request) => tools.failedJobs.listFailedJobs(request.query as FailedJobQuery),
  );
  routes.post(
    TOOLS_API_PATTERNS.retryJob,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: jobParams, response: { 200: retryJobAnswerSchema } },
    },
    async (request) => tools.failedJobs.retryJob(requireUser(request).id, request.params.jobId),
  );
}
