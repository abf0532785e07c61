// A deadlock victim is run again; other errors are not. On PostgreSQL, a real deadlock between
// two transactions ends with both done.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLOCK_ATTEMPTS, retryOnDeadlock } from './deadlock-retry';
import { createTestDatabase, usesPostgres } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';

const deadlock = () => new Error('wrapped', { cause: { code: '40P01' } });

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock and answers its result', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls === 1) throw deadlock();
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(2);
  });

  it('does not run the work again after any other error', async () => {
    let calls = 0;
    const failing = retryOnDeadlock(async () => {
      calls += 1;
      throw new Error('taken', { cause: { code: '23P01' } });
    });
    await expect(failing).rejects.toThrow('taken');
    expect(calls).toBe(1);
  });

  it('gives up after its attempts with the deadlock error', async () => {
    let calls = 0;
    const failing = retryOnDeadlock(async () => {
      calls += 1;
      throw deadlock();
    });
    await expect(failing).rejects.toThrow('wrapped');
    expect(calls).toBe(DEADLOCK_ATTEMPTS);
  });
});

describe.skipIf(!usesPostgres())('a real deadlock on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(sql`create table deadlock_probe (id int primary key, hits int)`);
    await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('ends two transactions that lock two rows in opposite orders, each exactly once', async () => {
    // Each transaction locks its first row, waits until the other has too, then asks for the
    // other row: PostgreSQL aborts one of them, which runs again after the other commits.
    let locked = 0;
    const bothLocked = async () => {
      locked += 1;
      while (locked < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    let attempts = 0;
    const crossing = (first: number, second: number) =>
      retryOnDeadlock(() =>
        database.db.transaction(async (tx) => {
          attempts += 1;
          await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${first}`);
          await bothLocked();
          await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${second}`);
        }),
      );
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(attempts).toBe(3);
    const { rows } = await database.executeSql('select id, hits from deadlock_probe order by id');
    expect(rows).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });
});
