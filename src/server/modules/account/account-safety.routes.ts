// HTTP of the account's safety calls: two-step sign-in on and off, "Download my data" and
// closing the account. Answers carry the person's own data or secrets, so nothing caches them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import {
  accountDeletionSchema,
  dataDownloadFileName,
} from '../../../shared/contracts/account-data';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/two-factor';
import type { TwoFactorRecoveryCodes } from '../../../shared/contracts/two-factor';
import { AppError } from '../../../shared/errors';
import { requireUser } from '../../auth/access/request-user';
import type { RequestUser } from '../../auth/access/request-user';
import type { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import { SIGNED_IN } from '../../http/access';
import { fileAnswer, NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { AccountDeletionService } from './account-deletion.service';
import type { DataDownloadService } from './data-download.service';
import { NO_STORE } from '../../http/cache-headers';

// Counted per person (ADR 0017). Codes and passwords are checked here: a few tries a minute is
// plenty for a person.
const CHECK_LIMIT = { max: 10, timeWindow: '1 minute' };
// Building the download reads every table of the person.
const DOWNLOAD_LIMIT = { max: 5, timeWindow: '1 minute' };

/** Only the account holder turns two-step sign-in on or off, never an admin acting as them. */
function holder(request: FastifyRequest): RequestUser {
  const user = requireUser(request);
  if (user.impersonatorId) throw new AppError('forbidden', TWO_FACTOR_MESSAGES.impersonating);
  return user;
}

export function registerAccountSafetyRoutes(
  app: FastifyInstance,
  services: {
    twoFactor: TwoFactorService;
    deletion: AccountDeletionService;
    download: DataDownloadService;
  },
): void {
  const { twoFactor, deletion, download } = services;

  const routes = withSchemas(app);
  routes.get(
    ACCOUNT_API.twoFactor,
    { config: { access: SIGNED_IN }, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return twoFactor.status(requireUser(request).id);
    },
  );

  routes.post(
    ACCOUNT_API.twoFactorSetup,
    {
      config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT },
      schema: { response: { 200: twoFactorSetupSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const user = holder(request);
      return twoFactor.beginSetup(user.id, user.email);
    },
  );

  routes.post(
    ACCOUNT_API.twoFactorConfirm,
    {
      config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT },
      schema: { body: twoFactorConfirmSchema, response: { 200: twoFactorRecoveryCodesSchema } },
    },
    async (request, reply): Promise<TwoFactorRecoveryCodes> => {
      void reply.headers(NO_STORE);
      const { code } = request.body;
      return { recoveryCodes: await twoFactor.confirmSetup(holder(request).id, code) };
    },
  );

  routes.post(
    ACCOUNT_API.twoFactorDisable,
    {
      config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT },
      schema: { body: twoFactorDisableSchema, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await twoFactor.disable(holder(request).id, request.body, request.ip);
      return reply.code(204).headers(NO_STORE).send();
    },
  );

  app.get(
    ACCOUNT_API.dataDownload,
    {
      config: { access: SIGNED_IN, rateLimit: DOWNLOAD_LIMIT },
      schema: {
        response: { 200: fileAnswer('Everything kept about the person.', 'application/json') },
      },
    },
    async (request, reply) => {
      const data = await download.buildDownload(requireUser(request));
      return reply
        .headers(NO_STORE)
        .header(
          'content-disposition',
          `attachment; filename="${dataDownloadFileName(new Date(data.generatedAt))}"`,
        )
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  routes.post(
    ACCOUNT_API.deleteAccount,
    {
      config: { access: SIGNED_IN, rateLimit: CHECK_LIMIT },
      schema: { body: accountDeletionSchema, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await deletion.deleteAccount(requireUser(request));
      return reply.code(204).headers(NO_STORE).send();
    },
  );
}
