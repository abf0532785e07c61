// Two server processes and a worker on one PostgreSQL database; while 40 clients book and pay,
// the app's database connections are terminated again and again. Nobody may crash, every
// request gets an answer (never a 500), both servers answer normally within seconds of the last
// termination, and every charged checkout ends with one charge and one meeting or a full refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { HEALTH_PROBES } from '../../shared/routes/system';
import { startCluster } from '../testing/process-cluster';
import type { Cluster } from '../testing/process-cluster';
import { bookConcurrently, distinctSlots, waitForSettledMoney } from '../testing/cluster-bookings';
import type { BookingRun } from '../testing/cluster-bookings';
import { httpRequest } from '../testing/http-request';
import { usesPostgres } from '../testing/test-database';

const CLIENTS = 40;
const TERMINATIONS = 5;
const TERMINATION_GAP_MS = 600;
const RECOVERY_LIMIT_MS = 5_000;
const SETTLE_LIMIT_MS = 30_000;

describe.skipIf(!usesPostgres())('PostgreSQL connections terminated under load', () => {
  let cluster: Cluster;
  let run: BookingRun;
  let terminated = 0;
  let recoveryMs = 0;

  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('keeps both servers up and answering, with no 500 and no dropped request', async () => {
    const slots = await distinctSlots(cluster, CLIENTS);
    let paysSent = 0;
    const booking = bookConcurrently(cluster, slots, { onPaySent: () => (paysSent += 1) });
    // Start the faults once payments are under way.
    while (paysSent < CLIENTS / 4) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let round = 0; round < TERMINATIONS; round += 1) {
      terminated += await cluster.terminateConnections();
      await new Promise((resolve) => setTimeout(resolve, TERMINATION_GAP_MS));
    }
    const lastTermination = Date.now();

    // Recovery: readiness and a normal API call on both servers.
    const host = new URL(cluster.config.publicUrl).host;
    const recovered = await Promise.all(
      cluster.servers.map(async (server) => {
        for (;;) {
          const [ready, api] = await Promise.all([
            httpRequest(`${server.url}${HEALTH_PROBES.ready}`, { host }),
            httpRequest(`${server.url}${ADVISOR_API.search}`, { host }),
          ]);
          if (ready.status === 200 && api.status === 200) return Date.now() - lastTermination;
          if (Date.now() - lastTermination > RECOVERY_LIMIT_MS * 3) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    recoveryMs = Math.max(...recovered);
    run = await booking;

    const statuses: Record<string, number> = {};
    for (const answer of run.answers) {
      const key = `${answer.step} ${answer.status || answer.error}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    console.log(
      `connection termination: ${terminated} connections terminated in ${TERMINATIONS} rounds; ` +
        `${run.answers.length} requests: ${JSON.stringify(statuses)}; ` +
        `both servers ready and answering ${recoveryMs} ms after the last termination`,
    );

    for (const server of cluster.servers) expect(server.alive(), server.output()).toBe(true);
    expect(cluster.worker.alive(), cluster.worker.output()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    const wrong = run.answers.filter((answer) => ![200, 201, 409, 503].includes(answer.status));
    expect(wrong).toEqual([]);
  }, 90_000);

  it('retrying a payment with the same Idempotency-Key returns the same outcome', () => {
    const retried = run.outcomes.filter((outcome) => outcome.payRetried && outcome.eventId);
    for (const outcome of run.outcomes.filter((each) => each.eventId)) {
      expect(outcome.replayEventId).toBe(outcome.eventId);
    }
    console.log(
      `payments: ${run.outcomes.filter((each) => each.eventId).length} of ${CLIENTS} paid, ` +
        `${retried.length} of them after a 503`,
    );
  });

  it('ends every charged checkout with one charge and one meeting, or a full refund', async () => {
    const money = await waitForSettledMoney(cluster.database, SETTLE_LIMIT_MS);
    console.log(
      `money: ${money.checkouts.length} charged checkouts, ${money.unsettled.length} unsettled, ` +
        `${money.pendingCharges} charges still pending`,
    );
    expect(money.unsettled).toEqual([]);
    expect(money.pendingCharges).toBe(0);
  }, 60_000);

  it('shuts every process down cleanly on SIGTERM', async () => {
    const started = Date.now();
    const codes = await cluster.shutDown();
    console.log(`graceful shutdown of 3 processes: ${Date.now() - started} ms`);
    expect(codes).toEqual([0, 0, 0]);
  }, 40_000);
});
