// OIDC_ISSUER switches the API to another provider: its tokens are accepted and the embedded
// keys' are not; without it, the reverse. The second issuer serves discovery and its own key set
// over real HTTP on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { startTestIssuer } from '../../testing/test-issuer';
import type { TestIssuer } from '../../testing/test-issuer';
import { bearer, embeddedSigningKey, mintAccessToken } from '../../testing/test-tokens';
import type { TokenSubject } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';

const EXTERNAL_AUDIENCE = 'api://just-financial-advice';

const person = (roles: TokenSubject['roles']): TokenSubject => ({
  id: `auth0|${roles.join('-')}`,
  email: `${roles.join('-').toLowerCase()}@external.example`,
  fullName: `External ${roles.join(' ')}`,
  roles,
});

let issuer: TestIssuer;
let external: TestApp;
let embedded: TestApp;

beforeAll(async () => {
  issuer = await startTestIssuer();
  [external, embedded] = await Promise.all([
    createTestApp({ env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: EXTERNAL_AUDIENCE } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([external?.close(), embedded?.close()]);
  await issuer?.close();
});

const get = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('with OIDC_ISSUER set to another provider', () => {
  it("accepts that provider's tokens, with the person and roles it vouches for", async () => {
    const token = await issuer.mint(person(['Consumer']), EXTERNAL_AUDIENCE, { typ: 'JWT' });
    const response = await get(external, IDENTITY_API.activeUser, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'auth0|Consumer',
      email: 'consumer@external.example',
      fullName: 'External Consumer',
      roles: ['Consumer'],
      firmMember: false,
    });
    expect(issuer.jwksRequests()).toBeGreaterThan(0);
  });

  it('applies role rules to the role claim of that provider', async () => {
    const consumer = await issuer.mint(person(['Consumer']), EXTERNAL_AUDIENCE);
    const admin = await issuer.mint(person(['Admin']), EXTERNAL_AUDIENCE);
    expect((await get(external, ADMIN_API.users, consumer)).statusCode).toBe(403);
    expect((await get(external, ADMIN_API.users, admin)).statusCode).toBe(200);
  });

  it('refuses tokens signed with the embedded keys, even with the right issuer', async () => {
    const user = await createTestUser(external.database.db, { roles: ['Admin'] });
    const key = await embeddedSigningKey(external.database.db);
    const forged = await issuer.mint(user, EXTERNAL_AUDIENCE, { key });
    const local = await mintAccessToken(external.database.db, external.config, user, { key });
    expect((await get(external, IDENTITY_API.activeUser, forged)).statusCode).toBe(401);
    expect((await get(external, IDENTITY_API.activeUser, local)).statusCode).toBe(401);
  });

  it("answers the account safety calls for that provider's people without an account here", async () => {
    const token = await issuer.mint(person(['Consumer']), EXTERNAL_AUDIENCE);
    const status = await get(external, ACCOUNT_API.twoFactor, token);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const post = (url: string, payload: Record<string, string>) =>
      external.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect((await post(ACCOUNT_API.twoFactorSetup, {})).statusCode).toBe(403);
    expect((await post(ACCOUNT_API.twoFactorConfirm, { code: '123456' })).statusCode).toBe(403);
    expect((await post(ACCOUNT_API.deleteAccount, { confirmation: 'DELETE' })).statusCode).toBe(
      403,
    );
    expect((await get(external, ACCOUNT_API.dataDownload, token)).statusCode).toBe(404);
  });

  it("refuses that provider's tokens for another audience", async () => {
    const token = await issuer.mint(person(['Consumer']), 'api://someone-else');
    expect((await get(external, IDENTITY_API.activeUser, token)).statusCode).toBe(401);
  });
});

describe('when the other provider cannot be reached', () => {
  it('answers 503 on signed-in routes and serves public ones anonymously', async () => {
    // Nothing listens on the discard port: discovery fails at once.
    const unreachable = await createTestApp({
      env: { OIDC_ISSUER: 'http://127.0.0.1:9/realm', OIDC_AUDIENCE: EXTERNAL_AUDIENCE },
    });
    try {
      const token = await issuer.mint(person(['Consumer']), EXTERNAL_AUDIENCE);
      const signedIn = await get(unreachable, IDENTITY_API.activeUser, token);
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.json()).toMatchObject({ code: 'unavailable' });
      expect((await get(unreachable, SYSTEM_API.appInfo, token)).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});

describe('without OIDC_ISSUER', () => {
  it('accepts tokens of the embedded provider', async () => {
    const user = await createTestUser(embedded.database.db, { roles: ['Consumer'] });
    const token = await mintAccessToken(embedded.database.db, embedded.config, user);
    expect((await get(embedded, IDENTITY_API.activeUser, token)).statusCode).toBe(200);
  });

  it("refuses the other provider's tokens, even when they name our issuer and audience", async () => {
    const user = await createTestUser(embedded.database.db, { roles: ['Consumer'] });
    const own = await issuer.mint(user, EXTERNAL_AUDIENCE);
    const posing = await issuer.mint(user, embedded.config.oidcAudience, {
      issuer: embedded.config.oidcIssuer,
    });
    expect((await get(embedded, IDENTITY_API.activeUser, own)).statusCode).toBe(401);
    expect((await get(embedded, IDENTITY_API.activeUser, posing)).statusCode).toBe(401);
  });
});
