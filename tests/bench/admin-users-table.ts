// The admin users table on real PostgreSQL (ADR 0041): seeds 10,000 users with roles into a
// throwaway database and times the table's query as the console asks it (a page of rows with
// their roles, and the total) for page 1, a later page, a search, a role filter and each sort;
// then drops the table's indexes and times it again, to show what they buy.
// Run alone: npx tsx tests/bench/admin-users-table.ts
// DATABASE_URL: the admin connection that creates and drops the database (default below);
// BENCH_USERS_RUNS: timed runs per scenario (200).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import type { Db } from '../../src/server/db/client';
import type { AccountDeletionService } from '../../src/server/modules/account/account-deletion.service';
import { createAdminUsersService } from '../../src/server/modules/admin/users.service';
import type { UserQuery } from '../../src/shared/contracts/admin-users';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USER_COUNT = 10_000;
const RUNS = Number(process.env.BENCH_USERS_RUNS ?? 200);
const WARM_UP_RUNS = 20;
const TABLE_INDEXES = ['users_full_name_idx', 'users_full_name_trgm_idx', 'users_email_trgm_idx'];

export const USERS_TABLE_SCENARIOS: readonly { name: string; query: UserQuery }[] = [
  { name: 'page 1, newest first', query: {} },
  { name: 'page 200 of 400', query: { page: 200 } },
  { name: 'search "mor"', query: { q: 'mor' } },
  { name: 'search "example.org"', query: { q: 'example.org' } },
  { name: 'role Affiliate', query: { role: 'Affiliate' } },
  { name: 'sort name ↑', query: { sort: 'name', dir: 'asc' } },
  { name: 'sort name ↓, page 50', query: { sort: 'name', dir: 'desc', page: 50 } },
  { name: 'sort email ↑', query: { sort: 'email', dir: 'asc' } },
  { name: 'sort email ↓', query: { sort: 'email', dir: 'desc' } },
  { name: 'sort joined ↑', query: { sort: 'joined', dir: 'asc' } },
];

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

/** 10,000 people with made-up names, two address domains, joined over three years, and roles. */
export async function seedUsers(db: Db): Promise<void> {
  await db.execute(`
    insert into roles (name) values ('Admin'), ('Advisor'), ('Affiliate'), ('Consumer')
      on conflict do nothing;
    insert into users (email, full_name, created_at)
    select
      'person' || n || '@' || (case when n % 4 = 0 then 'example.org' else 'example.com' end),
      (array['Avery','Jordan','Morgan','Casey','Riley','Taylor','Quinn','Harper','Rowan','Sage'])[1 + n % 10]
        || ' ' ||
      (array['Morales','Nguyen','Smith','Okafor','Lee','Garcia','Moreau','Patel','Kim','Brown'])[1 + (n / 10) % 10]
        || ' ' || n,
      now() - (n || ' minutes')::interval * 150
    from generate_series(1, ${USER_COUNT}) n;
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u join roles r on r.name = (case
      when u.email like 'person1_@%' then 'Admin'
      when u.email ~ '^person[0-9]*5@' then 'Advisor'
      when u.email ~ '^person[0-9]*[37]@' then 'Affiliate'
      else 'Consumer' end);
    analyze;
  `);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timeScenarios(db: Db, label: string) {
  // The table's query is what is measured; deleting accounts is not part of it.
  const users = createAdminUsersService({ db, accountDeletion: {} as AccountDeletionService });
  console.log(`  ${label}`);
  const results = [];
  for (const scenario of USERS_TABLE_SCENARIOS) {
    let total = 0;
    for (let run = 0; run < WARM_UP_RUNS; run += 1) await users.listUsers(scenario.query);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      total = (await users.listUsers(scenario.query)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const result = {
      name: scenario.name,
      total,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    };
    results.push(result);
    console.log(
      `    ${scenario.name.padEnd(24)} ${String(total).padStart(6)} rows  p50 ${result.p50.toFixed(1).padStart(5)} ms  p95 ${result.p95.toFixed(1).padStart(5)} ms`,
    );
  }
  return results;
}

export async function runAdminUsersTableBench() {
  const name = `jfa_bench_users_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  console.log(`Admin users table: ${USER_COUNT.toLocaleString('en-US')} users on PostgreSQL`);
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
    await seedUsers(database.db);
    const indexed = await timeScenarios(database.db, 'with the table indexes (migration 0028)');
    await database.db.execute(TABLE_INDEXES.map((index) => `drop index ${index};`).join(' '));
    await database.db.execute('analyze users');
    const bare = await timeScenarios(database.db, 'without them');
    return { indexed, bare };
  } finally {
    await database.close();
    await adminQuery(`drop database ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminUsersTableBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
