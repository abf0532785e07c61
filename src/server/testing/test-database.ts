// Databases for tests: an in-memory PGlite cloned from the run's migrated, seeded template (fast),
// or, with TEST_DB=postgres, a fresh database on the DATABASE_URL server, copied from the run's
// template database and dropped afterwards (database-templates.ts).
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { migratedDatabase, usesPostgres } from './database-templates';
import { createScratchPostgres } from './scratch-postgres';

export { usesPostgres };

export interface TestDatabase extends Database {
  /** The database's address on PostgreSQL (none for PGlite). */
  url?: string;
  /** Drops what the test made. */
  dispose(): Promise<void>;
}

async function createPostgresDatabase(seed: boolean): Promise<TestDatabase> {
  const template = seed ? inject('postgresTemplate') : undefined;
  const scratch = await createScratchPostgres('jfa_test', template);
  const database = template
    ? await openDatabase({ kind: 'postgres', url: scratch.url })
    : await migratedDatabase({ kind: 'postgres', url: scratch.url }, seed);
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
  const database = await migratedDatabase({ kind: 'pglite-memory' }, seed);
  return { ...database, dispose: () => database.close() };
}

/** The demo data unless `seed` is false; cloned from the run's template where there is one. */
export async function createTestDatabase(
  options: { seed?: boolean; templatePath?: string } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  return usesPostgres()
    ? createPostgresDatabase(seed)
    : createPgliteDatabase(seed, options.templatePath ?? inject('pgliteTemplate'));
}
