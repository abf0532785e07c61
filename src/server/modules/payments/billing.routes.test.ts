// Billing over HTTP: a client sees their own charges, declined attempts (never totalled) and
// refunds with their charge, and receipts of their own paid charges only; nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_API } from '../../../shared/routes/billing-api';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { FIRM_NAME } from '../../../shared/constants';
import { billingHistorySchema, receiptSchema } from '../../../shared/contracts/billing';
import type { BillingCharge } from '../../../shared/contracts/billing';
import { checkoutSchema, payResultSchema } from '../../../shared/contracts/booking';
import { advisors } from '../../db/schema/advisors';
import { charges } from '../../db/schema/payments';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import {
  DECLINED_CARD,
  INTAKE,
  advisorCaller,
  hold,
  openSlots,
  pay,
  signedInCaller,
} from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { receiptNumberOf } from './billing.service';

const SLUG = 'thomas-nguyen';
const clock = createTestClock('2027-01-04T12:00:00Z');
let t: TestApp;
let priceCents: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const [row] = await t.database.db
    .select({ price: advisors.hourlyRateCents })
    .from(advisors)
    .where(eq(advisors.slug, SLUG));
  priceCents = row!.price;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller?: Caller) =>
  t.app.inject({ method: 'GET', url, ...(caller ? { headers: caller.headers } : {}) });

async function historyOf(caller: Caller) {
  const answer = await get(BILLING_API.account, caller);
  expect(answer.statusCode, answer.body).toBe(200);
  return billingHistorySchema.parse(answer.json());
}

/** The latest open time (far enough ahead to cancel with a refund), paid after one decline. */
async function bookAfterDecline(client: Caller) {
  const slots = await openSlots(t.app, SLUG);
  const held = await hold(t.app, client, SLUG, slots[slots.length - 1]!.start);
  expect(held.statusCode, held.body).toBe(201);
  const checkout = checkoutSchema.parse(held.json());
  await t.app.inject({
    method: 'PUT',
    url: BOOKING_API.holdIntake(checkout.id),
    headers: client.headers,
    payload: INTAKE,
  });
  expect((await pay(t.app, client, checkout.id, DECLINED_CARD)).statusCode).toBe(402);
  // Each step a minute after the last, so "newest first" has one answer.
  clock.advance(60_000);
  const paid = payResultSchema.parse((await pay(t.app, client, checkout.id)).json());
  if (paid.status !== 'paid') throw new Error('The sandbox answered a redirect.');
  clock.advance(60_000);
  return { eventId: paid.eventId, start: checkout.start };
}

