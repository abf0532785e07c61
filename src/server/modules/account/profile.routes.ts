// HTTP of the signed-in user's profile (docs/product.md#account). Answers are never cached:
// they carry the person's own address and settings.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  passwordChangeSchema,
  profileSchema,
  profileUpdateSchema,
} from '../../../shared/contracts/profile';
import { requireUser } from '../../auth/access/request-user';
import { SIGNED_IN } from '../../http/access';
import { NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { ProfileService } from './profile.service';
import { NO_STORE } from '../../http/cache-headers';

// Counted per person (ADR 0017). Each email-change request mails an address the caller names,
// so a person gets a handful an hour, enough to fix a typo.
const EMAIL_CHANGE_LIMIT = { max: 10, timeWindow: '1 hour' };
const CHECK_LIMIT = { max: 10, timeWindow: '1 minute' };
// A fresh confirmation link for one's own address: a few an hour cover a lost email.
const VERIFICATION_LIMIT = { max: 5, timeWindow: '1 hour' };

export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService): void {
  const routes = withSchemas(app);
  const response = { 200: profileSchema };
  routes.get(
    ACCOUNT_API.profile,
    { config: { access: SIGNED_IN }, schema: { response } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return profile.getProfile(requireUser(request));
    },
  );

  routes.put(
    ACCOUNT_API.profile,
    { config: { access: SIGNED_IN }, schema: { body: profileUpdateSchema, response } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return profile.updateProfile(requireUser(request), request.body);
    },
  );

  routes.post(
    ACCOUNT_API.profileEmail,
    {
      config: { access: SIGNED_IN, rateLimit: EMAIL_CHANGE_LIMIT },
      schema: { body: emailChangeRequestSchema, response },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return profile.requestEmailChange(requireUser(request), request.body);
    },
  );

  routes.post(
    ACCOUNT_API.profileEmailConfirm,
    {
      config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT },
      schema: { body: emailChangeConfirmSchema, response },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return profile.confirmEmailChange(requireUser(request), request.body);
    },
  );

  routes.post(
    ACCOUNT_API.profileEmailVerification,
    {
      config: { access: SIGNED_IN, rateLimit: VERIFICATION_LIMIT },
      schema: { response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await profile.sendEmailVerification(requireUser(request));
      return reply.code(204).headers(NO_STORE).send();
    },
  );

  routes.put(
    ACCOUNT_API.profilePassword,
    {
      config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT },
      schema: { body: passwordChangeSchema, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await profile.changePassword(requireUser(request), request.body, request.ip);
      return reply.code(204).headers(NO_STORE).send();
    },
  );
}
