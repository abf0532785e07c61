// Booking The Hour over real HTTP against the process cluster, as many clients at once: each
// holds a distinct time, answers the intake form and pays with the sandbox's success card,
// retrying a 503 or a dropped connection on the other server with the same Idempotency-Key.
// Every answer is recorded, and the money's end state is read from the tables.
import { AVAILABILITY_API } from '../../shared/routes/availability-api';
import { BOOKING_API } from '../../shared/routes/booking-api';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/booking';
import type { Database, Db } from '../db/client';
import { INTAKE, SUCCESS_CARD } from './test-booking';
import { bearer, mintAccessToken } from './test-tokens';
import { acceptCurrentAgreements } from './test-agreements';
import { createTestUser } from './test-users';
import { makeResident } from './test-residence';
import type { Cluster } from './process-cluster';
import { httpRequest } from './http-request';
import type { HttpAnswer } from './http-request';

export interface Slot {
  advisorSlug: string;
  start: string;
}

export interface RecordedAnswer {
  step: 'hold' | 'intake' | 'pay' | 'replay';
  server: string;
  status: number;
  error?: string;
}

export interface BookingOutcome {
  slot: Slot;
  checkoutId?: string;
  eventId?: string;
  /** Whether a pay attempt answered 503 or dropped before the one that succeeded. */
  payRetried: boolean;
  /** The event id a last replay with the same Idempotency-Key answered. */
  replayEventId?: string;
}

const MAX_ATTEMPTS = 12;
const RETRY_DELAY_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Distinct open Hour times, spread over the seeded advisors who take new clients. */
export async function distinctSlots(cluster: Cluster, count: number): Promise<Slot[]> {
  const host = new URL(cluster.config.publicUrl).host;
  const { rows } = (await cluster.database.executeSql(
    'select slug from advisors where accepting_clients order by slug',
  )) as {
    rows: { slug: string }[];
  };
  const perAdvisor: Slot[][] = [];
  for (const { slug } of rows) {
    const answer = await httpRequest(
      `${cluster.servers[0].url}${AVAILABILITY_API.advisorSlots(slug)}?days=14`,
      {
        host,
      },
    );
    if (answer.status !== 200) continue;
    const { slots } = JSON.parse(answer.body) as { slots: { start: string; end: string }[] };
    // Open times may start every half hour; keep ones that do not overlap each other.
    const apart: Slot[] = [];
    let freeFrom = '';
    for (const slot of slots) {
      if (slot.start < freeFrom) continue;
      apart.push({ advisorSlug: slug, start: slot.start });
      freeFrom = slot.end;
    }
    perAdvisor.push(apart);
  }
  const picked: Slot[] = [];
  for (let round = 0; picked.length < count; round += 1) {
    const before = picked.length;
    for (const slots of perAdvisor) {
      const slot = slots[round];
      if (slot && picked.length < count) picked.push(slot);
    }
    if (picked.length === before) throw new Error(`Only ${picked.length} open times found`);
  }
  return picked;
}

export interface BookingRun {
  outcomes: BookingOutcome[];
  answers: RecordedAnswer[];
}

/**
 * Books every slot for a new client each, all at once. `serverOrder(i)` picks which server a
 * client tries first; retries go round the servers still listed by `liveServers()`.
 */
export async function bookConcurrently(
  cluster: Cluster,
  slots: Slot[],
  options: {
    onPaySent?: () => void;
    /** The servers to try, in turn; all of the cluster's by default. */
    liveServers?: () => string[];
    /** Whether client `index` tries again after its payment's connection dropped (default yes). */
    retriesDroppedPayment?: (index: number) => boolean;
  } = {},
): Promise<BookingRun> {
  const host = new URL(cluster.config.publicUrl).host;
  const answers: RecordedAnswer[] = [];
  const db: Db = cluster.database.db;
  const servers = () =>
    options.liveServers?.() ?? cluster.servers.map((server) => server.url ?? '');

  const callers = await Promise.all(
    slots.map(async (slot) => {
      const user = await createTestUser(db, { roles: ['Consumer'] });
      await acceptCurrentAgreements(db, user.id);
      await makeResident(db, user.id, slot.advisorSlug);
      const token = await mintAccessToken(db, cluster.config, user, { expiresInS: 3600 });
      return bearer(token);
    }),
  );

  async function attempt(
    index: number,
    step: RecordedAnswer['step'],
    call: (server: string) => Promise<HttpAnswer>,
    retriesDropped = true,
  ): Promise<{ answer: HttpAnswer; retried: boolean }> {
    let retried = false;
    for (let tries = 0; ; tries += 1) {
      const list = servers();
      const server = list[(index + tries) % list.length] ?? '';
      const answer = await call(server);
      answers.push({
        step,
        server,
        status: answer.status,
        ...(answer.error ? { error: answer.error } : {}),
      });
      const again = answer.status === 503 || (answer.status === 0 && retriesDropped);
      if (!again || tries + 1 >= MAX_ATTEMPTS) return { answer, retried };
      retried = true;
      await sleep(RETRY_DELAY_MS);
    }
  }

  const outcomes = await Promise.all(
    slots.map(async (slot, index): Promise<BookingOutcome> => {
      const headers = callers[index]!;
      const outcome: BookingOutcome = { slot, payRetried: false };
      const held = await attempt(index, 'hold', (server) =>
        httpRequest(`${server}${BOOKING_API.holds}`, {
          method: 'POST',
          host,
          headers,
          json: { ...slot, clientTimeZone: 'America/New_York' },
        }),
      );
      if (held.answer.status !== 201) return outcome;
      const checkoutId = (JSON.parse(held.answer.body) as { id: string }).id;
      outcome.checkoutId = checkoutId;
      const intake = await attempt(index, 'intake', (server) =>
        httpRequest(`${server}${BOOKING_API.holdIntake(checkoutId)}`, {
          method: 'PUT',
          host,
          headers,
          json: INTAKE,
        }),
      );
      if (intake.answer.status !== 200) return outcome;
      const payHeaders = { ...headers, [IDEMPOTENCY_HEADER]: `fault-test-${checkoutId}` };
      const pay = (server: string) => {
        options.onPaySent?.();
        return httpRequest(`${server}${BOOKING_API.holdPay(checkoutId)}`, {
          method: 'POST',
          host,
          headers: payHeaders,
          json: { card: SUCCESS_CARD },
        });
      };
      const paid = await attempt(index, 'pay', pay, options.retriesDroppedPayment?.(index) ?? true);
      outcome.payRetried = paid.retried;
      if (paid.answer.status !== 200) return outcome;
      outcome.eventId = (JSON.parse(paid.answer.body) as { eventId?: string }).eventId;
      // The same key again, once things are calm: the same outcome, no second charge.
      const replay = await attempt(index, 'replay', pay);
      if (replay.answer.status === 200) {
        outcome.replayEventId = (JSON.parse(replay.answer.body) as { eventId?: string }).eventId;
      }
      return outcome;
    }),
  );
  return { outcomes, answers };
}

