// The migrated, seeded databases every test file clones instead of migrating and seeding its own
// (seconds per file): a PGlite data directory as a tarball, or a template database on the
// PostgreSQL server. Made once per run by tests/setup/global-setup.ts.
import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, createTaskQueues } from '../jobs/job-queue';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { adminQuery } from './scratch-postgres';

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

/** A database with the schema, and the demo data unless `seed` is false. */
export async function migratedDatabase(
  options: { kind: 'pglite-memory' } | { kind: 'postgres'; url: string },
  seed: boolean,
): Promise<Database> {
  const database = await openDatabase(options);
  await database.migrate();
  if (seed) await seedDemoData(database.db);
  return database;
}

/** The job queue's schema too: a payment queues a job, and creating it costs seconds. */
async function addJobQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await createTaskQueues(boss);
  await boss.stop({ graceful: false, wait: true, close: false });
}

/** A migrated, seeded PGlite data directory as a tarball, for cloning. */
export async function dumpSeededTemplate(): Promise<Uint8Array> {
  const database = await migratedDatabase({ kind: 'pglite-memory' }, true);
  await addJobQueueSchema(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  return new Uint8Array(await dump.arrayBuffer());
}

export interface PostgresTemplate {
  name: string;
  drop(): Promise<void>;
}

/**
 * A migrated, seeded database on the DATABASE_URL server that test files copy with
 * `create database … template …`. Nothing stays connected to it, as PostgreSQL requires.
 */
export async function createPostgresTemplate(): Promise<PostgresTemplate> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('A PostgreSQL test run needs DATABASE_URL');
  const name = `jfa_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await migratedDatabase({ kind: 'postgres', url: url.toString() }, true);
  await addJobQueueSchema(database);
  await database.close();
  return {
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
