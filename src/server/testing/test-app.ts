// buildApp() over a test database, for API tests with app.inject().
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppDeps } from '../app';
import type { Config } from '../config';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';
import { worldRoutes } from './worlds/world.routes';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

const databases = new WeakMap<FastifyInstance, TestDatabase>();

/** For a test that builds its app itself: the kits that are handed only the app find its database. */
export function rememberTestDatabase(app: FastifyInstance, database: TestDatabase): void {
  databases.set(app, database);
}

/** The database under a test app, for kits that are handed only the app. */
export function databaseOf(app: FastifyInstance): TestDatabase {
  const database = databases.get(app);
  if (!database) throw new Error('Not an app made by createTestApp.');
  return database;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** The journey server's test-world entry (ADR 0075), which the product never mounts. */
    testWorlds?: boolean;
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
    ...(options.testWorlds ? { testRoutes: worldRoutes(database.db) } : {}),
  });
  await app.ready();
  databases.set(app, database);
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
