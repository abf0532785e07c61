// Two server processes and a worker on one PostgreSQL database; one server is killed with SIGKILL
// while payments are in flight. The other server keeps answering (never a 500), and clients who
// try again there with the same Idempotency-Key get their meeting. A few payments are caught
// between the charge and the meeting when the server dies (the test holds a row lock their
// completion needs, so the kill lands there every time): reconciliation must finish those once
// the killed server is back and the worker restarts, as after a rolling restart. In the end every
// charge has one meeting, or a full refund.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../testing/process-cluster';
import type { Cluster } from '../testing/process-cluster';
import {
  bookConcurrently,
  distinctSlots,
  preparedCheckout,
  succeededChargesOf,
  waitForSettledMoney,
} from '../testing/cluster-bookings';
import type { BookingRun } from '../testing/cluster-bookings';
import type { HttpAnswer } from '../testing/http-request';
import { usesPostgres } from '../testing/test-database';

const CLIENTS = 30;
const STRANDED = 4;
const SETTLE_LIMIT_MS = 40_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!usesPostgres())('a server killed with SIGKILL mid-payment', () => {
  let cluster: Cluster;
  let run: BookingRun;
  let stranded: HttpAnswer[] = [];
  let strandedCharged = 0;
  let killedUrl = '';

  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('leaves the other server answering every request, never with a 500', async () => {
    const slots = await distinctSlots(cluster, CLIENTS + STRANDED);
    const [victim, survivor] = cluster.servers;
    killedUrl = victim.url ?? '';

    // Payments that will be charged but cannot finish their meeting before the kill.
    const prepared = await Promise.all(
      slots.slice(0, STRANDED).map((slot) => preparedCheckout(cluster, killedUrl, slot)),
    );
    const checkoutIds = prepared.map((each) => each.checkoutId);
    const locker = new pg.Client({ connectionString: cluster.databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query(
      'select id from intake_responses where checkout_id = any($1::uuid[]) for update',
      [checkoutIds],
    );
    const strandedPays = Promise.all(prepared.map((each) => each.pay()));
    for (let waited = 0; waited < 15_000; waited += 100) {
      strandedCharged = await succeededChargesOf(cluster.database, checkoutIds);
      if (strandedCharged === STRANDED) break;
      await sleep(100);
    }

    let paysSent = 0;
    run = await bookConcurrently(cluster, slots.slice(STRANDED), {
      onPaySent: () => {
        paysSent += 1;
        // Mid-payment: some payments answered, more in flight on both servers.
        if (paysSent === Math.floor(CLIENTS / 3)) victim.kill('SIGKILL');
      },
      liveServers: () => cluster.servers.filter((s) => s.alive()).map((s) => s.url ?? ''),
      // Half the clients whose payment dropped close the tab (clients alternate between the
      // servers, so pairs of indices alternate): reconciliation must finish theirs.
      retriesDroppedPayment: (index) => Math.floor(index / 2) % 2 === 0,
    });
    await victim.exited;
    stranded = await strandedPays;
    await locker.query('rollback');
    await locker.end();

    const statuses: Record<string, number> = {};
    for (const answer of run.answers) {
      const where = answer.server === killedUrl ? 'killed' : 'survivor';
      const key = `${where} ${answer.step} ${answer.status || answer.error}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    console.log(
      `instance kill: ${run.answers.length} requests: ${JSON.stringify(statuses)}; ` +
        `${strandedCharged} of ${STRANDED} payments charged and cut off before their meeting`,
    );

    expect(victim.alive()).toBe(false);
    expect(survivor.alive(), survivor.output()).toBe(true);
    expect(cluster.worker.alive(), cluster.worker.output()).toBe(true);
    const wrong = run.answers.filter(
      (answer) => answer.server !== killedUrl && ![200, 201, 409, 503].includes(answer.status),
    );
    expect(wrong).toEqual([]);
    // A dropped socket is the only other answer, and only from the killed server.
    const dropped = run.answers.filter((answer) => answer.status === 0);
    expect(dropped.every((answer) => answer.server === killedUrl)).toBe(true);
    expect(strandedCharged).toBe(STRANDED);
    expect(stranded.map((answer) => answer.status)).toEqual(Array(STRANDED).fill(0));
  }, 90_000);

  it('gives a client who tries again with the same Idempotency-Key the same meeting', () => {
    const paid = run.outcomes.filter((outcome) => outcome.eventId);
    for (const outcome of paid) expect(outcome.replayEventId).toBe(outcome.eventId);
    const retried = paid.filter((outcome) => outcome.payRetried);
    console.log(
      `payments: ${paid.length} of ${CLIENTS} answered paid, ${retried.length} after a retry`,
    );
  });

  it('finishes every charged checkout once the killed server is back', async () => {
    const started = Date.now();
    await Promise.all([cluster.restartServer(0), cluster.restartWorker()]);
    const money = await waitForSettledMoney(cluster.database, SETTLE_LIMIT_MS);
    console.log(
      `money after restart: ${money.checkouts.length} charged checkouts, ` +
        `${money.unsettled.length} unsettled, ${money.pendingCharges} charges still pending ` +
        `(${Date.now() - started} ms)`,
    );
    expect(money.unsettled).toEqual([]);
    expect(money.pendingCharges).toBe(0);
  }, 120_000);
});
