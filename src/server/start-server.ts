// Starting a server: load config, open the database, migrate, seed an empty database, build the
// app, listen. main.ts starts the product; the journey server starts it with its test routes.
import { buildApp } from './app';
import { ConfigError, describeFileStorage, loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import { databaseTarget } from './db/target';
import { seedDemoData } from './db/seed/seed';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { demoPasswordRefusal, findDemoPasswordAccounts } from './auth/accounts/demo-passwords';
import { createStorage } from './integrations/storage/storage';
import { startJobRunner } from './jobs/job-runner';
import type { JobRunner } from './jobs/job-runner';
import { jobHandlersOf, taskHandlersOf } from './jobs/job-handlers';
import { survivePgBossConnectionLoss } from './jobs/job-database';
import { handleShutdownSignals, ignoreClosedOutput } from './shutdown';
import type { RegisterRoutes } from './http/module-routes';

export interface StartOptions {
  /** Refuses a configuration this entry must not run with: the message, or undefined to go on. */
  refuse?: (config: Config) => string | undefined;
  /** The journey server's own routes, on the database just opened (ADR 0075). */
  testRoutes?: (database: Database) => RegisterRoutes;
}

export async function startServer(options: StartOptions = {}): Promise<void> {
  // A supervisor that went away closes our output; writing there must not stop us.
  ignoreClosedOutput();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const refusal = options.refuse?.(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }

  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  const storage = createStorage(config);
  let demoSeeded = false;
  if (config.SEED_DEMO_DATA) {
    const result = await seedDemoData(database.db, { storage });
    demoSeeded = result.seeded;
    if (result.seeded) console.log(`Loaded demo data: ${result.advisors} advisors.`);
  }

  // A production that takes money refuses accounts anyone could sign in to (ADR 0062).
  if (config.APP_ENV === 'production' && !config.paymentsTestMode) {
    const open = await findDemoPasswordAccounts(database.db);
    if (open.length > 0) {
      console.error(demoPasswordRefusal(open));
      await database.close();
      process.exit(1);
    }
  }

  const app = await buildApp({
    config,
    database,
    storage,
    serveClient: true,
    ...(options.testRoutes ? { testRoutes: options.testRoutes(database) } : {}),
  });
  let jobs: JobRunner | undefined;
  handleShutdownSignals({
    log: app.log,
    async steps() {
      // Readiness answers 503 at once; the server stops accepting and finishes what it has.
      app.lifecycle.startDraining();
      await Promise.all([app.close(), jobs?.stop()]);
      await database.close();
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS_IN_PROCESS) {
    survivePgBossConnectionLoss(app.log);
    // After listening, so a large marketplace never delays start-up.
    jobs = await startJobRunner(
      database,
      jobHandlersOf(app.services),
      app.log,
      taskHandlersOf(app.services),
    );
    void jobs.runNow('nextAvailability').catch((error: unknown) => {
      app.log.error({ err: error }, 'Refreshing next availability failed');
    });
    // Payments a crash or fault left without their meeting are finished at once.
    void jobs.runNow('reconcilePayments').catch((error: unknown) => {
      app.log.error({ err: error }, 'Reconciling payments failed');
    });
  }
  console.log(
    [
      '',
      `  Just Financial Advice is running at ${config.publicUrl}`,
      `  Environment:   ${config.APP_ENV} (${config.isProduction ? 'production build' : 'development, hot reload'})`,
      `  Database:      ${database.description}`,
      `  File storage:  ${describeFileStorage(config)}`,
      `  Background jobs: ${config.JOBS_IN_PROCESS ? 'in this process' : 'in `npm run worker` processes'}`,
      '',
      // Printed only on the start that created them; the README lists them too.
      ...(demoSeeded
        ? [
            '  Demo sign-in accounts:',
            ...DEMO_ACCOUNTS.map(
              (account) =>
                `    ${account.role.padEnd(10)} ${account.email.padEnd(38)} ${account.password}`,
            ),
            '',
          ]
        : []),
    ].join('\n'),
  );
}
