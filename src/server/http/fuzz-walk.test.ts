// The fuzz walk: every registered route, read from the route registry, with malformed paths,
// queries and bodies, anonymous and signed in as each role. Bad input is the caller's mistake:
// any 5xx fails. The identity provider's endpoints get NUL parameters of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID } from '../../shared/constants';
import { ROLES } from '../../shared/roles';
import { advisors } from '../db/schema/advisors';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { bearer, mintAccessToken } from '../testing/test-tokens';
import { createTestUser } from '../testing/test-users';
import { fieldNamesOf, fuzzRequests } from '../testing/fuzz-variants';
import type { FuzzRequest } from '../testing/fuzz-variants';
import { IDENTITY_PAGES } from '../../shared/routes/identity';

const contracts = import.meta.glob<Record<string, unknown>>(
  ['../../shared/contracts/*.ts', '!../../shared/contracts/*.test.ts'],
  { eager: true },
);

let t: TestApp;
/** Each role speaks through several people, so per-person route limits rarely hide a route. */
const PEOPLE_PER_ROLE = 8;
let callers: { label: string; headers: Record<string, string>[] }[];
let advisorSlug: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  const signedIn = await Promise.all(
    ROLES.map(async (role) => {
      const headers = [];
      for (let index = 0; index < PEOPLE_PER_ROLE; index++) {
        const user = await createTestUser(t.database.db, { roles: [role] });
        headers.push(bearer(await mintAccessToken(t.database.db, t.config, user)));
      }
      return { label: role, headers };
    }),
  );
  callers = [{ label: 'anonymous', headers: [{}] }, ...signedIn];
  const [advisor] = await t.database.db
    .select({ slug: advisors.slug })
    .from(advisors)
    .orderBy(advisors.slug)
    .limit(1);
  advisorSlug = advisor?.slug ?? 'fuzz';
});
afterAll(async () => {
  await t.close();
});

/** The identity provider's own endpoints, with NUL where each takes a parameter. */
function providerRequests(): FuzzRequest[] {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const redirect = encodeURIComponent(`${t.config.publicUrl}/authentication/login-callback`);
  return [
    {
      label: 'authorize NUL state',
      method: 'GET',
      url: `/oidc/auth?client_id=${OIDC_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${redirect}&code_challenge=abc&code_challenge_method=S256&state=%00`,
    },
    { label: 'authorize NUL client', method: 'GET', url: `/oidc/auth?client_id=%00&scope=openid` },
    {
      label: 'authorize repeated',
      method: 'GET',
      url: `/oidc/auth?client_id=${OIDC_CLIENT_ID}&client_id=${OIDC_CLIENT_ID}`,
    },
    {
      label: 'token NUL code',
      method: 'POST',
      url: '/oidc/token',
      headers: form,
      payload: `grant_type=authorization_code&client_id=${OIDC_CLIENT_ID}&code=%00&code_verifier=a%00b&redirect_uri=${redirect}`,
    },
    {
      label: 'token NUL refresh',
      method: 'POST',
      url: '/oidc/token',
      headers: form,
      payload: `grant_type=refresh_token&client_id=${OIDC_CLIENT_ID}&refresh_token=a%00b`,
    },
    {
      label: 'token JSON NUL',
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":"a\\u0000"}',
    },
    {
      label: 'session end NUL',
      method: 'GET',
      url: `/oidc/session/end?id_token_hint=%00&post_logout_redirect_uri=${redirect}&state=%00`,
    },
    {
      label: 'session end form NUL',
      method: 'POST',
      url: '/oidc/session/end',
      headers: form,
      payload: `client_id=${OIDC_CLIENT_ID}&state=a%00b&xsrf=%00`,
    },
    { label: 'session end bad percent', method: 'GET', url: '/oidc/session/end?state=%E0%A4%A' },
  ];
}

describe('fuzz walk', () => {
  it('never answers 5xx to malformed input on any route, anonymous or signed in', async () => {
    const fields = fieldNamesOf(Object.values(contracts));
    const fill = (name: string) => {
      if (name === 'slug') return advisorSlug;
      if (name === 'application') return OIDC_CLIENT_ID;
      return /id$/i.test(name) ? crypto.randomUUID() : 'fuzz';
    };
    const routes = t.app.registeredRoutes;
    const requests = [
      ...routes.flatMap((route) => fuzzRequests(route.method, route.url, fill, fields)),
      ...providerRequests(),
    ];
    const perRoute = new Map<string, number>();
    for (const route of routes) {
      perRoute.set(
        `${route.method} ${route.url}`,
        fuzzRequests(route.method, route.url, fill, fields).length,
      );
    }
    const fewest = Math.min(...perRoute.values());

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let count = 0;
    for (const caller of callers) {
      for (const request of requests) {
        count += 1;
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          // A new address per request, so per-address limits never hide a route behind a 429.
          remoteAddress: `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`,
          headers: { ...caller.headers[count % caller.headers.length], ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push(
            `${request.method} ${String(request.url).slice(0, 120)} [${request.label}] as ${caller.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    console.info(
      `fuzz walk: ${count} requests on ${routes.length} routes (at least ${fewest} variants each) ` +
        `as anonymous and ${ROLES.length} roles; 5xx: ${serverErrors.reduce((sum, [, n]) => sum + n, 0)}; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(fewest).toBeGreaterThanOrEqual(10);
    expect(routes.some((route) => route.url.startsWith(IDENTITY_PAGES.mount))).toBe(true);
    expect(failures).toEqual([]);
  }, 300_000);
});
