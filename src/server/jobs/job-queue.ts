// Sending one-off jobs from any process, servers included (they send even when `npm run worker`
// processes run the jobs): a pg-boss instance that only writes jobs — no polling, no schedules,
// no maintenance — started on first use, so a server that never sends one never starts it.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { retryingExecuteSql } from './job-database';
import { TASKS } from './queues';
import type { TaskKey } from './queues';

export interface JobQueue {
  /**
   * Queues one run of a task and answers its job id; a second send with the same key while one
   * waits is dropped and answers null.
   */
  send(task: TaskKey, key: string, data: Record<string, string>): Promise<string | null>;
  /** Runs a failed job again (pg-boss retry); false when it is no longer a failed job. */
  retry(queue: string, jobId: string): Promise<boolean>;
  close(): Promise<void>;
}

export const JOB_SCHEMA = 'pgboss';

/** Creates a task's queue; both the sender and the job runner do it, whichever starts first. */
export async function createTaskQueues(boss: PgBoss): Promise<void> {
  for (const task of Object.values(TASKS)) {
    // `short`: at most one waiting job per singleton key (the checkout); `stately` also runs at
    // most one per key at a time.
    const policy = 'policy' in task ? task.policy : 'short';
    await boss.createQueue(task.name, { name: task.name, policy });
  }
}

export function createJobQueue(database: Pick<Database, 'executeSql'>): JobQueue {
  let started: Promise<PgBoss> | null = null;

  function start(): Promise<PgBoss> {
    started ??= (async () => {
      const boss = new PgBoss({
        db: { executeSql: retryingExecuteSql(database.executeSql) },
        schema: JOB_SCHEMA,
        supervise: false,
        schedule: false,
      });
      // Errors reach the caller of send; the instance itself does no background work.
      boss.on('error', () => undefined);
      await boss.start();
      await createTaskQueues(boss);
      return boss;
    })().catch((error: unknown) => {
      started = null; // the next send tries again (the database may have been away)
      throw error;
    });
    return started;
  }

  return {
    async send(task, key, data) {
      const boss = await start();
      const { name, startAfterSeconds, retryLimit, retryDelaySeconds } = TASKS[task];
      return boss.send(name, data, {
        singletonKey: key,
        startAfter: startAfterSeconds,
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: retryDelaySeconds > 0,
      });
    },
    async retry(queue, jobId) {
      const boss = await start();
      // pg-boss 10 answers { jobs, requested, affected } although its types say void.
      const answer = (await boss.retry(queue, jobId)) as unknown as
        { affected?: number } | undefined;
      return (answer?.affected ?? 0) > 0;
    },
    async close() {
      if (!started) return;
      const boss = await started.catch(() => null);
      started = null;
      await boss?.stop({ graceful: false, wait: true, close: false });
    },
  };
}