export interface ChargedCheckout {
  checkoutId: string;
  succeededCharges: number;
  meetings: number;
  fullRefunds: number;
}

/** Every checkout with a succeeded charge, with what became of it. */
export async function chargedCheckouts(database: Database): Promise<ChargedCheckout[]> {
  const result = (await database.executeSql(`
    select c.id as checkout_id,
      (select count(*)::int from charges ch
        where ch.checkout_id = c.id and ch.status = 'succeeded') as succeeded_charges,
      (select count(*)::int from events e
        where e.id = c.event_id and e.client_id = c.client_id and e.advisor_id = c.advisor_id
          and e.starts_at = c.starts_at) as meetings,
      (select count(*)::int from refunds r join charges ch on ch.id = r.charge_id
        where ch.checkout_id = c.id and r.status = 'succeeded'
          and r.amount_cents = ch.amount_cents) as full_refunds
    from checkouts c
    where exists (select 1 from charges ch where ch.checkout_id = c.id and ch.status = 'succeeded')
  `)) as {
    rows: {
      checkout_id: string;
      succeeded_charges: number;
      meetings: number;
      full_refunds: number;
    }[];
  };
  return result.rows.map((row) => ({
    checkoutId: row.checkout_id,
    succeededCharges: row.succeeded_charges,
    meetings: row.meetings,
    fullRefunds: row.full_refunds,
  }));
}

/** One charge and one meeting, or one charge refunded in full with no meeting. */
export function settledRight(checkout: ChargedCheckout): boolean {
  if (checkout.succeededCharges !== 1) return false;
  return (
    (checkout.meetings === 1 && checkout.fullRefunds === 0) ||
    (checkout.meetings === 0 && checkout.fullRefunds === 1)
  );
}

/** Polls until every charged checkout is settled right, or the time is up; returns the last look. */
export async function waitForSettledMoney(database: Database, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkouts = await chargedCheckouts(database);
    const pending = (await database.executeSql(
      `select count(*)::int as count from charges where status = 'pending'`,
    )) as { rows: { count: number }[] };
    const unsettled = checkouts.filter((checkout) => !settledRight(checkout));
    const pendingCharges = pending.rows[0]?.count ?? 0;
    if ((unsettled.length === 0 && pendingCharges === 0) || Date.now() > deadline) {
      return { checkouts, unsettled, pendingCharges };
    }
    await sleep(1_000);
  }
}

/** A new client who holds `slot` on `server` and answers the intake form; ready to pay. */
export async function preparedCheckout(cluster: Cluster, server: string, slot: Slot) {
  const host = new URL(cluster.config.publicUrl).host;
  const user = await createTestUser(cluster.database.db, { roles: ['Consumer'] });
  await acceptCurrentAgreements(cluster.database.db, user.id);
  await makeResident(cluster.database.db, user.id, slot.advisorSlug);
  const headers = bearer(
    await mintAccessToken(cluster.database.db, cluster.config, user, { expiresInS: 3600 }),
  );
  const held = await httpRequest(`${server}${BOOKING_API.holds}`, {
    method: 'POST',
    host,
    headers,
    json: { ...slot, clientTimeZone: 'America/New_York' },
  });
  if (held.status !== 201) throw new Error(`Hold answered ${held.status}: ${held.body}`);
  const checkoutId = (JSON.parse(held.body) as { id: string }).id;
  const intake = await httpRequest(`${server}${BOOKING_API.holdIntake(checkoutId)}`, {
    method: 'PUT',
    host,
    headers,
    json: INTAKE,
  });
  if (intake.status !== 200) throw new Error(`Intake answered ${intake.status}: ${intake.body}`);
  const pay = () =>
    httpRequest(`${server}${BOOKING_API.holdPay(checkoutId)}`, {
      method: 'POST',
      host,
      headers: { ...headers, [IDEMPOTENCY_HEADER]: `fault-test-${checkoutId}` },
      json: { card: SUCCESS_CARD },
    });
  return { checkoutId, pay };
}

/** How many of these checkouts have a succeeded charge. */
export async function succeededChargesOf(database: Database, checkoutIds: string[]) {
  const { rows } = (await database.executeSql(
    `select count(*)::int as count from charges
      where status = 'succeeded' and checkout_id = any($1::uuid[])`,
    [checkoutIds],
  )) as { rows: { count: number }[] };
  return rows[0]?.count ?? 0;
}
