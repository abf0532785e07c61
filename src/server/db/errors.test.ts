import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { hasPgErrorCode, isDatabaseUnavailable, PG_ERRORS } from './errors';
import { createTestDatabase, usesPostgres } from '../testing/test-database';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, also when wrapped as a cause', async () => {
    const port = await closedPort();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres' });
    const refused = await errorOf(() => client.connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
  });

  it('recognises a pool that could not connect in time', async () => {
    const hanging = net.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as net.AddressInfo;
    const pool = new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 200 });
    const timedOut = await errorOf(() => pool.query('select 1'));
    await pool.end().catch(() => {});
    hanging.close();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it('leaves other errors alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: PG_ERRORS.uniqueViolation });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(hasPgErrorCode(new Error('wrapped', { cause: unique }), '23505')).toBe(true);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });

  it.skipIf(!usesPostgres())('recognises a terminated backend (57P01)', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const victim = new pg.Client({ connectionString: database.url });
      await victim.connect();
      victim.on('error', () => {});
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      const sleeping = errorOf(() => victim.query('select pg_sleep(10)'));
      await database.executeSql('select pg_terminate_backend($1)', [rows[0]!.pid]);
      const terminated = await sleeping;
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      await victim.end().catch(() => {});
    } finally {
      await database.dispose();
    }
  });
});
