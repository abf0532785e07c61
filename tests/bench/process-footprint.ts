// Start time and resident memory of the compiled production server (dist/server/main.js), on the
// embedded database (PGlite in a fresh DATA_DIR, demo data loaded as `npm start` does on a first
// start) and on PostgreSQL (a fresh throwaway database): time from spawn to the first 200 of
// /health/ready, RSS once idle, then the peak during and the RSS after a 10 s load of app info,
// the home page and a search. Run alone (after npm run build && npm run build:server):
// npx tsx tests/bench/process-footprint.ts
// DATABASE_URL: the admin connection that creates and drops the database (default below).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { SYSTEM_API } from '../../src/shared/routes/system-api';
import { residentMemory, startCompiledServer, stopProcess } from './compiled-server';
import { adminQuery } from '../../src/server/testing/scratch-postgres';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = 10;
const SETTLE_MS = 2_000;
const CONNECTIONS = 10;
const LOAD_PATHS = [SYSTEM_API.appInfo, '/', `${ADVISOR_API.search}?sort=rating`];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Footprint {
  startMs: number;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  rps: number;
}

async function measure(env: Record<string, string>): Promise<Footprint> {
  const server = await startCompiledServer(env);
  try {
    await sleep(SETTLE_MS);
    const pid = server.child.pid!;
    const idle = residentMemory(pid);
    let next = 0;
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: LOAD_PATHS[next++ % LOAD_PATHS.length] }),
        },
      ],
    });
    const peak = residentMemory(pid).peakMb;
    await sleep(SETTLE_MS);
    return {
      startMs: server.startMs,
      idleMb: idle.rssMb,
      peakMb: peak,
      afterMb: residentMemory(pid).rssMb,
      rps: result.requests.average,
    };
  } finally {
    await stopProcess(server.child);
  }
}

export async function runProcessFootprintBench(): Promise<void> {
  console.log(
    `Compiled server footprint: spawn to /health/ready, RSS idle, peak and after ` +
      `${LOAD_SECONDS} s of ${CONNECTIONS} connections (app info, home page, search in turn)`,
  );
  const rows: [string, Footprint][] = [];
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-bench-footprint-'));
  try {
    rows.push(['PGlite, first start (demo data)', await measure({ DATA_DIR: pgliteDir })]);
    rows.push(['PGlite, second start', await measure({ DATA_DIR: pgliteDir })]);
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const name = `jfa_bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-bench-footprint-'));
  await adminQuery(ADMIN_URL, `create database ${name}`);
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    rows.push(['PostgreSQL, first start (demo data)', await measure(env)]);
    rows.push(['PostgreSQL, second start', await measure(env)]);
  } finally {
    await adminQuery(ADMIN_URL, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(7);
  console.log(
    `  ${'database'.padEnd(36)} ${'start'.padStart(7)} ${'idle'.padStart(7)} ${'peak'.padStart(7)} ${'after'.padStart(7)} ${'req/s'.padStart(6)}`,
  );
  for (const [label, row] of rows) {
    console.log(
      `  ${label.padEnd(36)} ${`${(row.startMs / 1000).toFixed(1)} s`.padStart(7)} ${mb(row.idleMb)} ${mb(row.peakMb)} ${mb(row.afterMb)} ${Math.round(row.rps).toString().padStart(6)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runProcessFootprintBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
