// Advisor search throughput on real PostgreSQL: seeds 10,000 advisors into a throwaway database,
// load-tests the results API next to a bare Fastify route in the same run, and prints the query
// plans of the search SQL. Run alone: npx tsx tests/bench/advisor-search.ts
// DATABASE_URL: the admin connection that creates and drops the database (default below);
// BENCH_SEARCH_SECONDS: per scenario (10); BENCH_SEARCH_EXTRA_SQL: run after seeding, to try an index.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/client';
import { insertBulkAdvisors } from './bulk-advisors';
import { searchBenchConfig } from './search-servers';
import type { SearchServerUrls } from './search-servers';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const ADVISOR_COUNT = 10_000;
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const EXPLAIN_REPEATS = 5;
// As a browser asks: large answers go out compressed, so compression is part of the cost.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

interface Scenario {
  name: string;
  /** Path and query on the app, or null for the bare route. */
  path: string | null;
}

export const SEARCH_SCENARIOS: readonly Scenario[] = [
  { name: 'bare Fastify route', path: null },
  { name: 'no filters, soonest available', path: ADVISOR_API.search },
  {
    name: 'state + speciality, lowest, $100–300',
    path: `${ADVISOR_API.search}?state=california&filters=retirement-planning&sort=lowest&minPrice=100&maxPrice=300`,
  },
  { name: 'newest, page 20', path: `${ADVISOR_API.search}?sort=newest&page=20` },
  {
    name: 'state + business model',
    path: `${ADVISOR_API.search}?state=texas&filters=hourly-planners`,
  },
  { name: 'name, best match', path: `${ADVISOR_API.search}?q=thomas%20nguyen` },
  { name: 'misspelt name, best match', path: `${ADVISOR_API.search}?q=nguyen%20thomass` },
  { name: 'keyword, best match', path: `${ADVISOR_API.search}?q=roth%20conversions` },
  { name: 'ZIP code', path: `${ADVISOR_API.search}?zip=10001` },
  { name: 'credential', path: `${ADVISOR_API.search}?filters=cpa-pfs` },
  { name: 'language', path: `${ADVISOR_API.search}?filters=speaks-vietnamese` },
  { name: '4.5+ stars, highest rated', path: `${ADVISOR_API.search}?rating=4.5&sort=rating` },
];

export interface ScenarioResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerResponse: number;
  /** The search's total matches, or null for the bare route. */
  total: number | null;
  non2xx: number;
  errors: number;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

async function startServers(
  databaseUrl: string,
): Promise<{ child: ChildProcess; urls: SearchServerUrls }> {
  const rootDir = path.resolve(import.meta.dirname, '../..');
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(import.meta.dirname, 'search-servers.ts')],
    {
      cwd: rootDir,
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const firstLine = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Servers did not start within 60 s')), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server process exited early with code ${code}`));
    });
  });
  try {
    return { child, urls: JSON.parse(await firstLine) as SearchServerUrls };
  } catch (error) {
    await stopServers(child);
    throw error;
  }
}

