// Checks that calls are for admins only: 403 for every other role, 401 without a token.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { bearer, mintAccessToken } from './test-tokens';
import { createTestUser } from './test-users';
import type { TestUser } from './test-users';

export type AdminCall = Pick<InjectOptions, 'method' | 'url' | 'payload'> & { url: string };

export async function expectAdminOnly(t: TestApp, calls: readonly AdminCall[]): Promise<void> {
  for (const roles of [['Consumer'], ['Advisor'], ['Affiliate']] as TestUser['roles'][]) {
    const other = await createTestUser(t.database.db, { roles });
    const headers = bearer(await mintAccessToken(t.database.db, t.config, other));
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers })).statusCode, call.url).toBe(403);
    }
  }
  for (const call of calls) {
    expect((await t.app.inject({ ...call, headers: {} })).statusCode, call.url).toBe(401);
  }
}
