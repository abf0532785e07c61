// Walks every registered route and checks its declared access rule against real tokens for an
// anonymous caller and one user per role. Routes added by later issues are covered as they land.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID } from '../../../shared/constants';
import { ROLES } from '../../../shared/roles';
import type { Role } from '../../../shared/roles';
import type { AccessRule, RegisteredRoute } from '../../http/access';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import { OIDC_MOUNT } from '../account-paths';

/** Plausible values for path parameters by name; ids get a random UUID. */
const PARAM_VALUES: Record<string, string> = {
  application: OIDC_CLIENT_ID,
  name: 'TheOngoing',
  slug: 'route-walk',
  file: 'route-walk.svg',
};

function fillParams(url: string): string {
  return url
    .replace(/:([A-Za-z0-9_]+)\??/g, (_match, name: string) => {
      const value = PARAM_VALUES[name] ?? (/id$/i.test(name) ? randomUUID() : 'route-walk');
      return encodeURIComponent(value);
    })
    .replace(/\*$/, 'route-walk');
}

/**
 * Routes the walk does not call: the embedded identity provider's mount (its own protocol, not
 * an API rule) and the page catch-alls of the web app, which answer HTML for any path.
 */
function isWalked(route: RegisteredRoute): boolean {
  if (route.url === OIDC_MOUNT || route.url.startsWith(`${OIDC_MOUNT}/`)) return false;
  return !(route.url.includes('*') && !route.url.startsWith('/api/'));
}

type Caller = { label: string; role: Role | null; token: string | null };

function expectation(rule: AccessRule, caller: Caller, status: number): string | null {
  const denied = status === 401 || status === 403;
  if (rule.kind === 'public') return denied ? 'a public route refused' : null;
  if (caller.role === null) return status === 401 ? null : 'anonymous caller not answered 401';
  if (rule.kind === 'signedIn') {
    if (status === 401) return 'a signed-in caller answered 401';
    if (status === 403) return 'a signed-in caller answered 403';
    return null;
  }
  const allowed = rule.roles.includes(caller.role);
  if (!allowed) return status === 403 ? null : `role outside [${rule.roles.join(', ')}] not 403`;
  if (status === 401) return 'an allowed role answered 401';
  if (status === 403) return 'an allowed role answered 403';
  return null;
}

let t: TestApp;
let callers: Caller[];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const signedIn = await Promise.all(
    ROLES.map(async (role) => {
      const user = await createTestUser(t.database.db, { roles: [role] });
      return { label: role, role, token: await mintAccessToken(t.database.db, t.config, user) };
    }),
  );
  callers = [{ label: 'anonymous', role: null, token: null }, ...signedIn];
});
afterAll(async () => {
  await t.close();
});

describe('route walk', () => {
  it('declares every kind of rule somewhere, so the walk cannot pass vacuously', () => {
    const walked = t.app.registeredRoutes.filter(isWalked);
    const kinds = new Set(walked.map((route) => route.access.kind));
    expect([...kinds].sort()).toEqual(['public', 'roles', 'signedIn']);
    expect(walked.length).toBeGreaterThan(10);
  });

  it('answers every route as its declared rule says, for anonymous and every role', async () => {
    const failures: string[] = [];
    for (const route of t.app.registeredRoutes.filter(isWalked)) {
      const url = fillParams(route.url);
      for (const caller of callers) {
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...(caller.token ? bearer(caller.token) : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: '{}' } : {}),
        });
        const problem = expectation(route.access, caller, response.statusCode);
        if (problem) {
          failures.push(
            `${route.method} ${route.url} as ${caller.label}: ${problem} (${response.statusCode})`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
