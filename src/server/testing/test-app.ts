// buildApp() over a test database, for API tests with app.inject().
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jfa-test-')),
    ...overrides,
  });
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({
    seed: options.seed ?? true,
    templatePath: inject('pgliteTemplate'),
  });
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
