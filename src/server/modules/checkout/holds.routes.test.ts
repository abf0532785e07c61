// Holding a time over HTTP: the database refuses overlapping holds however many arrive at once,
// only open times can be held, and an abandoned hold frees the time by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSchema } from '../../../shared/contracts/booking';
import { SLOT_HOLD_MINUTES, SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';

import { advisorTimeClaims, checkouts } from '../../db/schema/booking';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { INTAKE, hold, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { BOOKING_API } from '../../../shared/routes/booking-api';

const clock = createTestClock('2027-01-04T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

describe('POST api/booking/holds', () => {
  it('lets exactly one of 50 concurrent holds of one time win; the rest get a clear 409', async () => {
    const [slot] = await openSlots(t.app, 'thomas-nguyen');
    const callers: Caller[] = [];
    for (let index = 0; index < 50; index += 1) callers.push(await signedInCaller(t));
    const answers = await Promise.all(
      callers.map((caller) => hold(t.app, caller, 'thomas-nguyen', slot!.start)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'conflict', message: SLOT_TAKEN_MESSAGE });
    }
    // The held time is no longer offered to anyone.
    const after = await openSlots(t.app, 'thomas-nguyen');
    expect(after.map((s) => s.start)).not.toContain(slot!.start);
  });

  it('answers the held time with its price, expiry and the client zone', async () => {
    const client = await signedInCaller(t);
    const [, slot] = await openSlots(t.app, 'grace-park');
    const answer = await hold(t.app, client, 'grace-park', slot!.start, 'Europe/London');
    expect(answer.statusCode, answer.body).toBe(201);
    const checkout = checkoutSchema.parse(answer.json());
    expect(checkout).toMatchObject({
      status: 'open',
      start: slot!.start,
      clientTimeZone: 'Europe/London',
      gateway: 'sandbox',
      intake: null,
      eventId: null,
    });
    expect(new Date(checkout.expiresAt).getTime()).toBe(
      clock.now().getTime() + SLOT_HOLD_MINUTES * 60_000,
    );
    expect(checkout.priceCents).toBeGreaterThan(0);
  });

  it('refuses a time that is not one of the open times, and bad input', async () => {
    const client = await signedInCaller(t);
    // A Sunday at 03:00 UTC is outside everyone's default hours.
    const closed = await hold(t.app, client, 'thomas-nguyen', '2027-01-10T03:00:00.000Z');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: BOOKING_MESSAGES.notOpen });
    const unknown = await hold(t.app, client, 'nobody-at-all', '2027-01-12T15:00:00.000Z');
    expect(unknown.statusCode).toBe(404);
    const badZone = await hold(
      t.app,
      client,
      'thomas-nguyen',
      '2027-01-12T15:00:00.000Z',
      'Mars/Olympus',
    );
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().fieldErrors).toHaveProperty('clientTimeZone');
  });

  it('lets clients hold, and no one else', async () => {
    const [slot] = await openSlots(t.app, 'thomas-nguyen');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: BOOKING_API.holds,
      payload: { advisorSlug: 'thomas-nguyen', start: slot!.start, clientTimeZone: 'UTC' },
    });
    expect(anonymous.statusCode).toBe(401);
    const advisor = await signedInCaller(t, ['Advisor']);
    expect((await hold(t.app, advisor, 'thomas-nguyen', slot!.start)).statusCode).toBe(403);
  });

  it('moves a client’s hold when they pick another time with the same advisor', async () => {
    const client = await signedInCaller(t);
    const slots = await openSlots(t.app, 'grace-park');
    const first = checkoutSchema.parse(
      (await hold(t.app, client, 'grace-park', slots[3]!.start)).json(),
    );
    const second = await hold(t.app, client, 'grace-park', slots[5]!.start);
    expect(second.statusCode).toBe(201);
    const [old] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, first.id));
    expect(old!.status).toBe('released');
    expect(
      await t.database.db
        .select()
        .from(advisorTimeClaims)
        .where(eq(advisorTimeClaims.id, first.id)),
    ).toEqual([]);
  });

  it('lets a client pick the very time they already hold again (going back and forth)', async () => {
    const client = await signedInCaller(t);
    const [, , slot] = await openSlots(t.app, 'grace-park');
    const first = await hold(t.app, client, 'grace-park', slot!.start);
    expect(first.statusCode).toBe(201);
    const again = await hold(t.app, client, 'grace-park', slot!.start);
    expect(again.statusCode, again.body).toBe(200);
    expect(checkoutSchema.parse(again.json()).id).toBe(checkoutSchema.parse(first.json()).id);
    const other = await signedInCaller(t);
    expect((await hold(t.app, other, 'grace-park', slot!.start)).statusCode).toBe(409);
  });

  it('frees an abandoned hold by itself once it lapses, and the job closes its checkout', async () => {
    const [first, second] = [await signedInCaller(t), await signedInCaller(t)];
    const slots = await openSlots(t.app, 'thomas-nguyen');
    const start = slots[8]!.start;
    const held = checkoutSchema.parse((await hold(t.app, first, 'thomas-nguyen', start)).json());
    clock.advance(SLOT_HOLD_MINUTES * 60_000 - 1_000);
    expect((await hold(t.app, second, 'thomas-nguyen', start)).statusCode).toBe(409);
    clock.advance(2_000);
    // Lapsed: offered again and taken by the next client, before any job has run.
    expect((await openSlots(t.app, 'thomas-nguyen')).map((slot) => slot.start)).toContain(start);
    expect((await hold(t.app, second, 'thomas-nguyen', start)).statusCode).toBe(201);
    const result = await t.app.services.checkout.expireLapsedCheckouts();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, held.id));
    expect(row!.status).toBe('expired');
  });

  it('releases a hold when the client goes back, so the time is free at once', async () => {
    const client = await signedInCaller(t);
    const [slot] = (await openSlots(t.app, 'grace-park')).slice(-1);
    const held = checkoutSchema.parse(
      (await hold(t.app, client, 'grace-park', slot!.start)).json(),
    );
    const released = await t.app.inject({
      method: 'DELETE',
      url: BOOKING_API.hold(held.id),
      headers: client.headers,
    });
    expect(released.statusCode).toBe(204);
    expect((await openSlots(t.app, 'grace-park')).map((s) => s.start)).toContain(slot!.start);
  });

  it('shows a checkout only to its client', async () => {
    const [owner, other] = [await signedInCaller(t), await signedInCaller(t)];
    const [slot] = (await openSlots(t.app, 'thomas-nguyen')).slice(-2);
    const held = checkoutSchema.parse(
      (await hold(t.app, owner, 'thomas-nguyen', slot!.start)).json(),
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: BOOKING_API.hold(held.id),
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
    for (const method of ['GET', 'DELETE'] as const) {
      const theirs = await t.app.inject({
        method,
        url: BOOKING_API.hold(held.id),
        headers: other.headers,
      });
      expect(theirs.statusCode, method).toBe(404);
    }
    const intake = await t.app.inject({
      method: 'PUT',
      url: BOOKING_API.holdIntake(held.id),
      headers: other.headers,
      payload: INTAKE,
    });
    expect(intake.statusCode).toBe(404);
    const notAnId = await t.app.inject({
      method: 'GET',
      url: BOOKING_API.hold('not-an-id'),
      headers: owner.headers,
    });
    expect(notAnId.statusCode).toBe(404);
  });
});

describe('refusals for advisors who cannot be booked', () => {
  it('refuses a hold with an advisor who is not taking clients', async () => {
    const client = await signedInCaller(t);
    const answer = await hold(t.app, client, 'elena-vasquez', '2027-01-12T15:00:00.000Z');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: BOOKING_MESSAGES.notAccepting });
  });
});
