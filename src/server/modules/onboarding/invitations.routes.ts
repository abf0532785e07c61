// HTTP of advisor invitations (docs/product.md#becoming-an-advisor): the invitation page's preview
// and acceptance, and the admin's list, sending, resending and withdrawing. Only admins invite.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  acceptedInvitationSchema,
  adminInvitationListSchema,
  adminInvitationSchema,
  createInvitationSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
} from '../../../shared/contracts/onboarding';
import { ONBOARDING_API, ONBOARDING_API_PATTERNS } from '../../../shared/routes/onboarding-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, PUBLIC, SIGNED_IN } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import type { InvitationsService } from './invitations.service';
import { NO_STORE } from '../../http/cache-headers';

/** Guessing tokens is hopeless at 256 bits; this keeps anyone from trying hard. */
const TOKEN_LIMIT = { max: 30, timeWindow: '1 minute' };
const INVITE_LIMIT = { max: 30, timeWindow: '1 minute' };

export function registerInvitationsRoutes(app: FastifyInstance, invitations: InvitationsService) {
  const routes = withSchemas(app);
  const invitationParams = z.object({ invitationId: z.string() });

  // ——— the applicant ———

  routes.post(
    ONBOARDING_API.invitationPreview,
    {
      config: { access: PUBLIC, rateLimit: TOKEN_LIMIT },
      schema: { body: invitationTokenSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return invitations.preview(request.body.token);
    },
  );

  routes.post(
    ONBOARDING_API.invitationAccept,
    {
      config: { access: SIGNED_IN, rateLimit: TOKEN_LIMIT },
      schema: { body: acceptInvitationSchema, response: { 200: acceptedInvitationSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return invitations.accept(requireUser(request), request.body);
    },
  );

  // ——— the admin ———

  routes.get(
    ONBOARDING_API.adminInvitations,
    { config: { access: ADMIN_ONLY }, schema: { response: { 200: adminInvitationListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return invitations.listInvitations();
    },
  );

  routes.post(
    ONBOARDING_API.adminInvitations,
    {
      config: { access: ADMIN_ONLY, rateLimit: INVITE_LIMIT },
      schema: { body: createInvitationSchema, response: { 201: adminInvitationSchema } },
    },
    async (request, reply) => {
      const invitation = await invitations.invite(requireUser(request), request.body);
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
      invitations.resend(requireUser(request), idParam(request.params.invitationId)),
  );

  routes.delete(
    ONBOARDING_API_PATTERNS.adminInvitation,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: invitationParams, response: { 200: adminInvitationSchema } },
    },
    async (request) =>
      invitations.revoke(requireUser(request), idParam(request.params.invitationId)),
  );
}
