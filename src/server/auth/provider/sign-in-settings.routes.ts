// GET /_configuration/{application}: the oidc-client-ts settings of the web app
// (docs/product.md#sign-in). It points at the embedded provider, or at OIDC_ISSUER when an external
// provider is configured.
import type { FastifyInstance } from 'fastify';
import { OIDC_CLIENT_ID, OIDC_SCOPES } from '../../../shared/constants';
import type { SignInSettings } from '../../../shared/contracts/account';
import { AppError } from '../../../shared/errors';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { IDENTITY_API_PATTERNS } from '../../../shared/routes/identity-api';
import type { Config } from '../../config';
import { PUBLIC } from '../../http/access';
import { SILENT_CALLBACK_PATH } from '../account-paths';

export function signInSettings(config: Config): SignInSettings {
  return {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${config.publicUrl}${AUTH_PAGES.loginCallback}`,
    post_logout_redirect_uri: `${config.publicUrl}${AUTH_PAGES.logoutCallback}`,
    silent_redirect_uri: `${config.publicUrl}${SILENT_CALLBACK_PATH}`,
    popup_redirect_uri: `${config.publicUrl}${AUTH_PAGES.popupCallback}`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    resource: config.oidcAudience,
  };
}

export function registerSignInSettingsRoutes(app: FastifyInstance, config: Config): void {
  const settings = signInSettings(config);
  app.get<{ Params: { application: string } }>(
    IDENTITY_API_PATTERNS.signInSettings,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      // The web app asks by its own name; the client id may differ at an external provider.
      if (request.params.application !== OIDC_CLIENT_ID) throw new AppError('notFound');
      void reply.header('cache-control', 'no-cache');
      return settings;
    },
  );
}
