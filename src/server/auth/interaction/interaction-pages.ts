// Registers the sign-in pages in their own scope: a form body parser and error pages in the
// product's look instead of JSON answers.
import type { FastifyError, FastifyInstance } from 'fastify';
import { isAppError } from '../../../shared/errors';
import type Provider from 'oidc-provider';
import type { Config } from '../../config';
import type { AccountsService } from '../accounts/accounts.service';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import { registerAccountPageRoutes } from './account-pages.routes';
import { messageView, tooManyAttemptsView } from './account-views';
import { addFormParser } from './form-support';
import type { PreviewHour } from './booking-card';
import { registerInteractionRoutes } from './interaction.routes';
import { registerTwoFactorLoginRoutes } from './two-factor-login.routes';
import { sendPage } from './page-reply';
import { registerUnlockPageRoutes } from './unlock-pages.routes';

export interface InteractionPagesDeps {
  config: Config;
  provider: Provider;
  accounts: AccountsService;
  twoFactor: TwoFactorService;
  previewHour?: PreviewHour;
}

export async function registerInteractionPages(app: FastifyInstance, deps: InteractionPagesDeps) {
  await app.register(async (scope) => {
    addFormParser(scope);
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      // Refusals by the app-wide hooks (the input rule, the host rule) are AppErrors.
      const status = error.statusCode ?? (isAppError(error) ? error.status : 500);
      if (status === 429) return sendPage(reply, 429, tooManyAttemptsView());
      if (status >= 400 && status < 500) {
        request.log.info({ status }, 'sign-in form rejected');
        // Our own refusals say what is wrong (which field, which address); they are safe to show.
        const said = isAppError(error) ? ` (${error.message})` : '';
        return sendPage(
          reply,
          status,
          messageView({
            title: 'Please try again',
            message: `We could not read that form${said}. Reload the page and try again.`,
          }),
        );
      }
      request.log.error({ err: error }, 'sign-in page failed');
      return sendPage(
        reply,
        500,
        messageView({
          title: 'Something went wrong',
          message: "We're sorry, but an error occurred. Please try again.",
        }),
      );
    });
    registerInteractionRoutes(scope, deps);
    registerTwoFactorLoginRoutes(scope, deps);
    registerAccountPageRoutes(scope, deps);
    registerUnlockPageRoutes(scope, deps);
  });
}
