// A card is never charged without a meeting: when the database fails after the charge (the
// completing transaction's connection is terminated), the completion job or the reconciliation
// sweep finishes it with exactly one charge and one meeting — or, when the time was lost
// meanwhile, one full refund and one email — and a retry of the same attempt answers the same.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { checkoutSchema, payResultSchema } from '../../../shared/contracts/booking';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { SLOT_HOLD_MINUTES } from '../../../shared/domain/availability';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { buildApp } from '../../app';
import { checkouts, events } from '../../db/schema/booking';
import { emails } from '../../db/schema/notifications';
import { charges, refunds } from '../../db/schema/payments';
import { jobHandlersOf, taskHandlersOf } from '../../jobs/job-handlers';
import { startJobRunner } from '../../jobs/job-runner';
import type { JobHandlers } from '../../jobs/job-runner';
import { JOBS } from '../../jobs/queues';
import { cutLockedStatement, faultyDatabase } from '../../testing/database-faults';
import type { FaultyDb } from '../../testing/database-faults';
import { rememberTestDatabase } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import {
  INTAKE,
  bookMeeting,
  hold,
  openSlots,
  pay,
  signedInCaller,
} from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { RETRY_DELAYS_MS } from '../../jobs/job-database';

const SLUG = 'grace-park';
const clock = createTestClock('2027-02-01T15:00:00Z');
const silent = { info: () => {}, error: () => {} };
let t: TestApp;
let faults: FaultyDb;

