// The account pages that work without a sign-in interaction: register (also linked from the web
// app, `?affiliate=true` for affiliates), forgot password, reset password and confirm email.
// The token-bearing links log at warn level only, so the request log never holds a token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { FieldErrors } from '../../../shared/errors';
import { emailSchema } from '../../../shared/limits';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { SITE_PAGES } from '../../../shared/routes/site';
import type { Config } from '../../config';
import { PUBLIC } from '../../http/access';
import type { AccountsService } from '../accounts/accounts.service';
import { ACCOUNT_PATHS } from '../account-paths';
import {
  emailVerifiedView,
  forgotPasswordView,
  formExpiredView,
  linkNotUsableView,
  passwordChangedView,
  registeredView,
  registerView,
  resetLinkSentView,
  resetPasswordView,
  verifyEmailView,
} from './account-views';
import { formBody, hasValidCsrfToken, issueCsrfToken } from './form-support';
import type { FormBody } from './form-support';
import { REGISTER_RATE_LIMIT } from './interaction.routes';
import { sendPage } from './page-reply';

const EMAIL_LINK_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
const TOKEN_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Routes whose URL holds a token: no access line with the URL in the log. */
const QUIET = 'warn' as const;
const PASSWORDS_DIFFER = 'The passwords do not match.';

export interface AccountPagesDeps {
  config: Config;
  accounts: AccountsService;
}

type TokenQuery = { Querystring: { token?: string } };

function validationErrors(error: unknown): FieldErrors | undefined {
  if (error instanceof AppError && error.code === 'validation') return error.fieldErrors ?? {};
  return undefined;
}

export function registerAccountPageRoutes(
  app: FastifyInstance,
  { config, accounts }: AccountPagesDeps,
) {
  const secure = config.publicUrl.startsWith('https://');
  const csrf = (request: FastifyRequest, reply: FastifyReply) =>
    issueCsrfToken(request, reply, secure);
  /** Runs the handler only for a form posted from our own page. */
  const checked =
    (
      retryUrl: string,
      handler: (request: FastifyRequest, reply: FastifyReply, body: FormBody) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = formBody(request);
      if (!hasValidCsrfToken(request, body)) return sendPage(reply, 403, formExpiredView(retryUrl));
      return handler(request, reply, body);
    };

  app.get<{ Querystring: { affiliate?: string } }>(
    ACCOUNT_PATHS.register,
    { config: { access: PUBLIC } },
    async (request, reply) =>
      sendPage(
        reply,
        200,
        registerView({
          action: ACCOUNT_PATHS.register,
          loginUrl: AUTH_PAGES.login,
          affiliate: request.query.affiliate === 'true',
          csrfToken: csrf(request, reply),
        }),
      ),
  );

  app.post(
    ACCOUNT_PATHS.register,
    { config: { access: PUBLIC, rateLimit: REGISTER_RATE_LIMIT } },
    checked(ACCOUNT_PATHS.register, async (request, reply, body) => {
      const affiliate = body.affiliate === 'true';
      try {
        await accounts.register({
          fullName: body.fullName ?? '',
          email: body.email ?? '',
          password: body.password ?? '',
          affiliate,
        });
        return sendPage(reply, 201, registeredView((body.email ?? '').trim()));
      } catch (error) {
        const fieldErrors = validationErrors(error);
        if (!fieldErrors) throw error;
        return sendPage(
          reply,
          400,
          registerView({
            action: ACCOUNT_PATHS.register,
            loginUrl: AUTH_PAGES.login,
            affiliate,
            values: { fullName: body.fullName, email: body.email },
            fieldErrors,
            csrfToken: csrf(request, reply),
          }),
        );
      }
    }),
  );

  app.get(ACCOUNT_PATHS.forgotPassword, { config: { access: PUBLIC } }, async (request, reply) =>
    sendPage(reply, 200, forgotPasswordView({ csrfToken: csrf(request, reply) })),
  );

  app.post(
    ACCOUNT_PATHS.forgotPassword,
    { config: { access: PUBLIC, rateLimit: EMAIL_LINK_RATE_LIMIT } },
    checked(ACCOUNT_PATHS.forgotPassword, async (request, reply, body) => {
      const parsed = emailSchema.safeParse(body.email ?? '');
      if (!parsed.success) {
        return sendPage(
          reply,
          400,
          forgotPasswordView({
            csrfToken: csrf(request, reply),
            email: body.email,
            fieldErrors: { email: parsed.error.issues.map((issue) => issue.message) },
          }),
        );
      }
      // The same answer whether or not the account exists.
      await accounts.requestPasswordReset(parsed.data);
      return sendPage(reply, 200, resetLinkSentView());
    }),
  );

  app.get<TokenQuery>(
    ACCOUNT_PATHS.resetPassword,
    { config: { access: PUBLIC }, logLevel: QUIET },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!token || !(await accounts.isPasswordResetTokenUsable(token))) {
        return sendPage(reply, 410, linkNotUsableView('reset'));
      }
      return sendPage(reply, 200, resetPasswordView({ csrfToken: csrf(request, reply), token }));
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPassword,
    { config: { access: PUBLIC, rateLimit: TOKEN_FORM_RATE_LIMIT } },
    checked(ACCOUNT_PATHS.forgotPassword, async (request, reply, body) => {
      const token = body.token ?? '';
      const again = (fieldErrors: FieldErrors) =>
        sendPage(
          reply,
          400,
          resetPasswordView({ csrfToken: csrf(request, reply), token, fieldErrors }),
        );
      if (body.password !== body.confirmPassword)
        return again({ confirmPassword: [PASSWORDS_DIFFER] });
      try {
        const changed = await accounts.completePasswordReset(token, body.password ?? '');
        return changed
          ? sendPage(reply, 200, passwordChangedView())
          : sendPage(reply, 410, linkNotUsableView('reset'));
      } catch (error) {
        const fieldErrors = validationErrors(error);
        if (!fieldErrors) throw error;
        return again({ password: fieldErrors._ ?? Object.values(fieldErrors).flat() });
      }
    }),
  );

  app.get<TokenQuery>(
    ACCOUNT_PATHS.verifyEmail,
    { config: { access: PUBLIC }, logLevel: QUIET },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!token) return sendPage(reply, 410, linkNotUsableView('verify'));
      // A button, not the link itself, confirms: mail scanners that open links use nothing up.
      return sendPage(reply, 200, verifyEmailView({ csrfToken: csrf(request, reply), token }));
    },
  );

  app.post(
    ACCOUNT_PATHS.verifyEmail,
    { config: { access: PUBLIC, rateLimit: TOKEN_FORM_RATE_LIMIT } },
    checked(SITE_PAGES.home, async (_request, reply, body) => {
      const verified = await accounts.completeEmailVerification(body.token ?? '');
      return verified
        ? sendPage(reply, 200, emailVerifiedView())
        : sendPage(reply, 410, linkNotUsableView('verify'));
    }),
  );
}
