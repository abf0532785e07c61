// Migration 0037 gives every ledger row its (purpose, reference) (ADR 0090) and loses nothing: a
// database at 0036 holds a generated ledger of 10,000 payments in every shape the product and the
// demo made (Hour charges with their checkout, with a checkout and no meeting, with only their
// meeting as the demo's history has; failed attempts; Plan and Ongoing invoices and their charges;
// refunds; kept cards), every total is read before the migration by the old columns and after it
// by the new ones, and each row's new link is checked against its old one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';

const BEFORE = 36;

/** A copy of the migrations up to and including `last`. */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'jfa-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A fixed uuid per kind of row and number, so rows can name each other. */
const id = (kind: number, n: string) =>
  `(lpad(to_hex(${kind}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const USER = 1;
const ADVISOR = 2;
const EVENT = 3;
const CHECKOUT = 4;
const OFFERING = 5;
const SIGNUP = 6;

/** The ledger at 0036, 10,000 charges in all. */
const FILL_AT_0036 = `
insert into users (id, email, full_name)
  select ${id(USER, 'g')}, 'client' || g || '@example.com', 'Client ' || g from generate_series(1, 200) g;
insert into advisors (id, slug, first_name, last_name, title, profile_pic_url, time_zone,
    business_model, hourly_rate_cents, plan_price_cents, ongoing_price_cents)
  select ${id(ADVISOR, 'g')}, 'advisor-' || g, 'Ada', 'Advisor' || g, 'CFP', '/p.png',
    'America/Chicago', 'flat-fee', 15000, 250000, 10000 from generate_series(1, 20) g;
insert into events (id, advisor_id, client_id, starts_at, ends_at, price_cents, client_time_zone, created_at)
  select ${id(EVENT, 'g')}, ${id(ADVISOR, '1 + g % 20')}, ${id(USER, '1 + g % 200')},
    timestamptz '2025-01-01' + g * interval '3 hours', timestamptz '2025-01-01' + g * interval '3 hours' + interval '1 hour',
    10000 + (g % 50) * 100, 'America/Chicago', timestamptz '2024-12-01' + g * interval '3 hours'
  from generate_series(1, 3000) g;
-- Checkouts 1-2000 booked events 1-2000; 2001-3000 were paid but lost their time (no meeting).
insert into checkouts (id, advisor_id, client_id, starts_at, ends_at, price_cents, client_time_zone,
    status, expires_at, gateway, event_id, created_at)
  select ${id(CHECKOUT, 'g')}, ${id(ADVISOR, '1 + g % 20')}, ${id(USER, '1 + g % 200')},
    timestamptz '2025-01-01' + g * interval '3 hours', timestamptz '2025-01-01' + g * interval '3 hours' + interval '1 hour',
    10000 + (g % 50) * 100, 'America/Chicago', case when g <= 2000 then 'paid' else 'refunded' end,
    timestamptz '2024-12-01' + g * interval '3 hours', 'sandbox',
    case when g <= 2000 then ${id(EVENT, 'g')} end, timestamptz '2024-12-01' + g * interval '3 hours'
  from generate_series(1, 3000) g;
-- 3,000 paid checkouts' charges, and 2,500 failed attempts before some of them.
insert into charges (checkout_id, event_id, client_id, advisor_id, amount_cents, gateway, idempotency_key, status, description, created_at)
  select ${id(CHECKOUT, 'g')}, case when g <= 2000 then ${id(EVENT, 'g')} end, ${id(USER, '1 + g % 200')},
    ${id(ADVISOR, '1 + g % 20')}, 10000 + (g % 50) * 100, 'sandbox', 'hour-' || g, 'succeeded', 'The Hour',
    timestamptz '2024-12-01' + g * interval '3 hours'
  from generate_series(1, 3000) g;
insert into charges (checkout_id, client_id, advisor_id, amount_cents, gateway, idempotency_key, status, description, created_at)
  select ${id(CHECKOUT, 'g')}, ${id(USER, '1 + g % 200')}, ${id(ADVISOR, '1 + g % 20')}, 10000 + (g % 50) * 100,
    'sandbox', 'hour-failed-' || g, 'failed', 'The Hour', timestamptz '2024-12-01' + g * interval '3 hours' - interval '1 minute'
  from generate_series(1, 2500) g;
