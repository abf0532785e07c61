// scripts/pg-database.mjs on a real server: `recreate` empties a database a killed run left, and
// `drop` takes the journey servers' databases named after it (ADR 0083), and no other.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/server/project-root';
import { usesPostgres } from '../src/server/testing/test-database';

const base = `jfa_pgdb_${randomBytes(4).toString('hex')}`;
const run = (action: string, name: string) =>
  execFileSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'scripts/pg-database.mjs'), action, process.env.DATABASE_URL!, name],
    { stdio: 'pipe' },
  );

async function databases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [base],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe.skipIf(!usesPostgres())('scripts/pg-database.mjs', () => {
  afterAll(async () => {
    for (const name of await databases()) run('drop', name);
  });

  it('drops a database with the journey databases made beside it, and no other', async () => {
    for (const name of [base, `${base}_j_shared`, `${base}_j_own0`, `${base}_jx`, `${base}x_j_a`])
      run('create', name);
    run('recreate', `${base}_j_shared`);
    run('drop', base);
    expect(await databases()).toEqual([`${base}_jx`, `${base}x_j_a`].sort());
  });

  it('recreates a database that is there, empty', async () => {
    run('create', `${base}_again`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${base}_again`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query('create table left_behind (id int)');
    await client.end();
    run('recreate', `${base}_again`);
    const fresh = new pg.Client({ connectionString: url.toString() });
    await fresh.connect();
    const { rows } = await fresh.query("select to_regclass('left_behind') as found");
    await fresh.end();
    expect(rows[0]).toEqual({ found: null });
  });
});
