// What the product serves per second next to a bare Fastify route, in one run: the compiled
// production server (dist/server/main.js) on PostgreSQL with 10,000 advisors, load-tested from
// this process with autocannon. Each scenario is warmed up first, so whatever the app keeps warm
// (caches, prepared plans) is warm. Run alone (after npm run build && npm run build:server):
// npx tsx tests/bench/serving.ts
// DATABASE_URL: the admin connection that creates and drops a throwaway database (default below);
// BENCH_SERVING_SECONDS: per scenario (5).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { AVAILABILITY_API } from '../../src/shared/routes/availability-api';
import { SYSTEM_API } from '../../src/shared/routes/system-api';
import { insertBulkAdvisors } from './bulk-advisors';
import { startBareServer, startCompiledServer, stopProcess } from './compiled-server';
import { adminQuery } from '../../src/server/testing/scratch-postgres';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SERVING_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const ADVISOR_COUNT = 10_000;
const P99_TARGET_MS = 20;
// As a browser asks: answers over the threshold go out compressed.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json' };

interface Scenario {
  name: string;
  /** Paths taken in turn; none for the bare route. */
  paths: string[];
  /** Share of the bare route's req/s to reach. */
  target: number | null;
}

function scenarios(slug: string): Scenario[] {
  return [
    { name: 'bare Fastify route', paths: [], target: null },
    { name: 'trivial route (app info)', paths: [SYSTEM_API.appInfo], target: 0.5 },
    { name: 'home page (SSR)', paths: ['/'], target: 0.2 },
    { name: 'advisor profile page (SSR)', paths: [ADVISOR_PAGES.profile(slug)], target: 0.2 },
    { name: 'advisors list page (SSR)', paths: [ADVISOR_PAGES.search], target: 0.2 },
    {
      name: 'advisor search API (4 queries)',
      paths: [
        ADVISOR_API.search,
        `${ADVISOR_API.search}?state=california&filters=retirement-planning&sort=lowest`,
        `${ADVISOR_API.search}?q=thomas%20nguyen`,
        `${ADVISOR_API.search}?zip=10001`,
      ],
      target: 0.3,
    },
    {
      name: 'open times of one advisor',
      paths: [AVAILABILITY_API.advisorSlots(slug)],
      target: 0.2,
    },
  ];
}

async function load(origin: string, bareUrl: string, scenario: Scenario, seconds: number) {
  let next = 0;
  const options: autocannon.Options = {
    url: scenario.paths.length === 0 ? bareUrl : origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    ...(scenario.paths.length === 0
      ? {}
      : {
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                const path = scenario.paths[next % scenario.paths.length]!;
                next += 1;
                return { ...request, path };
              },
            },
          ],
        }),
  };
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}

export async function runServingBench(): Promise<void> {
  console.log(
    `Serving: compiled server on PostgreSQL, ${ADVISOR_COUNT.toLocaleString('en-US')} advisors, ` +
      `autocannon ${CONNECTIONS} connections, ${SECONDS} s per scenario after ${WARM_UP_SECONDS} s warm-up`,
  );
  const name = `jfa_bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-bench-serving-'));
  await adminQuery(ADMIN_URL, `create database ${name}`);
  const stops: (() => Promise<void>)[] = [];
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await database.migrate().finally(() => database.close());
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let slug: string;
    try {
      await insertBulkAdvisors(client, ADVISOR_COUNT);
      const { rows } = await client.query<{ slug: string }>(
        'select slug from advisors order by review_count desc, slug limit 1',
      );
      slug = rows[0]!.slug;
    } finally {
      await client.end();
    }
    const server = await startCompiledServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      JOBS_IN_PROCESS: 'false',
    });
    stops.push(() => stopProcess(server.child));
    const bare = await startBareServer();
    stops.push(() => stopProcess(bare.child));

    const rows: { scenario: Scenario; result: Awaited<ReturnType<typeof load>> }[] = [];
    for (const scenario of scenarios(slug)) {
      await load(server.origin, bare.url, scenario, WARM_UP_SECONDS);
      rows.push({ scenario, result: await load(server.origin, bare.url, scenario, SECONDS) });
    }
    const bareRps = rows[0]!.result.rps;
    console.log(
      `  ${'scenario'.padEnd(32)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'of bare'.padStart(7)} ${'target'.padStart(6)}  result`,
    );
    for (const { scenario, result } of rows) {
      const ratio = result.rps / bareRps;
      const met =
        scenario.target === null
          ? ''
          : ratio >= scenario.target && result.p99 < P99_TARGET_MS
            ? 'pass'
            : `miss${ratio < scenario.target ? ' (req/s)' : ''}${result.p99 >= P99_TARGET_MS ? ' (p99)' : ''}`;
      console.log(
        `  ${scenario.name.padEnd(32)} ${Math.round(result.rps).toString().padStart(7)} ${String(result.p50).padStart(6)} ${String(result.p99).padStart(6)} ${`${(ratio * 100).toFixed(0)}%`.padStart(7)} ${(scenario.target === null ? '' : `${scenario.target * 100}%`).padStart(6)}  ${met}` +
          (result.failed ? `  (${result.failed} failed)` : ''),
      );
    }
    console.log(`  targets: share of the bare route's req/s and p99 < ${P99_TARGET_MS} ms`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await adminQuery(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runServingBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
