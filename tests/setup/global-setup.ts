// Migrates and seeds one database per run, PGlite or PostgreSQL (TEST_DB=postgres); each test
// file clones it instead of migrating and seeding its own, which costs seconds per file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createPostgresTemplate,
  dumpSeededTemplate,
  usesPostgres,
} from '../../src/server/testing/database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (usesPostgres()) {
    const template = await createPostgresTemplate();
    project.provide('pgliteTemplate', undefined);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jfa-template-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, await dumpSeededTemplate());
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', undefined);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
