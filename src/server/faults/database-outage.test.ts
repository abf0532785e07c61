// The app's database goes away (port closed) or hangs (packets swallowed) behind a TCP proxy:
// requests answer 503 with Retry-After in a bounded time, readiness says so, liveness does not,
// and everything answers normally again once the database is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IDENTITY_API } from '../../shared/routes/identity-api';
import { HEALTH_PROBES } from '../../shared/routes/system';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import type { Config } from '../config';
import { authorizationRequest } from '../auth/provider/test-browser';
import { testConfig } from '../testing/test-config';
import { createTestDatabase, usesPostgres } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { startTcpProxy } from '../testing/tcp-proxy';
import type { TcpProxy } from '../testing/tcp-proxy';
import { createTestUser } from '../testing/test-users';
import { bearer, mintAccessToken } from '../testing/test-tokens';

describe.skipIf(!usesPostgres())('requests while the database is unreachable', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let appDatabase: Database;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let config: Config;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    appDatabase = await openDatabase({ kind: 'postgres', url: viaProxy.toString() });
    config = testConfig();
    app = await buildApp({ config, database: appDatabase, logger: false });
    await app.ready();
    const user = await createTestUser(database.db);
    headers = bearer(await mintAccessToken(database.db, config, user));
  });

  afterAll(async () => {
    await app?.close();
    await appDatabase?.close();
    await proxy?.close();
    await database?.dispose();
  });

  const get = (url: string, withHeaders: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: withHeaders });

  async function expectUnavailable(url: string, withinMs: number) {
    const started = Date.now();
    const answer = await get(url, headers);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ code: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(withinMs);
  }

  async function expectRecovered() {
    const started = Date.now();
    for (;;) {
      const [ready, user] = await Promise.all([
        get(HEALTH_PROBES.ready),
        get(IDENTITY_API.activeUser, headers),
      ]);
      if (ready.statusCode === 200 && user.statusCode === 200) break;
      expect(Date.now() - started, `${ready.body} ${user.body}`).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers normally through the proxy', async () => {
    expect((await get(HEALTH_PROBES.ready)).statusCode).toBe(200);
    expect((await get(IDENTITY_API.activeUser, headers)).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the database refuses connections, then recovers', async () => {
    await proxy.setMode('refuse');
    await expectUnavailable(IDENTITY_API.activeUser, 2_000);
    const ready = await get(HEALTH_PROBES.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'unavailable', reason: 'database unreachable' });
    expect((await get(HEALTH_PROBES.live)).statusCode).toBe(200);
    // The identity provider's storage: a sign-in start answers 503 too, not a 500.
    const signIn = await get(authorizationRequest(config).url, { accept: 'application/json' });
    expect(signIn.statusCode, signIn.body).toBe(503);
    await proxy.setMode('open');
    await expectRecovered();
    const again = await get(authorizationRequest(config).url);
    expect(again.statusCode, again.body).toBe(303);
  });

  it('answers 503 within the pool timeout when the database hangs, readiness sooner', async () => {
    await proxy.setMode('blackhole');
    const started = Date.now();
    const ready = await get(HEALTH_PROBES.ready);
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expectUnavailable(IDENTITY_API.activeUser, 7_000);
    expect((await get(HEALTH_PROBES.live)).statusCode).toBe(200);
    await proxy.setMode('open');
    await expectRecovered();
  }, 30_000);
});
