// Runs the background jobs on pg-boss, in the same database as everything else:
// PostgreSQL, or embedded PGlite through the database's raw SQL. `npm run worker` runs them in a
// process of their own; the server runs them itself unless JOBS_IN_PROCESS=false.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { retryingExecuteSql } from './job-database';
import { JOB_SCHEMA, createTaskQueues } from './job-queue';
import { JOBS, TASKS } from './queues';
import type { JobKey, TaskKey } from './queues';

export type JobHandlers = Record<JobKey, () => Promise<unknown>>;
/** A task's handler throws to have pg-boss try it again later. */
export type TaskHandlers = Record<TaskKey, (data: Record<string, string>) => Promise<unknown>>;

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
  tasks?: TaskHandlers,
): Promise<JobRunner> {
  // pg-boss takes any object with executeSql; both of our databases offer one.
  const boss = new PgBoss({
    db: { executeSql: retryingExecuteSql(database.executeSql) },
    schema: JOB_SCHEMA,
  });
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
  if (tasks) {
    await createTaskQueues(boss);
    for (const [key, task] of Object.entries(TASKS) as [TaskKey, (typeof TASKS)[TaskKey]][]) {
      await boss.work<Record<string, string>>(
        task.name,
        { pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            const result = await tasks[key](job.data);
            log.info({ job: task.name, key: job.data, result }, 'job done');
            // pg-boss keeps it as the job's output, which the admin's tools page shows.
            return result;
          } catch (error) {
            log.error({ err: error, job: task.name, key: job.data }, 'job failed; it is retried');
            throw error;
          }
        },
      );
    }
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
