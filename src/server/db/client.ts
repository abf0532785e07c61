// Opens the database: embedded PGlite (on disk or in memory) by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors';
import { PROJECT_ROOT } from '../project-root';

/** How long a request waits for a pooled connection before failing with 503. */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** The query builder both drivers share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT>;

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Human-readable location for logs and the environment label, never with a password. */
  description: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for tests that snapshot a migrated database. */
  pglite?: PGlite;
  /** Raw SQL for the job queue (pg-boss brings its own statements and schema). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any instance on this
   * database) until the answered stop is called. PostgreSQL listens on a connection of its own,
   * opened again after a loss (notifications sent meanwhile are missed: callers keep a TTL too).
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // An unreachable server fails the request (503) instead of queueing it without end.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    // A connection the server closes (restart, failover, pg_terminate_backend) must never end the
    // process. The pool watches its idle clients itself, but a client checked out for a
    // transaction has no listener between two statements: an 'error' emitted then would be
    // unhandled and crash the process. Each client keeps this listener for life; the pool drops
    // the broken client on release and opens a new one on the next checkout.
    const warn = (error: Error) => {
      if (!isDatabaseUnavailable(error))
        console.warn(`PostgreSQL connection error: ${error.message}`);
    };
    pool.on('connect', (client) => client.on('error', warn));
    pool.on('error', warn);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      description: describePostgresUrl(target.url),
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, onNotify) => listenOnPostgres(target.url, channel, onNotify),
    };
  }

  const extensions = { btree_gist, pg_trgm };
  let client: PGlite;
  let description: string;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: target.dataDir, extensions });
    description = `PGlite (embedded) ${target.dataDir}`;
  } else {
    client = await PGlite.create({
      extensions,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    description = 'PGlite (in memory)';
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    description,
    pglite: client,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    // Parameterless text may hold several statements (pg-boss sends its schema so); exec runs them.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** How long a lost listening connection waits before opening again. */
const RELISTEN_DELAY_MS = 1_000;

async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    const reconnect = () => {
      if (stopped || current !== client) return;
      current = undefined;
      retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
      retry.unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    current = client;
    try {
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch {
      // Unreachable for now: try again shortly, as after a lost connection.
      reconnect();
      await client.end().catch(() => undefined);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
