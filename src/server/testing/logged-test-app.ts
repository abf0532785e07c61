// An app whose whole log, at its chattiest level and with the real logger settings, is kept for
// the test to search: for the tests that prove nothing secret or personal is ever logged.
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loggerOptions } from '../logging/log-options';
import { rememberTestDatabase } from './test-app';
import type { TestApp } from './test-app';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

export interface LoggedTestApp extends TestApp {
  /** Every line the app has logged so far. */
  lines: string[];
}

export async function createLoggedTestApp(): Promise<LoggedTestApp> {
  const config = testConfig({ LOG_LEVEL: 'trace' });
  const database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, database, logger: { ...loggerOptions('trace'), stream } });
  await app.ready();
  rememberTestDatabase(app, database);
  return {
    app,
    database,
    config,
    lines,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
