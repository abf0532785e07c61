// HTTP of the signed-in user's profile (spec §2.5 account/profile). Answers are never cached:
// they carry the person's own address and settings.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API } from '../../../shared/account-routes';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../shared/contracts/profile';
import { requireUser } from '../../auth/access/request-user';
import { SIGNED_IN } from '../../http/access';
import { parseInput } from '../../http/validate';
import type { ProfileService } from './profile.service';

const noStore = { 'cache-control': 'no-store' };
// Counted per person (ADR 0017). Each email-change request mails an address the caller names,
// so a person gets a handful an hour, enough to fix a typo.
const EMAIL_CHANGE_LIMIT = { max: 10, timeWindow: '1 hour' };
const CHECK_LIMIT = { max: 10, timeWindow: '1 minute' };
// A fresh confirmation link for one's own address: a few an hour cover a lost email.
const VERIFICATION_LIMIT = { max: 5, timeWindow: '1 hour' };

export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService): void {
  app.get(ACCOUNT_API.profile, { config: { access: SIGNED_IN } }, async (request, reply) => {
    void reply.headers(noStore);
    return profile.getProfile(requireUser(request));
  });

  app.put(ACCOUNT_API.profile, { config: { access: SIGNED_IN } }, async (request, reply) => {
    void reply.headers(noStore);
    const update = parseInput(profileUpdateSchema, request.body);
    return profile.updateProfile(requireUser(request), update);
  });

  app.post(
    ACCOUNT_API.profileEmail,
    { config: { access: SIGNED_IN, rateLimit: EMAIL_CHANGE_LIMIT } },
    async (request, reply) => {
      void reply.headers(noStore);
      const change = parseInput(emailChangeRequestSchema, request.body);
      return profile.requestEmailChange(requireUser(request), change);
    },
  );

  app.post(
    ACCOUNT_API.profileEmailConfirm,
    { config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT } },
    async (request, reply) => {
      void reply.headers(noStore);
      const confirm = parseInput(emailChangeConfirmSchema, request.body);
      return profile.confirmEmailChange(requireUser(request), confirm);
    },
  );

  app.post(
    ACCOUNT_API.profileEmailVerification,
    { config: { access: SIGNED_IN, rateLimit: VERIFICATION_LIMIT } },
    async (request, reply) => {
      await profile.sendEmailVerification(requireUser(request));
      return reply.code(204).headers(noStore).send();
    },
  );

  app.put(
    ACCOUNT_API.profilePassword,
    { config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT } },
    async (request, reply) => {
      const change = parseInput(passwordChangeSchema, request.body);
      await profile.changePassword(requireUser(request), change, request.ip);
      return reply.code(204).headers(noStore).send();
    },
  );
}
