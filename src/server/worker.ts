// `npm run worker`: the background jobs in a process of their own, beside servers started with
// JOBS_IN_PROCESS=false. Needs the same DATABASE_URL as the servers. It builds the services from
// the same module list as the server and loads no HTTP code (worker-imports.test.ts).
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { databaseTarget } from './db/target';
import { startJobRunner } from './jobs/job-runner';
import { jobHandlersOf, taskHandlersOf } from './jobs/job-handlers';
import { survivePgBossConnectionLoss } from './jobs/job-database';
import { baseLoggerOptions } from './logging/log-options';
import { createServices } from './services';
import { handleShutdownSignals, ignoreClosedOutput } from './shutdown';

async function main(): Promise<void> {
  // A supervisor that went away closes our output; writing there must not stop us.
  ignoreClosedOutput();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(baseLoggerOptions(config.LOG_LEVEL));
  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  const services = createServices({ config, database }, log);
  survivePgBossConnectionLoss(log);
  const jobs = await startJobRunner(
    database,
    jobHandlersOf(services),
    log,
    taskHandlersOf(services),
  );
  log.info({ database: database.description }, 'worker running the background jobs');
  // Payments a crash or fault left without their meeting are finished at once.
  void jobs.runNow('reconcilePayments').catch((error: unknown) => {
    log.error({ err: error }, 'Reconciling payments failed');
  });
  handleShutdownSignals({
    log,
    async steps() {
      // Jobs in flight finish (pg-boss waits for them, within its own bound) before the database goes.
      await jobs.stop();
      await services.mailer.close();
      await database.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error('Worker start-up failed:', error);
  process.exit(1);
});