async function stopServers(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function measure(scenario: Scenario, url: string, seconds: number): Promise<ScenarioResult> {
  // One plain request first: the status must be 200 and the count shows the query did work.
  const response = await fetch(url, { headers: HEADERS });
  if (response.status !== 200) {
    throw new Error(`${scenario.name}: GET ${url} answered ${response.status}`);
  }
  const body = (await response.json()) as { total?: number };
  const options = { url, connections: CONNECTIONS, headers: HEADERS };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    total: scenario.path ? (body.total ?? null) : null,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

interface CapturedQuery {
  sql: string;
  params: unknown[];
}

interface ExplainedQuery {
  scenario: string;
  kind: 'rows' | 'count';
  medianMs: number;
  /** Shared buffers (8 KB pages) the plan touched: the work, independent of machine load. */
  buffers: number;
  scans: string[];
  plan: string;
}

/** Shared buffers hit and read by the plan's top node (its first Buffers line). */
function buffersOf(plan: string): number {
  const line = /Buffers: shared[^\n]*/.exec(plan)?.[0] ?? '';
  const count = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(line)?.[1] ?? 0);
  return count('hit') + count('read');
}

/**
 * EXPLAIN ANALYZE of the exact SQL the search route runs for each scenario: the app is built once
 * more in this process over a pool that records its queries, and asked through inject().
 */
async function explainScenarios(databaseUrl: string): Promise<ExplainedQuery[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let captured: CapturedQuery[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  const database: Database = {
    db: drizzle(pool, { logger }) as unknown as Db,
    kind: 'postgres',
    description: 'benchmark query capture',
    migrate: async () => {},
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-bench-explain-'));
  const config = searchBenchConfig(databaseUrl, dataDir);
  const app = await buildApp({
    config,
    database,
    serveClient: false,
    logger: false,
  });
  const explained: ExplainedQuery[] = [];
  try {
    for (const scenario of SEARCH_SCENARIOS) {
      if (!scenario.path) continue;
      captured = [];
      // Asked on the configured host: any other is redirected there (host-rule.ts).
      const response = await app.inject({
        method: 'GET',
        url: scenario.path,
        headers: { host: new URL(config.publicUrl).host },
      });
      if (response.statusCode !== 200) {
        throw new Error(`${scenario.name}: inject answered ${response.statusCode}`);
      }
      for (const query of captured.filter((entry) => /from "advisors"/.test(entry.sql))) {
        const timings: number[] = [];
        let plan = '';
        for (let run = 0; run < EXPLAIN_REPEATS; run += 1) {
          const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${query.sql}`,
            query.params,
          );
          plan = rows.map((row) => row['QUERY PLAN']).join('\n');
          timings.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN));
        }
        timings.sort((a, b) => a - b);
        const scans =
          plan.match(
            /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan)( Backward)?( using \S+)? on \S+/g,
          ) ?? [];
        explained.push({
          scenario: scenario.name,
          kind: /count\(\*\)/.test(query.sql) ? 'count' : 'rows',
          medianMs: timings[Math.floor(timings.length / 2)]!,
          buffers: buffersOf(plan),
          scans: [...new Set(scans)],
          plan,
        });
      }
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return explained;
}

export async function runAdvisorSearchBench(): Promise<ScenarioResult[]> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
  const seconds = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
  const name = `jfa_bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  console.log(
    `Advisor search throughput (PostgreSQL, ${ADVISOR_COUNT.toLocaleString('en-US')} advisors, ` +
      `autocannon ${CONNECTIONS} connections, ${seconds} s per scenario after ${WARM_UP_SECONDS} s warm-up)`,
  );
  console.log(`  load average before: ${loadAverage()} (${os.cpus().length} cores)`);
  await adminQuery(adminUrl, `create database ${name}`);
  let child: ChildProcess | undefined;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (child) await stopServers(child);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
  // Ctrl-C must not leave the throwaway database behind.
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const seedStart = performance.now();
    try {
      const counts = await insertBulkAdvisors(client, ADVISOR_COUNT);
      console.log(
        `  seeded ${counts.advisors} advisors, ${counts.stateLinks} served states, ` +
          `${counts.attributeLinks} attribute links in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
      );
      // For trying a schema change (an index) on the same data without touching the migrations.
      const extraSql = process.env.BENCH_SEARCH_EXTRA_SQL?.trim();
      if (extraSql) {
        await client.query(extraSql);
        await client.query('vacuum analyze advisors');
        console.log(`  applied BENCH_SEARCH_EXTRA_SQL: ${extraSql}`);
      }
    } finally {
      await client.end();
    }

    const servers = await startServers(databaseUrl);
    child = servers.child;
    const results: ScenarioResult[] = [];
    for (const scenario of SEARCH_SCENARIOS) {
      const url = scenario.path ? `${servers.urls.app}${scenario.path}` : servers.urls.bare;
      results.push(await measure(scenario, url, seconds));
    }
    await stopServers(child);

    const header = `  ${'scenario'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bytes'.padStart(6)} ${'matches'.padStart(8)}`;
    console.log(header);
    for (const result of results) {
      console.log(
        `  ${result.name.padEnd(38)} ${result.requestsPerSecond.toFixed(0).padStart(8)} ${String(result.p50Ms).padStart(7)} ${String(result.p99Ms).padStart(7)} ${result.bytesPerResponse.toFixed(0).padStart(6)} ${(result.total === null ? '–' : String(result.total)).padStart(8)}` +
          (result.non2xx || result.errors
            ? `  (${result.non2xx} non-2xx, ${result.errors} errors)`
            : ''),
      );
    }
    console.log(`  load average after: ${loadAverage()}`);

    const explained = await explainScenarios(databaseUrl);
    console.log(
      `  Search SQL, EXPLAIN ANALYZE median of ${EXPLAIN_REPEATS} (server time only; buffers = 8 KB pages touched):`,
    );
    for (const query of explained) {
      console.log(
        `    ${query.scenario.padEnd(38)} ${query.kind.padEnd(5)} ${query.medianMs.toFixed(2).padStart(7)} ms ${String(query.buffers).padStart(5)} buffers  ${query.scans.join('; ')}`,
      );
    }
    // Heaviest by pages touched, not by time, so that the choice does not depend on machine load.
    const heaviest = explained.reduce((worst, query) =>
      query.buffers > worst.buffers ? query : worst,
    );
    console.log(`  Plan of the heaviest (${heaviest.scenario}, ${heaviest.kind} query):`);
    console.log(heaviest.plan.replace(/^/gm, '    '));
    const seqScans = explained.filter((query) =>
      query.scans.some((scan) => scan.startsWith('Seq Scan')),
    );
    if (seqScans.length > 0) {
      console.log(
        `  Sequential scans in: ${seqScans.map((query) => `${query.scenario} (${query.kind})`).join(', ')}`,
      );
    }
    return results;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdvisorSearchBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
