// HTTP of becoming an advisor (docs/product.md#becoming-an-advisor): the invitation page's preview
// and acceptance, the advisor's checklist and disclosure uploads, and the admin's invitations and
// vetting. Only admins invite and vet; an advisor sees only their own checklist and files.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  acceptedInvitationSchema,
  adminAdvisorListSchema,
  adminInvitationListSchema,
  adminInvitationSchema,
  checklistSchema,
  createInvitationSchema,
  disclosureKindSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  vettingChangeSchema,
} from '../../../shared/contracts/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';
import { ONBOARDING_API, ONBOARDING_API_PATTERNS } from '../../../shared/routes/onboarding-api';
import { AppError } from '../../../shared/errors';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, ADVISORS, PUBLIC, SIGNED_IN } from '../../http/access';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import { attachmentDisposition } from '../../files/content-disposition';
import type { StoredObject } from '../../integrations/storage/storage';
import { idParam } from '../../validation/parse-input';
import { UPLOAD_RATE_LIMIT, registerUploadParser, withUploadedFile } from '../vault/upload-part';
import type { OnboardingService } from './onboarding.service';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Guessing tokens is hopeless at 256 bits; this keeps anyone from trying hard. */
const TOKEN_LIMIT = { max: 30, timeWindow: '1 minute' };
const INVITE_LIMIT = { max: 30, timeWindow: '1 minute' };

function kindParam(value: string): DisclosureKind {
  const parsed = disclosureKindSchema.safeParse(value);
  if (!parsed.success) throw new AppError('notFound');
  return parsed.data;
}

function sendPdf(reply: FastifyReply, file: StoredObject & { fileName: string }) {
  return reply
    .headers({
      ...NO_STORE,
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.bytes),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.stream);
}

export function registerOnboardingRoutes(app: FastifyInstance, onboarding: OnboardingService) {
  const routes = withSchemas(app);
  const invitationParams = z.object({ invitationId: z.string() });
  const advisorParams = z.object({ advisorId: z.string() });
  const kindParams = z.object({ kind: z.string() });
  const advisorKindParams = z.object({ advisorId: z.string(), kind: z.string() });

  // ——— the applicant ———

  routes.post(
    ONBOARDING_API.invitationPreview,
    {
      config: { access: PUBLIC, rateLimit: TOKEN_LIMIT },
      schema: { body: invitationTokenSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return onboarding.preview(request.body.token);
    },
  );

  routes.post(
    ONBOARDING_API.invitationAccept,
    {
      config: { access: SIGNED_IN, rateLimit: TOKEN_LIMIT },
      schema: { body: invitationTokenSchema, response: { 200: acceptedInvitationSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return onboarding.accept(requireUser(request), request.body.token);
    },
  );

  // ——— the advisor's checklist ———

  routes.get(
    ONBOARDING_API.checklist,
    { config: { access: ADVISORS }, schema: { response: { 200: checklistSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return onboarding.getChecklist(requireUser(request));
    },
  );

  routes.post(
    ONBOARDING_API.confirmPrices,
    { config: { access: ADVISORS }, schema: { response: { 200: checklistSchema } } },
    async (request) => onboarding.confirmPrices(requireUser(request)),
  );

  routes.post(
    ONBOARDING_API.submit,
    { config: { access: ADVISORS }, schema: { response: { 200: checklistSchema } } },
    async (request) => onboarding.submit(requireUser(request)),
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
        await onboarding.ownDisclosure(requireUser(request), kindParam(request.params.kind)),
      ),
  );

  void app.register(async (scope) => {
    await registerUploadParser(scope, onboarding.maxDisclosureBytes);
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
        return withUploadedFile(request, onboarding.maxDisclosureBytes, (input) =>
          onboarding.uploadDisclosure(user, kind, input),
        );
      },
    );
  });

  // ——— the admin: invitations ———

  routes.get(
    ONBOARDING_API.adminInvitations,
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminInvitationListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return onboarding.listInvitations();
    },
  );

  routes.post(
    ONBOARDING_API.adminInvitations,
    {
      config: { access: ADMIN_ONLY, rateLimit: INVITE_LIMIT },
      schema: { body: createInvitationSchema, response: { 201: adminInvitationSchema } },
    },
    async (request, reply) => {
      const invitation = await onboarding.invite(requireUser(request), request.body);
      return reply.code(201).send(invitation);
    },
  );

  routes.post(
    ONBOARDING_API_PATTERNS.adminInvitationResend,
    {
      config: { access: ADMIN_ONLY, rateLimit: INVITE_LIMIT },
      schema: { params: invitationParams, response: { 200: adminInvitationSchema } },
    },
    async (request) =>
      onboarding.resend(requireUser(request), idParam(request.params.invitationId)),
  );

  routes.delete(
    ONBOARDING_API_PATTERNS.adminInvitation,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: invitationParams, response: { 200: adminInvitationSchema } },
    },
    async (request) =>
      onboarding.revoke(requireUser(request), idParam(request.params.invitationId)),
  );

  // ——— the admin: vetting ———

  routes.get(
    ONBOARDING_API.adminAdvisors,
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminAdvisorListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return onboarding.listAdvisors();
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
      onboarding.changeVetting(
        requireUser(request),
        idParam(request.params.advisorId),
        request.body,
      ),
  );

  routes.post(
    ONBOARDING_API_PATTERNS.adminAdvisorApprove,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: advisorParams, response: { 200: adminAdvisorListSchema } },
    },
    async (request) => onboarding.approve(requireUser(request), idParam(request.params.advisorId)),
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
        await onboarding.adminDisclosure(
          idParam(request.params.advisorId),
          kindParam(request.params.kind),
        ),
      ),
  );
}
