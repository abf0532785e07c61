// Databases for tests: an in-memory PGlite cloned from a migrated, seeded template (fast), or,
// with TEST_DB=postgres, a fresh database on the DATABASE_URL server that is dropped afterwards.
import { readFile } from 'node:fs/promises';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, createTaskQueues } from '../jobs/job-queue';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { createScratchPostgres } from './scratch-postgres';

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestDatabase extends Database {
  /** The database's address on PostgreSQL (none for PGlite). */
  url?: string;
  /** Drops what the test made. */
  dispose(): Promise<void>;
}

async function createPostgresDatabase(seed: boolean): Promise<TestDatabase> {
  const scratch = await createScratchPostgres('jfa_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await database.migrate();
  if (seed) await seedDemoData(database.db);
  return {
    ...database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
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
