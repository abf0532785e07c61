// Databases for tests: an in-memory PGlite cloned from a migrated, seeded template (fast), or,
// with TEST_DB=postgres, a fresh database on the DATABASE_URL server that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, createTaskQueues } from '../jobs/job-queue';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestDatabase extends Database {
  /** The database's address on PostgreSQL (none for PGlite). */
  url?: string;
  /** Drops what the test made. */
  dispose(): Promise<void>;
}

async function createPostgresDatabase(seed: boolean): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `jfa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  if (seed) await seedDemoData(database.db);
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createPgliteDatabase(seed: boolean, templatePath?: string): Promise<TestDatabase> {
  if (seed && templatePath) {
    const dump = await readFile(templatePath);
    const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) });
    return { ...database, dispose: () => database.close() };
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  if (seed) await seedDemoData(database.db);
  return { ...database, dispose: () => database.close() };
}

export async function createTestDatabase(
  options: { seed?: boolean; templatePath?: string } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  return usesPostgres()
    ? createPostgresDatabase(seed)
    : createPgliteDatabase(seed, options.templatePath);
}

/** A migrated, seeded PGlite data directory as a tarball, for cloning. */
export async function dumpSeededTemplate(): Promise<Uint8Array> {
  const database = await createPgliteDatabase(true);
  // The job queue's schema too: a payment queues a job, and creating it costs seconds on PGlite.
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await createTaskQueues(boss);
  await boss.stop({ graceful: false, wait: true, close: false });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.dispose();
  return new Uint8Array(await dump.arrayBuffer());
}
