// The console-wide search on real PostgreSQL (ADR 0045): the admin users table's 10,000 users,
// 100 advisors, 20,000 meetings, 5,000 recordings and 4,000 Plan and Ongoing signups in a
// throwaway database; the whole search (six groups, each with its first rows and its count) timed
// for a broad name, a full name, an exact email, an exact id, a domain matching a quarter of
// everyone, and a text nothing matches.
// Run alone: npx tsx tests/bench/admin-search.ts
// DATABASE_URL: the admin connection that creates and drops the database (default below);
// BENCH_SEARCH_RUNS: timed runs per scenario (50).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../src/server/db/client';
import type { Db } from '../../src/server/db/client';
import { events } from '../../src/server/db/schema/booking';
import { createSearchService } from '../../src/server/modules/search/search.service';
import { adminQuery, percentile, seedUsers } from './admin-users-table';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
const WARM_UP_RUNS = 5;

/** Advisors, and the records that hang off people: two meetings for every user in two. */
export async function seedRecords(db: Db): Promise<void> {
  await db.execute(`
    insert into advisors (slug, first_name, last_name, title, profile_pic_url, home_state,
      time_zone, business_model, hourly_rate_cents, plan_price_cents, ongoing_price_cents)
    select 'bench-' || n, (array['Elena','Marcus','Priya','Tomas'])[1 + n % 4], 'Advisor ' || n,
      'CFP', '/x.svg', 'CO', 'America/Denver', 'hourly-planners', 15000, 250000, 10000
    from generate_series(1, 100) n;
    insert into offerings (advisor_id, kind, enabled, capacity)
    select id, kind, true, case when kind = 'ongoing' then 50 end
    from advisors, (values ('plan'), ('ongoing')) k(kind);
    with people as (
      select id, row_number() over (order by id) as n from users
    ), advisor_list as (
      select id, row_number() over (order by id) as n from advisors
    )
    insert into events (advisor_id, client_id, status, starts_at, ends_at, price_cents,
      client_time_zone)
    select a.id, p.id, 'Active', now() - (p.n * 2 + k || ' hours')::interval,
      now() - (p.n * 2 + k - 1 || ' hours')::interval, 15000, 'America/Denver'
    from people p, generate_series(0, 3) k, advisor_list a
    where p.n % 2 = 0 and a.n = 1 + (p.n + k) % 100;
    insert into recordings (event_id, status, source)
    select id, 'SavedToS3', 'upload' from events order by id limit 5000;
    with people as (select id, row_number() over (order by id) as n from users)
    insert into signups (kind, offering_id, advisor_id, client_id, price_cents, state,
      terms_text, terms_accepted_at)
    select o.kind, o.id, o.advisor_id, p.id, 10000, 'paid', '', now()
    from people p join offerings o
      on o.advisor_id = (select id from advisors order by id offset (p.n % 100) limit 1)
    where p.n % 5 = 0;
    analyze;
  `);
}

async function scenariosOf(db: Db): Promise<{ name: string; q: string }[]> {
  const [meeting] = await db.select({ id: events.id }).from(events).limit(1);
  return [
    { name: 'name part "mor"', q: 'mor' },
    { name: 'full name', q: 'Casey Morales 1503' },
    { name: 'exact email', q: 'person4242@example.com' },
    { name: 'exact meeting id', q: meeting!.id },
    { name: 'domain "example.org"', q: 'example.org' },
    { name: 'no match "zq"', q: 'zq' },
  ];
}

export async function runAdminSearchBench() {
  const name = `jfa_bench_search_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  console.log('Admin search: 10,000 users, 20,000 meetings on PostgreSQL');
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
    await seedUsers(database.db);
    await seedRecords(database.db);
    const search = createSearchService({ db: database.db, now: () => new Date() });
    const results = [];
    for (const scenario of await scenariosOf(database.db)) {
      let found = '';
      for (let run = 0; run < WARM_UP_RUNS; run += 1) await search.search({ q: scenario.q });
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const answer = await search.search({ q: scenario.q });
        times.push(performance.now() - started);
        found = answer.groups.map((group) => group.total).join('/');
      }
      times.sort((a, b) => a - b);
      const result = { ...scenario, found, p50: percentile(times, 50), p95: percentile(times, 95) };
      results.push(result);
      console.log(
        `  ${scenario.name.padEnd(22)} ${found.padStart(22)}  p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms`,
      );
    }
    return results;
  } finally {
    await database.close();
    await adminQuery(`drop database ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminSearchBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
