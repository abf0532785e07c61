// APP_ENV=staging: the API is for admins except what signing in needs, and pages other than the
// root and the authentication pages get only the shell (docs/product.md#staging).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID } from '../../../shared/constants';
import { API } from '../../../shared/routes';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { stagingRequiresAdmin, stagingShellOnly } from './staging';

describe('staging rules', () => {
  it('keeps API routes to admins except health and what the shell reads before sign-in', () => {
    for (const open of [
      API.health,
      API.appInfo,
      API.logError,
      '/api/system/feature/:name',
      '/_configuration/:application',
      '/oidc/*',
      '/documents/:slug',
      undefined,
    ]) {
      expect(stagingRequiresAdmin(open), String(open)).toBe(false);
    }
    for (const closed of [API.dashboard, API.activeUser, API.systemKeys, '/api/*']) {
      expect(stagingRequiresAdmin(closed), closed).toBe(true);
    }
  });

  it('sends the shell for every page but the root and the authentication pages', () => {
    for (const url of ['/', '/?utm_source=x', '/authentication/login', '/authentication']) {
      expect(stagingShellOnly({ url }), url).toBe(false);
    }
    for (const url of ['/advisors', '/advisor/jane-doe?x=1', '/admin', '/authenticationx', '/a']) {
      expect(stagingShellOnly({ url }), url).toBe(true);
    }
  });
});

describe('APP_ENV=staging', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const users: Record<string, TestUser> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ENV: 'staging', RATE_LIMIT_PER_MINUTE: '100000' } });
    for (const role of ['Admin', 'Consumer'] as const) {
      users[role] = await createTestUser(t.database.db, { roles: [role] });
      headers[role] = bearer(await mintAccessToken(t.database.db, t.config, users[role]));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as?: 'Admin' | 'Consumer') =>
    t.app.inject({ method: 'GET', url, headers: as ? headers[as] : {} });

  it('refuses a consumer on an ordinary API route and lets an admin through', async () => {
    expect((await get(API.activeUser, 'Consumer')).statusCode).toBe(403);
    expect((await get(API.dashboard, 'Consumer')).statusCode).toBe(403);
    expect((await get(API.dashboard)).statusCode).toBe(401);
    expect((await get(API.activeUser, 'Admin')).statusCode).toBe(200);
    expect((await get(API.dashboard, 'Admin')).statusCode).toBe(200);
  });

  it('keeps health, sign-in settings and the shell essentials open', async () => {
    expect((await get(API.health)).statusCode).toBe(200);
    expect((await get(API.appInfo)).statusCode).toBe(200);
    expect((await get(API.featureFlag('TheOngoing'))).statusCode).toBe(200);
    expect((await get(API.signInSettings(OIDC_CLIENT_ID))).statusCode).toBe(200);
    expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(200);
    const logged = await t.app.inject({
      method: 'POST',
      url: API.logError,
      payload: { source: 'staging test', message: 'x', clientDate: new Date().toISOString() },
    });
    expect(logged.statusCode).toBe(204);
  });

  it('turns away everyone but admins on every other API route', async () => {
    const closed = t.app.registeredRoutes.filter((route) => stagingRequiresAdmin(route.url));
    expect(closed.length).toBeGreaterThan(5);
    for (const route of closed) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
      for (const [as, status] of [
        [undefined, 401],
        ['Consumer', 403],
      ] as const) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: as ? headers[as] : {},
        });
        expect(response.statusCode, `${route.method} ${route.url} as ${as ?? 'anonymous'}`).toBe(
          status,
        );
      }
    }
  });

  it('lets an admin who acts as a consumer keep using the API', async () => {
    const consumer = users.Consumer!;
    const started = await t.app.inject({
      method: 'POST',
      url: API.impersonate(consumer.id),
      headers: headers.Admin,
    });
    expect(started.statusCode, started.body).toBe(200);
    const acting = await get(API.activeUser, 'Admin');
    expect(acting.statusCode).toBe(200);
    expect(acting.json()).toMatchObject({ id: consumer.id });
    await t.app.inject({ method: 'POST', url: API.stopImpersonation, headers: headers.Admin });
  });
});