beforeAll(async () => {
  const database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
  faults = faultyDatabase(database);
  const config = testConfig({ RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp({ config, database: faults.database, logger: false, now: clock.now });
  await app.ready();
  rememberTestDatabase(app, database);
  t = {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
});
afterAll(async () => {
  await t.close();
});

async function heldWithIntake(
  slotIndex: number,
): Promise<{ client: Caller; checkoutId: string; start: string }> {
  const client = await signedInCaller(t, ['Consumer'], { fullName: 'Casey Payer' });
  const start = (await openSlots(t.app, SLUG))[slotIndex]!.start;
  const held = await hold(t.app, client, SLUG, start);
  expect(held.statusCode, held.body).toBe(201);
  const checkoutId = checkoutSchema.parse(held.json()).id;
  const intake = await t.app.inject({
    method: 'PUT',
    url: BOOKING_API.holdIntake(checkoutId),
    headers: client.headers,
    payload: INTAKE,
  });
  expect(intake.statusCode, intake.body).toBe(200);
  return { client, checkoutId, start };
}

/** Pays with the completing transaction's connection cut after the card was charged. */
function payCutAfterCharge(client: Caller, checkoutId: string, attemptKey: string) {
  return cutLockedStatement(t.database, faults, { table: 'checkouts', id: checkoutId }, () =>
    pay(t.app, client, checkoutId, undefined, attemptKey),
  );
}

/** What money and meetings a checkout ended with. */
async function outcomeOf(checkoutId: string, client: Caller) {
  const db = t.database.db;
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const paid = await db
    .select()
    .from(charges)
    .where(and(eq(charges.checkoutId, checkoutId), eq(charges.status, 'succeeded')));
  const given = paid[0]
    ? await db.select().from(refunds).where(eq(refunds.chargeId, paid[0].id))
    : [];
  const meetings = await db.select().from(events).where(eq(events.clientId, client.user.id));
  const sent = await db.select().from(emails).where(eq(emails.toAddress, client.user.email));
  return {
    status: checkout!.status,
    charges: paid.length,
    refunds: given.map((refund) => ({ amountCents: refund.amountCents, status: refund.status })),
    meetings: meetings.length,
    eventId: checkout!.eventId,
    emails: sent.map((email) => email.template).sort(),
    priceCents: checkout!.priceCents,
  };
}

const runSweep = () => t.app.services.checkout.reconcilePayments();

describe('a payment whose completion a database fault cut off', () => {
  it('leaves a charge without a meeting, which its job then completes once', async () => {
    const { client, checkoutId } = await heldWithIntake(0);
    const cut = await payCutAfterCharge(client, checkoutId, 'attempt-job');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    expect(await outcomeOf(checkoutId, client)).toMatchObject({
      status: 'open',
      charges: 1,
      meetings: 0,
    });

    // Whoever runs jobs takes the completion job the request queued (the schedules are idle).
    const idle = Object.fromEntries(
      Object.keys(JOBS).map((key) => [key, async () => undefined]),
    ) as JobHandlers;
    const runner = await startJobRunner(
      t.database,
      { ...jobHandlersOf(t.app.services), ...idle },
      silent,
      taskHandlersOf(t.app.services),
    );
    try {
      await expect
        .poll(async () => (await outcomeOf(checkoutId, client)).status, {
          timeout: 25_000,
          interval: 250,
        })
        .toBe('paid');
    } finally {
      await runner.stop();
    }
    const done = await outcomeOf(checkoutId, client);
    expect(done).toMatchObject({ charges: 1, meetings: 1, refunds: [] });
    expect(done.emails).toEqual(['booking-confirmed-client']);

    // The client's retry of the same attempt answers the same meeting and charges nothing.
    const retry = await pay(t.app, client, checkoutId, undefined, 'attempt-job');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(payResultSchema.parse(retry.json())).toEqual({ status: 'paid', eventId: done.eventId });
    expect(await outcomeOf(checkoutId, client)).toMatchObject({ charges: 1, meetings: 1 });
  });

  it('is completed by the sweep, once, however many sweeps run at the same time', async () => {
    const { client, checkoutId } = await heldWithIntake(1);
    const cut = await payCutAfterCharge(client, checkoutId, 'attempt-sweep');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    // A payment younger than the grace period is left to its request and job.
    expect((await runSweep()).found).toBe(0);

    clock.advance(60_000);
    const runs = await Promise.all([runSweep(), runSweep(), runSweep()]);
    expect(runs.reduce((sum, run) => sum + run.found, 0)).toBeGreaterThanOrEqual(1);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    const done = await outcomeOf(checkoutId, client);
    expect(done).toMatchObject({ status: 'paid', charges: 1, meetings: 1, refunds: [] });
    expect(done.emails).toEqual(['booking-confirmed-client']);
    expect(await runSweep()).toEqual({
      settledPending: 0,
      found: 0,
      completed: 0,
      refunded: 0,
      failed: 0,
    });
  });

  it('is refunded in full with one email when the time was taken meanwhile', async () => {
    const { client, checkoutId, start } = await heldWithIntake(2);
    const cut = await payCutAfterCharge(client, checkoutId, 'attempt-lost');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);

    // The hold lapses and another client books the same time.
    clock.advance((SLOT_HOLD_MINUTES + 1) * 60_000);
    const other = await signedInCaller(t, ['Consumer'], { fullName: 'Other Booker' });
    await bookMeeting(t.app, other, SLUG, start);

    const runs = await Promise.all([runSweep(), runSweep()]);
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBeGreaterThanOrEqual(1);
    const refunded = await outcomeOf(checkoutId, client);
    expect(refunded).toMatchObject({
      status: 'refunded',
      charges: 1,
      meetings: 0,
      refunds: [{ amountCents: refunded.priceCents, status: 'succeeded' }],
    });
    expect(refunded.emails).toEqual(['time-lost-refunded']);
    const [email] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, client.user.email));
    expect(email!.textBody).toMatch(/refunded your payment in full/);
    expect(email!.textBody).toContain(BOOKING_PAGES.bookHour(SLUG));

    // Later tries of every kind give the same answer and move no more money.
    const retry = await pay(t.app, client, checkoutId, undefined, 'attempt-lost');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(BOOKING_MESSAGES.timeLostRefunded);
    expect(await t.app.services.checkout.completeCheckoutJob(checkoutId)).toBe('refunded');
    expect((await runSweep()).found).toBe(0);
    const after = await outcomeOf(checkoutId, client);
    expect(after.refunds).toHaveLength(1);
    expect(after.emails).toEqual(['time-lost-refunded']);
  });
  it('is refunded by the sweep when a process stopped between marking and refunding', async () => {
    const { client, checkoutId } = await heldWithIntake(5);
    const cut = await payCutAfterCharge(client, checkoutId, 'attempt-marked');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    // What a process leaves when it dies right after marking the lost time.
    await t.database.db
      .update(checkouts)
      .set({ status: 'refunded' })
      .where(eq(checkouts.id, checkoutId));
    clock.advance(60_000);
    expect(await runSweep()).toMatchObject({ found: 1, refunded: 1, failed: 0 });
    const after = await outcomeOf(checkoutId, client);
    expect(after).toMatchObject({ status: 'refunded', meetings: 0 });
    expect(after.refunds).toEqual([{ amountCents: after.priceCents, status: 'succeeded' }]);
    expect((await runSweep()).found).toBe(0);
  });
  it('whose answer was never stored is asked of the gateway by the sweep, then completed', async () => {
    const { client, checkoutId } = await heldWithIntake(7);
    faults.failUpdates(1); // the gateway charged; storing its answer failed; the client gave up
    const cut = await pay(t.app, client, checkoutId, undefined, 'attempt-abandoned');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    // Its request may still be running: left alone for now.
    expect(await t.app.services.checkout.completeCheckoutJob(checkoutId).catch(String)).toMatch(
      /still pending/,
    );
    clock.advance(60_000);
    expect(await runSweep()).toMatchObject({ settledPending: 1, completed: 1, failed: 0 });
    const done = await outcomeOf(checkoutId, client);
    expect(done).toMatchObject({ status: 'paid', charges: 1, meetings: 1 });
    // A late retry of the same attempt answers that meeting.
    const retry = await pay(t.app, client, checkoutId, undefined, 'attempt-abandoned');
    expect(payResultSchema.parse(retry.json())).toEqual({ status: 'paid', eventId: done.eventId });
  });
});