-- The demo's history: events 2001-3000 paid with a charge naming only the meeting, and 500 of
-- them with a failed attempt before.
insert into charges (event_id, client_id, advisor_id, amount_cents, gateway, idempotency_key, status, description, created_at)
  select ${id(EVENT, 'g')}, ${id(USER, '1 + g % 200')}, ${id(ADVISOR, '1 + g % 20')}, 10000 + (g % 50) * 100,
    'sandbox', 'demo-' || g, case when g <= 2500 and g % 2 = 0 then 'failed' else 'succeeded' end, 'The Hour',
    timestamptz '2024-12-01' + g * interval '3 hours'
  from generate_series(2001, 3000) g;
insert into charges (event_id, client_id, advisor_id, amount_cents, gateway, idempotency_key, status, description, created_at)
  select ${id(EVENT, 'g')}, ${id(USER, '1 + g % 200')}, ${id(ADVISOR, '1 + g % 20')}, 10000 + (g % 50) * 100,
    'sandbox', 'demo-retry-' || g, 'succeeded', 'The Hour', timestamptz '2024-12-01' + g * interval '3 hours' + interval '1 minute'
  from generate_series(2001, 3000) g where g <= 2500 and g % 2 = 0;
insert into offerings (id, advisor_id, kind, enabled, capacity)
  select ${id(OFFERING, 'g')}, ${id(ADVISOR, '1 + (g - 1) / 2')}, case when g % 2 = 1 then 'plan' else 'ongoing' end,
    true, case when g % 2 = 0 then 100 end from generate_series(1, 40) g;
insert into signups (id, kind, offering_id, advisor_id, client_id, price_cents, state, terms_text, terms_accepted_at, paid_at)
  select ${id(SIGNUP, 'g')}, case when g % 2 = 0 then 'plan' else 'ongoing' end, ${id(OFFERING, '1 + (g % 40)')},
    ${id(ADVISOR, '1 + (g % 40) / 2')}, ${id(USER, '1 + g % 200')}, case when g % 2 = 0 then 250000 else 10000 end,
    'paid', '', timestamptz '2025-02-01', timestamptz '2025-02-01'
  from generate_series(1, 1625) g;
-- Two invoices per signup (an Ongoing's two quarters; a Plan's fee and a reissued one), paid.
insert into invoices (kind, signup_id, client_id, advisor_id, amount_cents, status, description, gateway, idempotency_key, paid_at, created_at)
  select s.kind, s.id, s.client_id, s.advisor_id, case when s.kind = 'plan' then 250000 else 30000 end, 'paid',
    'invoice', 'sandbox', 'invoice-' || s.id || '-' || n, timestamptz '2025-02-01' + n * interval '90 days',
    timestamptz '2025-02-01' + n * interval '90 days'
  from signups s, generate_series(1, 2) n;
insert into charges (invoice_id, client_id, advisor_id, amount_cents, gateway, idempotency_key, status, description, created_at)
  select i.id, i.client_id, i.advisor_id, i.amount_cents, 'sandbox', 'invoice-charge-' || i.id, 'succeeded', 'invoice', i.created_at
  from invoices i;
insert into billing_subscriptions (signup_id, client_id, gateway)
  select id, client_id, 'sandbox' from signups where kind = 'ongoing';
-- Every seventh succeeded charge refunded, a meeting's with its event named.
insert into refunds (charge_id, event_id, amount_cents, idempotency_key, status, reason, created_at)
  select id, event_id, amount_cents, 'refund-' || id, 'succeeded', 'Money back', created_at + interval '10 days'
  from (select *, row_number() over (order by idempotency_key) as n from charges where status = 'succeeded') c
  where n % 7 = 0;
