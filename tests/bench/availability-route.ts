// The open-times route end to end for one advisor with 500 booked meetings: eight weeks of slots
// asked over HTTP (app.inject) from the embedded database, so the figure includes the claims
// query, the rules read and the JSON answer. Run alone: npx tsx tests/bench/availability-route.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { timeRange } from '../../src/server/db/time-range';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { advisors } from '../../src/server/db/schema/advisors';
import { advisorTimeClaims, events } from '../../src/server/db/schema/booking';
import { users } from '../../src/server/db/schema/accounts';
import { testConfig } from '../../src/server/testing/test-config';
import { AVAILABILITY_API } from '../../src/shared/routes/availability-api';

const WEEKS = 8;
const BOOKED = 500;
const WARM_UP = 50;
const RUNS = 400;
const HOUR_MS = 3_600_000;
const SLUG = 'thomas-nguyen';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** 500 meetings of one advisor on distinct hours of the next eight weeks. */
async function bookMany(db: Awaited<ReturnType<typeof openDatabase>>['db'], now: Date) {
  const [advisor] = await db.select().from(advisors).where(eq(advisors.slug, SLUG));
  const [client] = await db
    .insert(users)
    .values({ email: 'bench-client@example.test', fullName: 'Bench Client' })
    .returning();
  // Whole hours, so meetings touch but never overlap (the database refuses overlaps); spread over
  // the eight weeks day and night, which is more claims than working hours could hold.
  const taken = new Set<number>();
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const firstHour = Math.ceil(now.getTime() / HOUR_MS) + 24;
  const rows: { start: Date; end: Date }[] = [];
  while (rows.length < BOOKED) {
    const hour = firstHour + Math.floor(next() * (WEEKS * 7 * 24 - 48));
    if (taken.has(hour)) continue;
    taken.add(hour);
    rows.push({ start: new Date(hour * HOUR_MS), end: new Date((hour + 1) * HOUR_MS) });
  }
  for (const row of rows) {
    const [event] = await db
      .insert(events)
      .values({
        advisorId: advisor!.id,
        clientId: client!.id,
        startsAt: row.start,
        endsAt: row.end,
        priceCents: advisor!.hourlyRateCents,
        clientTimeZone: 'America/Chicago',
      })
      .returning({ id: events.id });
    await db.insert(advisorTimeClaims).values({
      advisorId: advisor!.id,
      clientId: client!.id,
      kind: 'event',
      eventId: event!.id,
      during: timeRange(row.start, row.end),
    });
  }
}

export async function runAvailabilityRouteBench(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await seedDemoData(database.db);
  await bookMany(database.db, new Date());
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const url = `${AVAILABILITY_API.advisorSlots(SLUG)}?days=${WEEKS * 7}`;
  const ask = async () => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`slots answered ${response.statusCode}`);
    return (response.json() as { slots: unknown[] }).slots.length;
  };
  console.log(
    `Open-times route: ${WEEKS} weeks, ${BOOKED} booked meetings, embedded PGlite (${RUNS} requests)`,
  );
  for (let i = 0; i < WARM_UP; i++) await ask();
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    slots = await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `  ${slots} open slots; p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
  );
  await app.close();
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAvailabilityRouteBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