describe('a retry with the same Idempotency-Key after a failure', () => {
  it('completes the paid attempt when the completion failed', async () => {
    const { client, checkoutId } = await heldWithIntake(3);
    const cut = await payCutAfterCharge(client, checkoutId, 'attempt-retry');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    const retry = await pay(t.app, client, checkoutId, undefined, 'attempt-retry');
    expect(retry.statusCode, retry.body).toBe(200);
    const result = payResultSchema.parse(retry.json());
    const done = await outcomeOf(checkoutId, client);
    expect(result).toEqual({ status: 'paid', eventId: done.eventId });
    expect(done).toMatchObject({ status: 'paid', charges: 1, meetings: 1 });
  });

  it('charges nothing when the completion job cannot be queued, and pays on the retry', async () => {
    const { client, checkoutId } = await heldWithIntake(6);
    // Lost for longer than the queue's own retries of a statement ride out.
    faults.failJobQueue(RETRY_DELAYS_MS.length + 1);
    const refused = await pay(t.app, client, checkoutId, undefined, 'attempt-unqueued');
    expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    expect(
      await t.database.db.select().from(charges).where(eq(charges.checkoutId, checkoutId)),
    ).toEqual([]);
    const retry = await pay(t.app, client, checkoutId, undefined, 'attempt-unqueued');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await outcomeOf(checkoutId, client)).toMatchObject({ charges: 1, meetings: 1 });
  });

  it('asks the gateway again when the charge’s answer was never stored', async () => {
    const { client, checkoutId } = await heldWithIntake(4);
    faults.failUpdates(1); // the charge row stays pending: the gateway's answer is lost
    const cut = await pay(t.app, client, checkoutId, undefined, 'attempt-pending');
    expect(cut.statusCode).toBeGreaterThanOrEqual(500);
    const [pending] = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutId, checkoutId));
    expect(pending!.status).toBe('pending');

    const retry = await pay(t.app, client, checkoutId, undefined, 'attempt-pending');
    expect(retry.statusCode, retry.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutId, checkoutId));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
    expect(await outcomeOf(checkoutId, client)).toMatchObject({ charges: 1, meetings: 1 });
  });
});
