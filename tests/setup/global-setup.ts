// Migrates and seeds one PGlite database per run; each test file clones it instead of
// migrating its own (PGlite start-up and migration cost seconds per instance).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpSeededTemplate, usesPostgres } from '../../src/server/testing/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (usesPostgres()) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jfa-template-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, await dumpSeededTemplate());
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
