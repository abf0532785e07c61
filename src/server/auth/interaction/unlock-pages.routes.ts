// The emailed unlock link after failed sign-ins: the page confirms with a button, the post clears
// the account's waits once. Its URL holds a token, so its request line is not logged.
import type { FastifyInstance } from 'fastify';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import type { Config } from '../../config';
import { PUBLIC } from '../../http/access';
import type { AccountsService } from '../accounts/accounts.service';
import { ACCOUNT_PATHS } from '../account-paths';
import { formExpiredView } from './account-views';
import { formBody, hasValidCsrfToken, issueCsrfToken } from './form-support';
import { sendPage } from './page-reply';
import { signInUnlockedView, unlockLinkNotUsableView, unlockSignInView } from './unlock-views';

const UNLOCK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export function registerUnlockPageRoutes(
  app: FastifyInstance,
  { config, accounts }: { config: Config; accounts: AccountsService },
) {
  const secure = config.publicUrl.startsWith('https://');

  app.get<{ Querystring: { token?: unknown } }>(
    ACCOUNT_PATHS.unlockSignIn,
    { config: { access: PUBLIC, rateLimit: UNLOCK_RATE_LIMIT }, logLevel: 'warn' },
    async (request, reply) => {
      // A repeated parameter arrives as a list: no such link was ever sent.
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      if (!token || !(await accounts.isUnlockTokenUsable(token))) {
        return sendPage(reply, 410, unlockLinkNotUsableView());
      }
      const csrfToken = issueCsrfToken(request, reply, secure);
      return sendPage(reply, 200, unlockSignInView({ csrfToken, token }));
    },
  );

  app.post(
    ACCOUNT_PATHS.unlockSignIn,
    { config: { access: PUBLIC, rateLimit: UNLOCK_RATE_LIMIT } },
    async (request, reply) => {
      const body = formBody(request);
      if (!hasValidCsrfToken(request, body)) {
        return sendPage(reply, 403, formExpiredView(AUTH_PAGES.login));
      }
      return (await accounts.unlockSignIn(body.token ?? ''))
        ? sendPage(reply, 200, signInUnlockedView())
        : sendPage(reply, 410, unlockLinkNotUsableView());
    },
  );
}
