// Database faults for tests, caused for real: on PostgreSQL the backend serving a statement is
// terminated (pg_terminate_backend) while it waits on a row lock the test holds; on PGlite, which
// has one connection and no backends, the service's database answers its next transaction or
// update (or the job queue its next statement) with the error a terminated connection gives
// (SQLSTATE 57P01).
import pg from 'pg';
import type { Db } from '../db/client';
import type { Database } from '../db/client';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { usesPostgres } from './test-database';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

export interface FaultyDb {
  /** The database to build the app with. */
  database: Database;
  /** The next N transactions fail before their first statement. */
  failTransactions(count?: number): void;
  /** The next N updates fail. */
  failUpdates(count?: number): void;
  /** The job queue's next N statements fail. */
  failJobQueue(count?: number): void;
}

export function faultyDatabase(database: Database): FaultyDb {
  let transactions = 0;
  let updates = 0;
  let raw = 0;
  const db = new Proxy(database.db, {
    get(target, property) {
      if (property === 'transaction' && transactions > 0) {
        transactions -= 1;
        return () => Promise.reject(terminated());
      }
      if (property === 'update' && updates > 0) {
        updates -= 1;
        return () => {
          throw terminated();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Db;
  const executeSql: Database['executeSql'] = (text, values) => {
    if (raw > 0 && text.includes(`${JOB_SCHEMA}.`)) {
      raw -= 1;
      return Promise.reject(terminated());
    }
    return database.executeSql(text, values);
  };
  return {
    database: { ...database, db, executeSql },
    failJobQueue: (count = 1) => void (raw = count),
    failTransactions: (count = 1) => void (transactions = count),
    failUpdates: (count = 1) => void (updates = count),
  };
}

async function connectTo(database: Database): Promise<pg.Client> {
  const { rows } = (await database.executeSql('select current_database() as name')) as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/**
 * Runs `request` while the row `table.id = id` is locked by a second connection; the first
 * backend that waits for that lock with a `for update` is terminated, then the lock is let go.
 * On PGlite the next transaction fails instead (see faultyDatabase).
 */
export async function cutLockedStatement<T>(
  database: Database,
  faults: FaultyDb,
  row: { table: string; id: string },
  request: () => Promise<T>,
): Promise<T> {
  if (!usesPostgres()) {
    faults.failTransactions(1);
    return request();
  }
  const blocker = await connectTo(database);
  try {
    await blocker.query('begin');
    // Not `for update`: inserts that reference the row (their foreign key check) still pass.
    await blocker.query(`select id from ${row.table} where id = $1 for no key update`, [row.id]);
    const pending = request();
    let victim: number | undefined;
    for (let tries = 0; tries < 200 && victim === undefined; tries += 1) {
      // Inside a transaction the activity view is a snapshot: take a fresh one each time.
      await blocker.query('select pg_stat_clear_snapshot()');
      const { rows } = await blocker.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and wait_event_type = 'Lock' and query ilike '%for update%'`,
      );
      victim = rows[0]?.pid;
      if (victim === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (victim === undefined) throw new Error('No statement waited for the locked row.');
    await blocker.query('select pg_terminate_backend($1)', [victim]);
    await blocker.query('rollback');
    return await pending;
  } finally {
    await blocker.end();
  }
}
