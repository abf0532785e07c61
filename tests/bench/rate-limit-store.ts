// What the app-wide rate limit costs per request with each counter store: a trivial route
// (app info) load-tested with the counts in memory, in PostgreSQL, in PGlite and in Redis, from
// one address (one hot counter) and from many (a counter each). Run alone:
// npx tsx tests/bench/rate-limit-store.ts
// DATABASE_URL: the admin connection that creates and drops a throwaway database (default
// below); REDIS_URL: the Redis to try (default redis://127.0.0.1:6379, left out when down);
// BENCH_RATE_LIMIT_SECONDS: per scenario and round (5); BENCH_RATE_LIMIT_ROUNDS (3).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/client';
import type { AppLimitStore } from '../../src/server/http/rate-limit/register-rate-limit';
import { testConfig } from '../../src/server/testing/test-config';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_RATE_LIMIT_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_RATE_LIMIT_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const ADDRESSES = 1_000;

interface Setup {
  name: string;
  database: 'postgres' | 'pglite';
  appLimitStore: AppLimitStore;
  redis: boolean;
}

const SETUPS: readonly Setup[] = [
  { name: 'memory (per instance)', database: 'postgres', appLimitStore: 'memory', redis: false },
  { name: 'PostgreSQL', database: 'postgres', appLimitStore: 'shared', redis: false },
  { name: 'PGlite', database: 'pglite', appLimitStore: 'shared', redis: false },
  { name: 'Redis', database: 'postgres', appLimitStore: 'shared', redis: true },
];

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function createPostgresDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `jfa_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function load(url: string, manyAddresses: boolean) {
  let next = 0;
  const options: autocannon.Options = {
    url,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          if (!manyAddresses) return request;
          next = (next + 1) % ADDRESSES;
          const address = `198.51.${Math.floor(next / 250)}.${next % 250}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function runRateLimitStoreBench(): Promise<void> {
  console.log(
    `App-wide rate limit: GET /api/system/app-info, ${CONNECTIONS} connections, ` +
      `${ROUNDS} interleaved rounds of ${SECONDS} s, medians`,
  );
  const redisUp = await redisAnswers();
  const postgres = await createPostgresDatabase();
  const pglite = await openDatabase({ kind: 'pglite-memory' });
  await pglite.migrate();
  const servers: { setup: Setup; app: FastifyInstance; url: string }[] = [];
  try {
    for (const setup of SETUPS) {
      if (setup.redis && !redisUp) {
        console.log(`  ${setup.name.padEnd(22)} (no Redis at ${REDIS_URL})`);
        continue;
      }
      const config = testConfig({
        RATE_LIMIT_PER_MINUTE: '1000000000',
        TRUST_PROXY: 'true',
        ...(setup.redis ? { REDIS_URL } : {}),
      });
      const database = setup.database === 'pglite' ? pglite : postgres.database;
      const app = await buildApp({
        config,
        database,
        logger: false,
        appLimitStore: setup.appLimitStore,
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      servers.push({ setup, app, url: `${address}/api/system/app-info` });
    }
    const figures = new Map<string, { rps: number[]; p99: number[]; errors: number }>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const server of servers) {
        for (const many of [false, true]) {
          const key = `${server.setup.name.padEnd(22)} ${(many ? `${ADDRESSES} addresses` : 'one address').padEnd(15)}`;
          const result = await load(server.url, many);
          const entry = figures.get(key) ?? { rps: [], p99: [], errors: 0 };
          entry.rps.push(result.requestsPerSecond);
          entry.p99.push(result.p99Ms);
          entry.errors += result.errors;
          figures.set(key, entry);
        }
      }
    }
    for (const [key, entry] of figures) {
      const rps = Math.round(median(entry.rps)).toString().padStart(6);
      const errors = entry.errors ? `  (${entry.errors} errors)` : '';
      console.log(`  ${key} ${rps} req/s  p99 ${median(entry.p99)} ms${errors}`);
    }
  } finally {
    for (const server of servers) await server.app.close();
    await pglite.close();
    await postgres.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runRateLimitStoreBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
