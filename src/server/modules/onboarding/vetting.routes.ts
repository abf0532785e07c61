// HTTP of vetting advisors (docs/product.md#becoming-an-advisor): the admin's list of advisors,
// the checks, approval, listing and the advisors' disclosure PDFs. Only admins vet.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminAdvisorListSchema, vettingChangeSchema } from '../../../shared/contracts/onboarding';
import { ONBOARDING_API, ONBOARDING_API_PATTERNS } from '../../../shared/routes/onboarding-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import { NO_STORE } from '../../http/cache-headers';
import { kindParam, sendPdf } from './onboarding-http';
import type { VettingService } from './vetting.service';

export function registerVettingRoutes(app: FastifyInstance, vetting: VettingService) {
  const routes = withSchemas(app);
  const advisorParams = z.object({ advisorId: z.string() });
  const advisorKindParams = z.object({ advisorId: z.string(), kind: z.string() });

  routes.get(
    ONBOARDING_API.adminAdvisors,
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminAdvisorListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return vetting.listAdvisors();
    },
  );

  routes.put(
    ONBOARDING_API_PATTERNS.adminAdvisor,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: advisorParams,
        body: vettingChangeSchema,
        response: { 200: adminAdvisorListSchema },
      },
    },
    async (request) =>
      vetting.changeVetting(requireUser(request), idParam(request.params.advisorId), request.body),
  );

  routes.post(
    ONBOARDING_API_PATTERNS.adminAdvisorApprove,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: advisorParams, response: { 200: adminAdvisorListSchema } },
    },
    async (request) => vetting.approve(requireUser(request), idParam(request.params.advisorId)),
  );

  routes.get(
    ONBOARDING_API_PATTERNS.adminDisclosure,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: advisorKindParams,
        response: { 200: fileAnswer('The PDF, as an attachment.', 'application/pdf') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await vetting.adminDisclosure(
          idParam(request.params.advisorId),
          kindParam(request.params.kind),
        ),
      ),
  );
}