async function cancel(client: Caller, eventId: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: MEETING_API.eventCancel(eventId),
    headers: client.headers,
    payload: {},
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('GET api/account/billing', () => {
  it('lists charges, declined attempts and refunds newest first, and totals only money moved', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Casey Billing' });
    expect(await historyOf(client)).toEqual({
      entries: [],
      invoices: [],
      totals: { paidCents: 0, refundedCents: 0, netCents: 0 },
    });

    const first = await bookAfterDecline(client);
    const second = await bookAfterDecline(client);
    await cancel(client, first.eventId);

    const { entries, totals } = await historyOf(client);
    expect(entries.map((entry) => [entry.kind, entry.status])).toEqual([
      ['refund', 'succeeded'],
      ['charge', 'succeeded'],
      ['charge', 'failed'],
      ['charge', 'succeeded'],
      ['charge', 'failed'],
    ]);
    const dates = entries.map((entry) => entry.at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(totals).toEqual({
      paidCents: 2 * priceCents,
      refundedCents: priceCents,
      netCents: priceCents,
    });

    const [refund, paidSecond, declinedSecond, paidFirst] = entries as [
      (typeof entries)[number],
      BillingCharge,
      BillingCharge,
      BillingCharge,
    ];
    expect(paidFirst.refund).toMatchObject({
      id: refund.id,
      status: 'succeeded',
      amountCents: priceCents,
    });
    expect(refund).toMatchObject({
      kind: 'refund',
      chargeId: paidFirst.id,
      amountCents: priceCents,
    });
    expect(paidSecond.refund).toBeNull();
    expect(paidSecond).toMatchObject({
      amountCents: priceCents,
      card: { brand: 'visa', last4: '4242' },
      purchase: {
        service: 'The Hour',
        advisorName: 'Thomas Nguyen',
        advisorSlug: SLUG,
        meetingStart: second.start,
      },
    });
    // A declined attempt names the time it was for, though no meeting came of it.
    expect(declinedSecond.purchase.meetingStart).toBe(second.start);
    expect(refund.purchase.meetingStart).toBe(first.start);
  });

  it('shows each client only their own rows', async () => {
    const owner = await signedInCaller(t);
    await bookAfterDecline(owner);
    const other = await signedInCaller(t);
    expect((await historyOf(other)).entries).toEqual([]);
    const admin = await signedInCaller(t, ['Admin']);
    expect((await historyOf(admin)).entries).toEqual([]);
    expect((await historyOf(owner)).entries).toHaveLength(2);
  });

  it('answers 401 to anonymous callers and 403 to advisors', async () => {
    expect((await get(BILLING_API.account)).statusCode).toBe(401);
    const advisor = await advisorCaller(t, 'grace-park');
    expect((await get(BILLING_API.account, advisor)).statusCode).toBe(403);
  });
});

describe('GET api/account/billing/receipts/{chargeId}', () => {
  it('gives the client a receipt of their paid charge, with its refund', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Riley Receipt' });
    const booked = await bookAfterDecline(client);
    const [charge] = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.eventId, booked.eventId));

    const before = receiptSchema.parse((await get(BILLING_API.receipt(charge!.id), client)).json());
    expect(before).toMatchObject({
      number: receiptNumberOf(charge!.id),
      chargeId: charge!.id,
      seller: FIRM_NAME,
      billedTo: { name: 'Riley Receipt', email: client.user.email },
      purchase: { service: 'The Hour', advisorName: 'Thomas Nguyen', meetingStart: booked.start },
      amountCents: priceCents,
      card: { brand: 'visa', last4: '4242' },
      refunds: [],
      netCents: priceCents,
      // Paid in the sandbox: the receipt says TEST (ADR 0062).
      testMode: true,
    });
    expect(before.number).toMatch(/^R-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

    await cancel(client, booked.eventId);
    const after = receiptSchema.parse((await get(BILLING_API.receipt(charge!.id), client)).json());
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: priceCents }),
    ]);
    expect(after.netCents).toBe(0);
  });

  it('answers 404 for anyone else’s charge, a declined one, and ids that name nothing', async () => {
    const client = await signedInCaller(t);
    await bookAfterDecline(client);
    const rows = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.clientId, client.user.id));
    const paid = rows.find((row) => row.status === 'succeeded')!;
    const declined = rows.find((row) => row.status === 'failed')!;

    const other = await signedInCaller(t);
    const admin = await signedInCaller(t, ['Admin']);
    for (const caller of [other, admin]) {
      const answer = await get(BILLING_API.receipt(paid.id), caller);
      expect(answer.statusCode).toBe(404);
    }
    expect((await get(BILLING_API.receipt(declined.id), client)).statusCode).toBe(404);
    expect((await get(BILLING_API.receipt(crypto.randomUUID()), client)).statusCode).toBe(404);
    expect((await get(BILLING_API.receipt('not-a-charge'), client)).statusCode).toBe(404);
    // Unknown and other people's answer alike.
    const unknown = (await get(BILLING_API.receipt(crypto.randomUUID()), other)).json();
    const theirs = (await get(BILLING_API.receipt(paid.id), other)).json();
    expect([theirs.code, theirs.message]).toEqual([unknown.code, unknown.message]);
  });

  it('answers 401 to anonymous callers and 403 to advisors', async () => {
    const id = crypto.randomUUID();
    expect((await get(BILLING_API.receipt(id))).statusCode).toBe(401);
    const advisor = await advisorCaller(t, 'grace-park');
    expect((await get(BILLING_API.receipt(id), advisor)).statusCode).toBe(403);
  });
});
