// HTTP of the advisor's first-run checklist (docs/product.md#becoming-an-advisor): the checklist,
// confirming prices, sending it for review, the disclosure PDFs, and Advisor Home's first visit.
// An advisor sees only their own.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checklistSchema, homeVisitSchema } from '../../../shared/contracts/onboarding';
import { ONBOARDING_API, ONBOARDING_API_PATTERNS } from '../../../shared/routes/onboarding-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import { UPLOAD_RATE_LIMIT, registerUploadParser, withUploadedFile } from '../vault/upload-part';
import type { ChecklistService } from './checklist.service';
import { NO_STORE } from '../../http/cache-headers';
import { kindParam, sendPdf } from './onboarding-http';

export function registerChecklistRoutes(app: FastifyInstance, checklist: ChecklistService) {
  const routes = withSchemas(app);
  const kindParams = z.object({ kind: z.string() });

  routes.get(
    ONBOARDING_API.checklist,
    { config: { access: ADVISORS }, schema: { response: { 200: checklistSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return checklist.getChecklist(requireUser(request));
    },
  );

  routes.post(
    ONBOARDING_API.homeVisit,
    { config: { access: ADVISORS }, schema: { response: { 200: homeVisitSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return checklist.recordHomeVisit(requireUser(request));
    },
  );

  routes.post(
    ONBOARDING_API.confirmPrices,
    { config: { access: ADVISORS }, schema: { response: { 200: checklistSchema } } },
    async (request) => checklist.confirmPrices(requireUser(request)),
  );

  routes.post(
    ONBOARDING_API.submit,
    { config: { access: ADVISORS }, schema: { response: { 200: checklistSchema } } },
    async (request) => checklist.submit(requireUser(request)),
  );

  routes.get(
    ONBOARDING_API_PATTERNS.disclosure,
    {
      config: { access: ADVISORS },
      schema: {
        params: kindParams,
        response: { 200: fileAnswer('The PDF, as an attachment.', 'application/pdf') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await checklist.ownDisclosure(requireUser(request), kindParam(request.params.kind)),
      ),
  );

  void app.register(async (scope) => {
    await registerUploadParser(scope, checklist.maxDisclosureBytes);
    // A multipart form with one `file`, read as a stream.
    scope.put<{ Params: { kind: string } }>(
      ONBOARDING_API_PATTERNS.disclosure,
      {
        config: { access: ADVISORS, rateLimit: UPLOAD_RATE_LIMIT },
        schema: { consumes: ['multipart/form-data'], response: { 200: checklistSchema } },
      },
      async (request) => {
        const user = requireUser(request);
        const kind = kindParam(request.params.kind);
        return withUploadedFile(request, checklist.maxDisclosureBytes, (input) =>
          checklist.uploadDisclosure(user, kind, input),
        );
      },
    );
  });
}
