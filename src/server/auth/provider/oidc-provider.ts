// The embedded OpenID provider: one public client (the web app, authorization code + PKCE),
// refresh tokens that rotate, JWT access tokens for the API audience, RP-initiated logout.
// Keys come from the database and state lives in PostgreSQL, so instances are interchangeable.
import Provider, { errors } from 'oidc-provider';
import type { ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { APP_NAME, OIDC_SCOPES, REFRESH_TOKEN_TTL_S } from '../../../shared/constants';
import { ACCESS_TOKEN_CLAIMS } from '../../../shared/contracts/account';
import { BOOKING_CONTEXT_PARAM } from '../../../shared/routes/identity';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AccountsService } from '../accounts/accounts.service';
import { ACCOUNT_PATHS, SILENT_CALLBACK_PATH } from '../account-paths';
import type { IdentityKeys } from '../identity-keys';
import { postgresAdapterFactory } from './postgres-adapter';
import { withTestModeRibbon } from '../../html/test-mode-ribbon';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages';

/**
 * Scopes an API access token may carry: `api`, and the sign-in scopes the web app asks for, so
 * the token answer names what was granted instead of an empty scope.
 */
export const API_SCOPES = `api ${OIDC_SCOPES}`;
const AUTHORIZATION_CODE_TTL_S = 60;
const INTERACTION_TTL_S = 60 * 60;
/**
 * Extra authorization parameters: `screen=register` opens the register page, `affiliate=true`,
 * and `booking` names the time being booked for the card on those pages (ADR 0054).
 */
export const EXTRA_PARAMS = ['screen', 'affiliate', BOOKING_CONTEXT_PARAM] as const;

export interface OidcProviderDeps {
  config: Config;
  db: Db;
  keys: IdentityKeys;
  accounts: AccountsService;
}

export function webClient(config: Config): ClientMetadata {
  return {
    client_id: config.oidcClientId,
    client_name: APP_NAME,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [
      `${config.publicUrl}${AUTH_PAGES.loginCallback}`,
      `${config.publicUrl}${SILENT_CALLBACK_PATH}`,
      `${config.publicUrl}${AUTH_PAGES.popupCallback}`,
    ],
    post_logout_redirect_uris: [`${config.publicUrl}${AUTH_PAGES.logoutCallback}`],
  };
}

/**
 * Consent for our own web app is implied: it is the product itself, not a third party asking
 * for access, and a consent screen would only add a click. Granting here (rather than in a
 * consent interaction) also keeps silent renewal with prompt=none from failing on
 * consent_required. Any other client keeps the normal consent rules.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC, clientId: string) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (client.clientId !== clientId) return grant;
  if (!grant || grant.accountId !== accountId) {
    grant = new oidc.provider.Grant({ accountId, clientId: client.clientId });
  }
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    if (server.scope) grant.addResourceScope(indicator, server.scope);
  }
  await grant.save();
  return grant;
}

export function createOidcProvider({ config, db, keys, accounts }: OidcProviderDeps): Provider {
  const origin = new URL(config.publicUrl).origin;
  const audience = config.oidcAudience;
  // The provider's pages are answered past Fastify's hooks: they add the test-mode ribbon here.
  const marked =
    <Rest extends unknown[]>(render: (ctx: KoaContextWithOIDC, ...rest: Rest) => Promise<void>) =>
    async (ctx: KoaContextWithOIDC, ...rest: Rest): Promise<void> => {
      await render(ctx, ...rest);
      if (config.paymentsTestMode && typeof ctx.body === 'string') {
        ctx.body = withTestModeRibbon(ctx.body);
      }
    };

  const configuration: Configuration = {
    adapter: postgresAdapterFactory(db),
    clients: [webClient(config)],
    jwks: { keys: keys.signingJwks.keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'role', 'firm_member'],
      email: ['email', 'email_verified'],
    },
    // ID tokens carry the profile claims too, so the web app needs no userinfo round trip.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const claims = await accounts.findAccountClaims(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ ...claims }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const claims = await accounts.findAccountClaims(token.accountId);
      if (!claims) return undefined;
      return {
        name: claims.name,
        email: claims.email,
        role: claims.role,
        firm_member: claims.firm_member,
        [ACCESS_TOKEN_CLAIMS.credentialsAt]: await accounts.credentialsChangedAt(token.accountId),
      };
    },
    pkce: { required: () => true },
    extraParams: [...EXTRA_PARAMS],
    interactions: { url: (_ctx, interaction) => ACCOUNT_PATHS.interaction(interaction.uid) },
    loadExistingGrant: (ctx) => loadExistingGrant(ctx, config.oidcClientId),
    /*
     * The provider drops offline_access unless the request says prompt=consent (OIDC Core §11).
     * Our own web app gets refresh tokens either way: without offline_access they end with the
     * sign-in session (logging out ends them), with it they outlive the browser session.
     */
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (client.clientId === config.oidcClientId || code.scopes.has('offline_access')),
    // A used refresh token is consumed and a new one issued; reusing an old one revokes the grant.
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    renderError: marked(renderError),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: marked(logoutSource),
        postLogoutSuccessSource: marked(postLogoutSuccessSource),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            audience,
            scope: API_SCOPES,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? config.accessTokenTtlSeconds,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_S,
      IdToken: config.accessTokenTtlSeconds,
      Interaction: INTERACTION_TTL_S,
      Grant: REFRESH_TOKEN_TTL_S,
      Session: REFRESH_TOKEN_TTL_S,
      // A rotated refresh token keeps the first one's end: signing in lasts at most the TTL.
      RefreshToken: (ctx) =>
        ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL_S,
    },
  };

  const provider = new Provider(config.oidcIssuer, configuration);
  provider.proxy = config.TRUST_PROXY;
  return provider;
}
