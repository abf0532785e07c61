// The database counter: a window counts up from its first hit, a new one starts once it ends,
// concurrent hits are each counted once, and ended windows are swept away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { createDatabaseCounter } from './database-counter';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
});
afterAll(async () => {
  await database.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database counter', () => {
  it('counts within a window and starts again after it', async () => {
    const counter = createDatabaseCounter({ executeSql: database.executeSql });
    const first = await counter.increment('window', 300);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(300);
    expect((await counter.increment('window', 300)).count).toBe(2);
    expect((await counter.increment('another', 300)).count).toBe(1);
    await sleep(350);
    expect((await counter.increment('window', 300)).count).toBe(1);
  });

  it('counts each of many concurrent hits once', async () => {
    const counter = createDatabaseCounter({ executeSql: database.executeSql });
    const hits = await Promise.all(
      Array.from({ length: 50 }, () => counter.increment('together', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('sweeps windows that ended over a minute ago', async () => {
    let clock = Date.now();
    const counter = createDatabaseCounter({ executeSql: database.executeSql, now: () => clock });
    await counter.increment('stale', 60_000);
    await database.executeSql(
      `update rate_limit_counters set window_ends_at = now() - interval '2 minutes' where key = 'stale'`,
    );
    clock += 61_000;
    await counter.increment('fresh', 60_000);
    // The sweep runs beside the hit; wait for it to land.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { rows } = await database.executeSql(
        `select key from rate_limit_counters where key = 'stale'`,
      );
      if (rows.length === 0) return;
      await sleep(50);
    }
    throw new Error('the ended window was not swept');
  });
});
