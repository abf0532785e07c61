// Two server processes and a worker on one PostgreSQL database; one server is killed with SIGKILL
// while payments are in flight. The other server keeps answering (never a 500), clients who try
// again there with the same Idempotency-Key get their meeting, and the payments of clients who
// gave up are finished by the reconciliation (the killed server restarts, as an orchestrator
// would restart it): every charge ends with one meeting, or a full refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../testing/process-cluster';
import type { Cluster } from '../testing/process-cluster';
import { bookConcurrently, distinctSlots, waitForSettledMoney } from '../testing/cluster-bookings';
import type { BookingRun } from '../testing/cluster-bookings';
import { usesPostgres } from '../testing/test-database';

const CLIENTS = 30;
const SETTLE_LIMIT_MS = 40_000;

describe.skipIf(!usesPostgres())('a server killed with SIGKILL mid-payment', () => {
  let cluster: Cluster;
  let run: BookingRun;
  let killedUrl = '';

  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('leaves the other server answering every request, never with a 500', async () => {
    const slots = await distinctSlots(cluster, CLIENTS);
    const [victim, survivor] = cluster.servers;
    killedUrl = victim.url ?? '';
    let paysSent = 0;
    const booking = bookConcurrently(cluster, slots, {
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
    run = await booking;
    await victim.exited;

    const statuses: Record<string, number> = {};
    for (const answer of run.answers) {
      const where = answer.server === killedUrl ? 'killed' : 'survivor';
      const key = `${where} ${answer.step} ${answer.status || answer.error}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    console.log(`instance kill: ${run.answers.length} requests: ${JSON.stringify(statuses)}`);

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
    await cluster.restartServer(0);
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
