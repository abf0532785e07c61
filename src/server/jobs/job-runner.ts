// Runs the background jobs on pg-boss, in the same database as everything else (DESIGN.md §1):
// PostgreSQL, or embedded PGlite through the database's raw SQL. `npm run worker` runs them in a
// process of their own; the server runs them itself unless JOBS_IN_PROCESS=false.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { JOBS } from './queues';
import type { JobKey } from './queues';

export type JobHandlers = Record<JobKey, () => Promise<unknown>>;

export interface JobRunner {
  /** Runs one job now in this process, outside the schedule (start-up). */
  runNow(key: JobKey): Promise<unknown>;
  /** Queues one run of a job for whichever worker takes it first. */
  send(queue: string): Promise<void>;
  stop(): Promise<void>;
}

const POLLING_INTERVAL_SECONDS = 2;

export async function startJobRunner(
  database: Database,
  handlers: JobHandlers,
  log: {
    info(object: unknown, message: string): void;
    error(object: unknown, message: string): void;
  },
): Promise<JobRunner> {
  // pg-boss takes any object with executeSql; both of our databases offer one.
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();
  for (const [key, job] of Object.entries(JOBS) as [JobKey, (typeof JOBS)[JobKey]][]) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async () => {
      const result = await handlers[key]();
      log.info({ job: job.name, result }, 'job done');
    });
  }
  return {
    runNow: (key) => handlers[key](),
    async send(queue) {
      await boss.send(queue, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
