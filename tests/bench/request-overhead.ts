// What each per-request layer costs: the trivial route (app info) of the whole app, then of the
// app with one layer left out at a time, and a bare Fastify route for scale. The cost of a layer
// is the time per request it adds: 1/(req/s with it) − 1/(req/s without it). Run alone:
// npx tsx tests/bench/request-overhead.ts
// BENCH_OVERHEAD_SECONDS: per configuration and round (3); BENCH_OVERHEAD_ROUNDS (2).
// The servers run in a child process, so autocannon's own work does not share their event loop.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp, OVERHEAD_LAYERS } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { loggerOptions } from '../../src/server/logging/log-options';
import { testConfig } from '../../src/server/testing/test-config';
import { SYSTEM_API } from '../../src/shared/routes/system-api';

const SECONDS = Number(process.env.BENCH_OVERHEAD_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 2);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;

/** 'logging' is the access log line at LOG_LEVEL=info; the rest are the app's own switches. */
const LAYERS = ['logging', ...OVERHEAD_LAYERS] as const;
type Layer = (typeof LAYERS)[number];

/** What the child prints: the URL of each configuration, by name. */
type ServerUrls = Record<string, string>;

async function appWithout(left: readonly Layer[]): Promise<FastifyInstance> {
  const config = testConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost',
    // The limiter counts every request, as in production, but never answers 429.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  const logger = left.includes('logging')
    ? false
    : // As in production: pino's synchronous destination, here a file nobody reads.
      { ...loggerOptions('info'), stream: pino.destination('/dev/null') };
  const app = await buildApp({
    config,
    database,
    logger,
    withoutLayers: OVERHEAD_LAYERS.filter((layer) => left.includes(layer)),
  });
  app.addHook('onClose', () => database.close());
  return app;
}

async function serve(): Promise<void> {
  const servers: { name: string; app: FastifyInstance; path: string }[] = [];
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare' }));
  servers.push({ name: 'bare Fastify route', app: bare, path: '/bare' });
  servers.push({ name: 'all layers', app: await appWithout([]), path: SYSTEM_API.appInfo });
  for (const layer of LAYERS) {
    servers.push({ name: layer, app: await appWithout([layer]), path: SYSTEM_API.appInfo });
  }
  servers.push({ name: 'no layers', app: await appWithout(LAYERS), path: SYSTEM_API.appInfo });
  const urls: ServerUrls = {};
  for (const server of servers) {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    urls[server.name] = address + server.path;
  }
  process.stdout.write(`${JSON.stringify(urls)}\n`);
  process.once('SIGTERM', () => {
    void Promise.allSettled(servers.map((server) => server.app.close())).then(() =>
      process.exit(0),
    );
  });
}

async function startServers(): Promise<{ child: ChildProcess; urls: ServerUrls }> {
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), import.meta.filename, '--serve'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('the overhead servers exited before listening');
    }),
  ])) as [string];
  return { child, urls: JSON.parse(line) as ServerUrls };
}

async function load(url: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // The app answers on PUBLIC_URL's host only.
    headers: { host: 'localhost' },
  });
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
}

const microseconds = (rps: number) => 1e6 / rps;

export async function runRequestOverheadBench(): Promise<void> {
  console.log(
    `Per-request overhead: GET ${SYSTEM_API.appInfo}, ${CONNECTIONS} connections, ` +
      `${ROUNDS} interleaved rounds of ${SECONDS} s, means; cost = µs per request the layer adds`,
  );
  const { child, urls } = await startServers();
  try {
    const figures = new Map<string, { rps: number[]; errors: number }>();
    for (const url of Object.values(urls)) await load(url, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, url] of Object.entries(urls)) {
        const result = await load(url, SECONDS);
        const entry = figures.get(name) ?? { rps: [], errors: 0 };
        entry.rps.push(result.rps);
        entry.errors += result.errors;
        figures.set(name, entry);
      }
    }
    const mean = (name: string) => {
      const values = figures.get(name)?.rps ?? [0];
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    const all = mean('all layers');
    const bare = mean('bare Fastify route');
    console.log(`  ${'configuration'.padEnd(26)} ${'req/s'.padStart(7)} ${'cost µs'.padStart(8)}`);
    for (const name of figures.keys()) {
      const rps = mean(name);
      const left = LAYERS.includes(name as Layer) || name === 'no layers';
      const cost = left ? (microseconds(all) - microseconds(rps)).toFixed(1) : '';
      const label = LAYERS.includes(name as Layer) ? `without ${name}` : name;
      const errors = figures.get(name)!.errors;
      console.log(
        `  ${label.padEnd(26)} ${Math.round(rps).toString().padStart(7)} ${cost.padStart(8)}` +
          (errors ? `  (${errors} errors)` : ''),
      );
    }
    console.log(`  trivial route / bare route: ${((all / bare) * 100).toFixed(0)}%`);
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = process.argv.includes('--serve') ? serve() : runRequestOverheadBench();
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
