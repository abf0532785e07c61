// buildApp() over a test database, for API tests with app.inject().
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppDeps } from '../app';
import type { Config } from '../config';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
  } & Pick<AppDeps, 'now' | 'paymentGateway' | 'video' | 'uploadLimitBytes'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase({
    seed: options.seed ?? true,
    templatePath: inject('pgliteTemplate'),
  });
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
    ...(options.video ? { video: options.video } : {}),
    ...(options.uploadLimitBytes ? { uploadLimitBytes: options.uploadLimitBytes } : {}),
  });
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
