// The job queue runs on the project's own database (here embedded PGlite, in CI also
// PostgreSQL): every scheduled job is registered and a job sent to a queue reaches its handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { startJobRunner } from './job-runner';
import type { JobHandlers, JobRunner } from './job-runner';
import { JOBS } from './queues';
import type { JobKey } from './queues';

let database: TestDatabase;
let runner: JobRunner;
const ran: JobKey[] = [];
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase({ seed: false, templatePath: inject('pgliteTemplate') });
  await database.migrate();
  const handlers = Object.fromEntries(
    (Object.keys(JOBS) as JobKey[]).map((key) => [key, async () => void ran.push(key)]),
  ) as JobHandlers;
  runner = await startJobRunner(database, handlers, silent);
});
afterAll(async () => {
  await runner.stop();
  await database.dispose();
});

describe('job runner', () => {
  it('schedules every job in the pg-boss schema of our database', async () => {
    const { rows } = await database.executeSql(
      'select name, cron from pgboss.schedule order by name',
    );
    expect(rows).toEqual(
      Object.values(JOBS)
        .map((job) => ({ name: job.name, cron: job.cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('delivers a job sent to a queue to its handler', async () => {
    await runner.send(JOBS.expireHolds.name);
    await expect
      .poll(() => ran.includes('expireHolds'), { timeout: 15_000, interval: 200 })
      .toBe(true);
  });

  it('runs a job at once when asked', async () => {
    await runner.runNow('reminders');
    expect(ran).toContain('reminders');
  });
});
