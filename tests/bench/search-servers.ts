// Child process of advisor-search.ts: the real app on BENCH_DATABASE_URL and a bare Fastify
// route, each on a free loopback port. It runs apart from the load generator so that
// autocannon's own work does not share the servers' event loop. Prints one JSON line of URLs.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Config } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { freePort } from './compiled-server';

/** What the child prints: the origin of the app and the URL of the bare route. */
export interface SearchServerUrls {
  app: string;
  bare: string;
}

function portOf(server: FastifyInstance): number {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('Server has no TCP port');
  return address.port;
}

/** The app's configuration in the search benchmark: production, quiet, no rate limiting. */
export function searchBenchConfig(
  databaseUrl: string,
  dataDir: string,
  publicUrl?: string,
): Config {
  return loadConfig({
    ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    // The limiter still runs on every request, as in production, but never answers 429.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-bench-search-'));
  // The app answers on PUBLIC_URL's host only, so it learns its port before it is built.
  const port = await freePort();
  const config = searchBenchConfig(url, dataDir, `http://127.0.0.1:${port}`);
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ config, database, serveClient: false, logger: false });
  await app.listen({ port, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const urls: SearchServerUrls = {
    app: `http://127.0.0.1:${portOf(app)}`,
    bare: `http://127.0.0.1:${portOf(bare)}/bare`,
  };
  process.stdout.write(`${JSON.stringify(urls)}\n`);

  process.once('SIGTERM', () => {
    void (async () => {
      await Promise.allSettled([app.close(), bare.close()]);
      await database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

// Imported by advisor-search.ts for its configuration: start only when run as the child.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
