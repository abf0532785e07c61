// APP_ENV=staging: the API is for admins except what signing in needs, and pages other than the
// root and the authentication pages get only the shell (docs/product.md#staging).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID } from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { AUTH_PAGES, AUTHENTICATION_ROOT } from '../../../shared/routes/identity';
import { IDENTITY_API, IDENTITY_API_PATTERNS } from '../../../shared/routes/identity-api';
import { SYSTEM_API, SYSTEM_API_PATTERNS } from '../../../shared/routes/system-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { stagingRequiresAdmin, stagingShellOnly } from './staging';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { COMPLIANCE_PAGE_PATTERNS } from '../../../shared/routes/compliance';

describe('staging rules', () => {
  it('keeps API routes to admins except health and what the shell reads before sign-in', () => {
    for (const open of [
      SYSTEM_API.health,
      SYSTEM_API.appInfo,
      SYSTEM_API.logError,
      SYSTEM_API_PATTERNS.featureFlag,
      IDENTITY_API_PATTERNS.signInSettings,
      '/oidc/*',
      COMPLIANCE_PAGE_PATTERNS.document,
      undefined,
    ]) {
      expect(stagingRequiresAdmin(open), String(open)).toBe(false);
    }
    for (const closed of [
      ADVISOR_API.home,
      IDENTITY_API.activeUser,
      SYSTEM_API.systemKeys,
      '/api/*',
    ]) {
      expect(stagingRequiresAdmin(closed), closed).toBe(true);
    }
  });

  it('sends the shell for every page but the root and the authentication pages', () => {
    for (const url of ['/', '/?utm_source=x', AUTH_PAGES.login, AUTHENTICATION_ROOT]) {
      expect(stagingShellOnly({ url }), url).toBe(false);
    }
    for (const url of [
      ADVISOR_PAGES.search,
      '/advisor/jane-doe?x=1',
      AREA_ROOTS.admin,
      '/authenticationx',
      '/a',
    ]) {
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
    expect((await get(IDENTITY_API.activeUser, 'Consumer')).statusCode).toBe(403);
    expect((await get(ADVISOR_API.home, 'Consumer')).statusCode).toBe(403);
    expect((await get(ADVISOR_API.home)).statusCode).toBe(401);
    expect((await get(IDENTITY_API.activeUser, 'Admin')).statusCode).toBe(200);
    expect((await get(ADVISOR_API.home, 'Admin')).statusCode).toBe(200);
  });

  it('keeps health, sign-in settings and the shell essentials open', async () => {
    expect((await get(SYSTEM_API.health)).statusCode).toBe(200);
    expect((await get(SYSTEM_API.appInfo)).statusCode).toBe(200);
    expect((await get(SYSTEM_API.featureFlag('TheOngoing'))).statusCode).toBe(200);
    expect((await get(IDENTITY_API.signInSettings(OIDC_CLIENT_ID))).statusCode).toBe(200);
    expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(200);
    const logged = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
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
      url: IDENTITY_API.impersonate(consumer.id),
      headers: headers.Admin,
    });
    expect(started.statusCode, started.body).toBe(200);
    const acting = await get(IDENTITY_API.activeUser, 'Admin');
    expect(acting.statusCode).toBe(200);
    expect(acting.json()).toMatchObject({ id: consumer.id });
    await t.app.inject({
      method: 'POST',
      url: IDENTITY_API.stopImpersonation,
      headers: headers.Admin,
    });
  });
});