`;

/** The old grouping: a charge's offering by its invoice's kind, else The Hour. */
const OLD_OFFERING = `case when c.invoice_id is null then 'hour' else (select kind from invoices i where i.id = c.invoice_id) end`;
/** The new grouping: by the purpose the row carries. */
const NEW_OFFERING = `case c.purpose when 'hour-checkout' then 'hour' when 'plan-signup' then 'plan' when 'ongoing-signup' then 'ongoing' end`;

const totalsBy = (offering: string) => ({
  charges: `select ${offering} as offering, c.status, count(*)::int as n, sum(c.amount_cents)::bigint as cents
    from charges c group by 1, 2 order by 1, 2`,
  byAdvisorMonth: `select c.advisor_id, to_char(c.created_at, 'YYYY-MM') as month, ${offering} as offering,
    count(*)::int as n, sum(c.amount_cents)::bigint as cents
    from charges c where c.status = 'succeeded' group by 1, 2, 3 order by 1, 2, 3`,
  refunds: `select ${offering} as offering, count(*)::int as n, sum(r.amount_cents)::bigint as cents
    from refunds r join charges c on c.id = r.charge_id group by 1 order by 1`,
});

describe('migration 0037: the ledger says what each row paid for', () => {
  let client: PGlite;
  const folders: string[] = [];
  const rows = async (sql: string) => (await client.query(sql)).rows;
  const oldTotals = totalsBy(OLD_OFFERING);
  const before: Record<string, unknown[]> = {};

  // The ledger at 0036, its totals by the old columns, then the migration.
  beforeAll(async () => {
    client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
    const upTo0036 = migrationsUpTo(BEFORE);
    folders.push(upTo0036);
    await migrate(drizzle(client), { migrationsFolder: upTo0036 });
    await client.exec(FILL_AT_0036);
    before.count = await rows('select count(*)::int as n from charges');
    before.charges = await rows(oldTotals.charges);
    before.byAdvisorMonth = await rows(oldTotals.byAdvisorMonth);
    before.refunds = await rows(oldTotals.refunds);
    before.invoices = await rows(
      `select kind as offering, count(*)::int as n, sum(amount_cents)::bigint as cents
        from invoices group by 1 order by 1`,
    );
    before.subscriptions = await rows(`select count(*)::int as n from billing_subscriptions`);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  }, 180_000);

  afterAll(async () => {
    await client.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every total, read by the old links before and the new ones after', async () => {
    expect(before.count).toEqual([{ n: 10_000 }]);
    const now = totalsBy(NEW_OFFERING);
    expect(await rows('select count(*)::int as n from charges')).toEqual(before.count);
    expect(await rows(now.charges)).toEqual(before.charges);
    expect(await rows(now.byAdvisorMonth)).toEqual(before.byAdvisorMonth);
    expect(await rows(now.refunds)).toEqual(before.refunds);
    expect(
      await rows(
        `select case purpose when 'plan-signup' then 'plan' else 'ongoing' end as offering,
          count(*)::int as n, sum(amount_cents)::bigint as cents from invoices group by 1 order by 1`,
      ),
    ).toEqual(before.invoices);
    expect(
      await rows(
        `select count(*)::int as n from billing_subscriptions where purpose = 'ongoing-signup'`,
      ),
    ).toEqual(before.subscriptions);
  });

  it('links each row to the owner row its old columns named', async () => {
    // The Hour's charges name their checkout; a demo-era charge got the checkout of its meeting.
    expect(
      await rows(`select count(*)::int as n from charges c where c.invoice_id is null and not (
        c.purpose = 'hour-checkout' and c.reference = c.checkout_id
        and (c.event_id is null or exists (
          select 1 from checkouts k where k.id = c.checkout_id and k.event_id = c.event_id)))`),
    ).toEqual([{ n: 0 }]);
    // One checkout made for each of the 1,000 meetings the demo's history paid without one.
    expect(
      await rows(`select count(*)::int as n from checkouts where event_id between
        ${id(EVENT, '2001')} and ${id(EVENT, '3000')}`),
    ).toEqual([{ n: 1000 }]);
    // An invoice's charge, the invoice and its kept card name the signup.
    expect(
      await rows(`select count(*)::int as n from charges c join invoices i on i.id = c.invoice_id
        where c.purpose <> i.kind || '-signup' or c.reference <> i.signup_id
          or i.purpose <> i.kind || '-signup' or i.reference <> i.signup_id`),
    ).toEqual([{ n: 0 }]);
    expect(
      await rows(`select count(*)::int as n from billing_subscriptions b
        where b.reference <> b.signup_id`),
    ).toEqual([{ n: 0 }]);
    // A refund says what its charge said.
    expect(
      await rows(`select count(*)::int as n from refunds r join charges c on c.id = r.charge_id
        where r.purpose <> c.purpose or r.reference <> c.reference`),
    ).toEqual([{ n: 0 }]);
  });
});
