// Rate limits count per person and are shared by every instance on one database: a fresh token
// or another tab of the same person spends the same budget, an admin acting as a client spends
// the admin's own, and two servers without Redis refuse the (max+1)-th request between them.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { buildApp } from '../../app';
import { HOLD_LIMIT } from '../../modules/checkout/checkout.routes';
import { LOG_ERROR_LIMIT } from '../../modules/system/system.routes';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

async function freshToken(user: TestUser, app: TestApp = t) {
  return bearer(await mintAccessToken(app.database.db, app.config, user));
}

/** A hold with an empty body: refused as invalid (400), but counted first like any hold. */
const tryHold = (headers: Record<string, string>, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: BOOKING_API.holds, headers, payload: {} });

async function spend(count: number, headers: () => Promise<Record<string, string>>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await tryHold(await headers())).statusCode);
  }
  return statuses;
}

describe('rate limits per person', () => {
  it('counts every token of one person together, and nobody else', async () => {
    const client = await createTestUser(t.database.db);
    const statuses = await spend(HOLD_LIMIT.max, () => freshToken(client));
    expect(new Set(statuses)).toEqual(new Set([400]));
    const refused = await tryHold(await freshToken(client));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rateLimited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await createTestUser(t.database.db);
    expect((await tryHold(await freshToken(other))).statusCode).toBe(400);
  });

  it('charges an admin acting as a client to the admin, not to the client', async () => {
    const admin = await createTestUser(t.database.db, { roles: ['Admin'] });
    const client = await createTestUser(t.database.db);
    const adminHeaders = await freshToken(admin);
    const started = await t.app.inject({
      method: 'POST',
      url: IDENTITY_API.impersonate(client.id),
      headers: adminHeaders,
    });
    expect(started.statusCode, started.body).toBe(200);
    const statuses = await spend(HOLD_LIMIT.max, () => Promise.resolve(adminHeaders));
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect((await tryHold(await freshToken(admin))).statusCode).toBe(429);
    // The client's own budget is untouched.
    expect((await tryHold(await freshToken(client))).statusCode).toBe(400);
  });
});

describe('rate limits shared through the database', () => {
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '100000' });
  let database: TestDatabase;
  let servers: FastifyInstance[];

  beforeAll(async () => {
    database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
    servers = await Promise.all(
      [0, 1].map(() =>
        buildApp({ config, database, logger: false }).then(async (app) => {
          await app.ready();
          return app;
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.dispose();
  });

  it('refuses the (max+1)-th hold across two instances', async () => {
    const client = await createTestUser(database.db);
    const token = bearer(await mintAccessToken(database.db, config, client));
    const statuses: number[] = [];
    for (let index = 0; index < HOLD_LIMIT.max; index += 1) {
      statuses.push((await tryHold(token, servers[index % 2])).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect((await tryHold(token, servers[0])).statusCode).toBe(429);
    expect((await tryHold(token, servers[1])).statusCode).toBe(429);
  });

  it('shares a route limit of an address between instances, even all at once', async () => {
    const remoteAddress = '203.0.113.7';
    const answers = await Promise.all(
      Array.from({ length: LOG_ERROR_LIMIT.max + 1 }, (_, index) =>
        servers[index % 2]!.inject({
          method: 'POST',
          url: SYSTEM_API.logError,
          remoteAddress,
          payload: {},
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(LOG_ERROR_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('rate limits when Redis is configured but down', () => {
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '100000', REDIS_URL: 'redis://127.0.0.1:1' });
  const logLines: string[] = [];
  let database: TestDatabase;
  let server: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await buildApp({ config, database, logger: { level: 'warn', stream } });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('answers every request, still counts in this process, and says so in the log', async () => {
    const client = await createTestUser(database.db);
    const token = bearer(await mintAccessToken(database.db, config, client));
    const statuses: number[] = [];
    for (let index = 0; index <= HOLD_LIMIT.max; index += 1) {
      statuses.push((await tryHold(token, server)).statusCode);
    }
    expect(statuses.slice(0, HOLD_LIMIT.max)).toEqual(Array(HOLD_LIMIT.max).fill(400));
    expect(statuses[HOLD_LIMIT.max]).toBe(429);
    const warnings = logLines.filter((line) => line.includes('rate-limit store failed'));
    // Once a minute at most, however many requests met the outage.
    expect(warnings).toHaveLength(1);
  });
});
