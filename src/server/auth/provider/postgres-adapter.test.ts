// The provider's storage: lookups by id, uid and user code, expiry, consumption, revocation by
// grant, and two server instances on one database sharing sign-in state.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { oidcPayloads } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { deleteExpiredPayloads, PostgresAdapter } from './postgres-adapter';
import { exchangeCode, refresh, signIn, TestBrowser } from './test-browser';
import type { TokenSet } from './test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const adapter = (model: string) => new PostgresAdapter(t.database.db, model);

describe('PostgreSQL adapter', () => {
  it('stores, finds and replaces payloads per model', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { accountId: 'a1', uid: 'uid-1' }, 60);
    expect(await sessions.find('s1')).toEqual({ accountId: 'a1', uid: 'uid-1' });
    expect(await sessions.findByUid('uid-1')).toEqual({ accountId: 'a1', uid: 'uid-1' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();

    await sessions.upsert('s1', { accountId: 'a2', uid: 'uid-1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a2' });

    const devices = adapter('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('never returns an expired payload, and the sweep removes it', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c-old', { grantId: 'g-x' }, 60);
    await codes.upsert('c-new', { grantId: 'g-x' }, 60);
    await t.database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oidcPayloads.id, 'c-old'));
    expect(await codes.find('c-old')).toBeUndefined();
    expect(await codes.find('c-new')).toBeDefined();
    expect(await deleteExpiredPayloads(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select()
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, 'c-old'));
    expect(left).toHaveLength(0);
  });

  it('marks a payload consumed with a time in seconds', async () => {
    const refreshTokens = adapter('RefreshToken');
    await refreshTokens.upsert('r1', { grantId: 'g1' }, 60);
    await refreshTokens.consume('r1');
    const found = await refreshTokens.find('r1');
    expect(typeof found?.consumed).toBe('number');
    expect(Math.abs(found!.consumed - Date.now() / 1000)).toBeLessThan(5);
  });

  it('revokes everything issued under a grant', async () => {
    await adapter('RefreshToken').upsert('r2', { grantId: 'g2' }, 60);
    await adapter('AuthorizationCode').upsert('c2', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('r3', { grantId: 'g3' }, 60);
    await adapter('AccessToken').revokeByGrantId('g2');
    expect(await adapter('RefreshToken').find('r2')).toBeUndefined();
    expect(await adapter('AuthorizationCode').find('c2')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r3')).toBeDefined();
  });
});

describe('two server instances on one database', () => {
  it('share interactions, codes and refresh tokens', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Admin')!;
      const { request, callback } = await signIn(
        new TestBrowser(t.app, t.config),
        t.config,
        account,
      );
      const onSecond = new TestBrowser(second, t.config);
      const exchanged = await exchangeCode(
        onSecond,
        t.config,
        request,
        callback.searchParams.get('code')!,
      );
      expect(exchanged.statusCode).toBe(200);
      const tokens = exchanged.json<TokenSet>();
      const renewed = await refresh(
        new TestBrowser(t.app, t.config),
        t.config,
        tokens.refresh_token!,
      );
      expect(renewed.statusCode).toBe(200);
      const jwksFirst = await t.app.inject({ method: 'GET', url: '/oidc/jwks' });
      const jwksSecond = await second.inject({ method: 'GET', url: '/oidc/jwks' });
      expect(jwksSecond.json()).toEqual(jwksFirst.json());
    } finally {
      await second.close();
    }
  });
});
