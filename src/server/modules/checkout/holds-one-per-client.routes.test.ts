// One client in several tabs: the database keeps at most one open checkout per client and
// advisor, so concurrent holds answer the same checkout (or move it) and never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutSchema, payResultSchema } from '../../../shared/contracts/booking';
import { SLOT_HOLD_MINUTES } from '../../../shared/domain/availability';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { advisorTimeClaims, checkouts } from '../../db/schema/booking';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { INTAKE, hold, openSlots, pay, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { HOLD_LIMIT } from './checkout.routes';

const clock = createTestClock('2027-01-04T12:00:00Z');
const TABS = 40;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

async function openCheckoutsOf(caller: Caller, slug: string) {
  const rows = await t.database.db
    .select({ id: checkouts.id, advisorId: checkouts.advisorId, status: checkouts.status })
    .from(checkouts)
    .where(and(eq(checkouts.clientId, caller.user.id), eq(checkouts.status, 'open')));
  const claims = await t.database.db
    .select({ id: advisorTimeClaims.id })
    .from(advisorTimeClaims)
    .where(eq(advisorTimeClaims.clientId, caller.user.id));
  expect(new Set(rows.map((row) => row.advisorId)).size, slug).toBeLessThanOrEqual(1);
  return { open: rows.map((row) => row.id), claims: claims.map((claim) => claim.id) };
}

describe('holds of one client in many tabs', () => {
  it(`answers ${TABS} concurrent holds of one time with one checkout and no 5xx`, async () => {
    const client = await signedInCaller(t);
    const [slot] = await openSlots(t.app, 'thomas-nguyen');
    const answers = await Promise.all(
      Array.from({ length: TABS }, () => hold(t.app, client, 'thomas-nguyen', slot!.start)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // The hold limit counts the person, whatever the tab: the rest wait their turn.
    expect(statuses.filter((status) => status === 429)).toHaveLength(TABS - HOLD_LIMIT.max);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const served = answers.filter((answer) => answer.statusCode < 300);
    expect(served).toHaveLength(HOLD_LIMIT.max);
    const ids = new Set(served.map((answer) => checkoutSchema.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    const { open, claims } = await openCheckoutsOf(client, 'thomas-nguyen');
    expect(open).toEqual([...ids]);
    expect(claims).toEqual([...ids]);
  });

  it(`keeps one open hold after ${TABS} concurrent holds of different times`, async () => {
    const client = await signedInCaller(t);
    const slots = (await openSlots(t.app, 'grace-park', 28)).slice(0, TABS);
    expect(slots).toHaveLength(TABS);
    const answers = await Promise.all(
      slots.map((slot) => hold(t.app, client, 'grace-park', slot.start)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(HOLD_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(TABS - HOLD_LIMIT.max);
    const { open, claims } = await openCheckoutsOf(client, 'grace-park');
    expect(open).toHaveLength(1);
    expect(claims).toEqual(open);
    // The one left open is one the client was answered, and its time is held.
    const answered = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => checkoutSchema.parse(answer.json()));
    const kept = answered.find((checkout) => checkout.id === open[0]);
    expect(kept).toBeDefined();
    const after = await openSlots(t.app, 'grace-park', 28);
    expect(after.map((slot) => slot.start)).not.toContain(kept!.start);
  });

  it('still lets exactly one of two clients, each in many tabs, take a time', async () => {
    const [first, second] = [await signedInCaller(t), await signedInCaller(t)];
    const [, slot] = await openSlots(t.app, 'thomas-nguyen');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        hold(t.app, index % 2 === 0 ? first : second, 'thomas-nguyen', slot!.start).then(
          (answer) => ({ caller: index % 2 === 0 ? first : second, answer }),
        ),
      ),
    );
    expect(answers.filter(({ answer }) => answer.statusCode >= 500)).toEqual([]);
    const winners = new Set(
      answers.filter(({ answer }) => answer.statusCode < 300).map(({ caller }) => caller),
    );
    expect(winners.size).toBe(1);
    const loser = winners.has(first) ? second : first;
    const winner = winners.has(first) ? first : second;
    for (const { caller, answer } of answers) {
      expect(answer.statusCode).toBe(caller === loser ? 409 : answer.statusCode);
    }
    expect((await openCheckoutsOf(winner, 'thomas-nguyen')).open).toHaveLength(1);
    expect((await openCheckoutsOf(loser, 'thomas-nguyen')).open).toHaveLength(0);
  });

  it('pays for an older, lapsed checkout by releasing the newer hold with that advisor', async () => {
    const client = await signedInCaller(t);
    const slots = await openSlots(t.app, 'grace-park', 28);
    const [first, second] = [slots[10]!, slots[14]!];
    const older = checkoutSchema.parse(
      (await hold(t.app, client, 'grace-park', first.start)).json(),
    );
    const intake = await t.app.inject({
      method: 'PUT',
      url: BOOKING_API.holdIntake(older.id),
      headers: client.headers,
      payload: INTAKE,
    });
    expect(intake.statusCode, intake.body).toBe(200);
    clock.advance(SLOT_HOLD_MINUTES * 60_000 + 1_000);
    await t.app.services.checkout.expireLapsedCheckouts();
    // In another tab the client picked another time, then came back and paid the first.
    const newer = await hold(t.app, client, 'grace-park', second.start);
    expect(newer.statusCode).toBe(201);
    const paid = await pay(t.app, client, older.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(payResultSchema.parse(paid.json()).status).toBe('paid');
    const rows = await t.database.db
      .select({ id: checkouts.id, status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.clientId, client.user.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [older.id]: 'paid',
      [checkoutSchema.parse(newer.json()).id]: 'released',
    });
    const open = await openSlots(t.app, 'grace-park', 28);
    expect(open.map((slot) => slot.start)).toContain(second.start);
  });
});
