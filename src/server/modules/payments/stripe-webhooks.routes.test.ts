// Paying through Stripe's hosted page: the hold lasts as long as Stripe's session, a signed
// webhook books the meeting once however often it is delivered, a forged one is refused, one for
// another amount or currency pays nothing, and a cancellation refunds through Stripe under the
// meeting's refund key. Stripe's API is a local
// stand-in replaying recorded answers; webhooks carry real signatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSchema, meetingSchema, payResultSchema } from '../../../shared/contracts/booking';

import { advisorTimeClaims, checkouts, events } from '../../db/schema/booking';
import { charges, paymentWebhookEvents, refunds } from '../../db/schema/payments';
import { createStripeGateway } from '../../integrations/payments/stripe-gateway';
import { createTestApp } from '../../testing/test-app';
import { deliverStripeEvent, signedStripeEvent } from '../../testing/stripe-events';
import type { SignedEvent } from '../../testing/stripe-events';
import type { TestApp } from '../../testing/test-app';
import { FakeStripeApi, stripeFixture } from '../../testing/fake-stripe-api';
import type { SeenRequest } from '../../testing/fake-stripe-api';
import { INTAKE, hold, openSlots, pay, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { BILLING_API } from '../../../shared/routes/billing-api';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';

const SECRET_KEY = 'sk_test_51SPx2aLkdIwHu7ixWebhookRouteKey';
const WEBHOOK_SECRET = 'whsec_0b7e2c1d9a8f4e3b6c5d4e3f2a1b0c9d';
const STRIPE_MINIMUM_SESSION_MS = 30 * 60_000;

let api: FakeStripeApi;
let t: TestApp;
let sessions = 0;

/** Stripe's answers, shaped from the recordings with this request's own values. */
function answer(request: SeenRequest) {
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    sessions += 1;
    const body = { ...stripeFixture('checkout-session-open').body };
    const checkoutId = request.form['metadata[checkoutId]']!;
    return {
      status: 200,
      body: {
        ...body,
        id: `cs_test_route${sessions}`,
        url: `https://checkout.stripe.com/c/pay/cs_test_route${sessions}`,
        expires_at: Number(request.form.expires_at),
        amount_total: Number(request.form['line_items[0][price_data][unit_amount]']),
        client_reference_id: checkoutId,
        metadata: { checkoutId },
      },
    };
  }
  if (request.method === 'POST' && request.path === '/v1/refunds') {
    const body = stripeFixture('refund-succeeded').body;
    return {
      status: 200,
      body: {
        ...body,
        payment_intent: request.form.payment_intent,
        amount: Number(request.form.amount),
      },
    };
  }
  return undefined;
}

beforeAll(async () => {
  api = new FakeStripeApi();
  api.answer = answer;
  const port = await api.start();
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
    paymentGateway: createStripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
      maxNetworkRetries: 0,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

const signedEvent = (id: string, type: string, object: Record<string, unknown>) =>
  signedStripeEvent(WEBHOOK_SECRET, id, type, object);
const deliver = (event: SignedEvent) => deliverStripeEvent(t, event);

async function startPayment(
  slotIndex: number,
): Promise<{ client: Caller; checkoutId: string; sessionId: string; amount: number }> {
  const client = await signedInCaller(t);
  const slots = await openSlots(t.app, 'andre-thompson');
  const held = checkoutSchema.parse(
    (await hold(t.app, client, 'andre-thompson', slots[slotIndex]!.start)).json(),
  );
  await t.app.inject({
    method: 'PUT',
    url: BOOKING_API.holdIntake(held.id),
    headers: client.headers,
    payload: INTAKE,
  });
  const answered = await t.app.inject({
    method: 'POST',
    url: BOOKING_API.holdPay(held.id),
    headers: { ...client.headers, 'idempotency-key': `stripe-attempt-${slotIndex}` },
    payload: {},
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const result = payResultSchema.parse(answered.json());
  expect(result.status).toBe('redirect');
  const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, held.id));
  return {
    client,
    checkoutId: held.id,
    sessionId: row!.gatewaySessionId!,
    amount: held.priceCents,
  };
}

function paidSession(checkoutId: string, sessionId: string, amount: number, paymentIntent: string) {
  return {
    ...stripeFixture('checkout-session-complete-paid').body,
    id: sessionId,
    client_reference_id: checkoutId,
    metadata: { checkoutId },
    amount_total: amount,
    payment_intent: paymentIntent,
  };
}

describe('Stripe hosted checkout and webhooks', () => {
  it('sends the client to Stripe and keeps the hold as long as the session', async () => {
    const before = Date.now();
    const { checkoutId, sessionId } = await startPayment(0);
    const sent = api.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.form['metadata[checkoutId]']).toBe(checkoutId);
    expect(sent.form['allowed_payment_method_types[0]']).toBe('card');
    expect(sent.headers['idempotency-key']).toBe(`checkout-session:${checkoutId}:stripe-attempt-0`);
    expect(sessionId).toMatch(/^cs_test_route/);
    const [claim] = await t.database.db
      .select()
      .from(advisorTimeClaims)
      .where(eq(advisorTimeClaims.id, checkoutId));
    expect(claim!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + STRIPE_MINIMUM_SESSION_MS);
  });

  it('books the meeting once however often the paid webhook arrives', async () => {
    const { client, checkoutId, sessionId, amount } = await startPayment(24);
    const event = signedEvent(
      'evt_route_paid_1',
      'checkout.session.completed',
      paidSession(checkoutId, sessionId, amount, 'pi_route_paid_1'),
    );
    const answers = [
      await deliver(event),
      ...(await Promise.all([deliver(event), deliver(event)])),
      await deliver(event),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true, duplicate: false });
    expect(answers.at(-1)!.json()).toEqual({ received: true, duplicate: true });
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    expect(checkout!.status).toBe('paid');
    const booked = await t.database.db
      .select()
      .from(events)
      .where(eq(events.clientId, client.user.id));
    expect(booked).toHaveLength(1);
    const paid = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutId, checkoutId));
    expect(paid).toMatchObject([
      {
        status: 'succeeded',
        gateway: 'stripe',
        gatewayRef: 'pi_route_paid_1',
        amountCents: amount,
      },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.providerEventId, 'evt_route_paid_1'));
    expect(stored!.deliveries).toBe(4);
    expect(stored!.processedAt).not.toBeNull();
    // The client's return page finds the meeting.
    const view = await t.app.inject({
      method: 'GET',
      url: BOOKING_API.hold(checkoutId),
      headers: client.headers,
    });
    expect(checkoutSchema.parse(view.json()).eventId).toBe(booked[0]!.id);

    // Cancelling refunds through Stripe, once, under the meeting's key.
    const canceled = await t.app.inject({
      method: 'POST',
      url: MEETING_API.eventCancel(booked[0]!.id),
      headers: client.headers,
      payload: {},
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(meetingSchema.parse(canceled.json()).refund?.status).toBe('succeeded');
    const refundCall = api.requests.filter((request) => request.path === '/v1/refunds');
    expect(refundCall).toHaveLength(1);
    expect(refundCall[0]!.form).toMatchObject({
      payment_intent: 'pi_route_paid_1',
      amount: String(amount),
    });
    expect(refundCall[0]!.headers['idempotency-key']).toBe(`refund:${booked[0]!.id}`);
    const rows = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.eventId, booked[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not verify, and acts on nothing', async () => {
    const { checkoutId, sessionId, amount } = await startPayment(4);
    const event = signedEvent(
      'evt_route_forged',
      'checkout.session.completed',
      paidSession(checkoutId, sessionId, amount, 'pi_route_forged'),
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: BILLING_API.stripeWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload.replace('"amount_total":', '"amount_total": 1,"x":'),
    });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: BILLING_API.stripeWebhook,
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    expect(checkout!.status).toBe('open');
    expect(
      await t.database.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.providerEventId, 'evt_route_forged')),
    ).toEqual([]);
  });

  it('pays nothing with a signed event for another amount or currency, and stops its retries', async () => {
    const { client, checkoutId, sessionId, amount } = await startPayment(10);
    const cent = signedEvent(
      'evt_route_one_cent',
      'checkout.session.completed',
      paidSession(checkoutId, sessionId, 1, 'pi_route_one_cent'),
    );
    const euros = signedEvent('evt_route_eur', 'checkout.session.completed', {
      ...paidSession(checkoutId, sessionId, amount, 'pi_route_eur'),
      currency: 'eur',
    });
    for (const event of [cent, euros]) {
      const answer = await deliver(event);
      // 2xx: Stripe stops retrying an event we will never accept.
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true, duplicate: false, rejected: true });
    }
    expect((await deliver(cent)).json()).toEqual({ received: true, duplicate: true });
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    expect(checkout).toMatchObject({ status: 'open', eventId: null });
    expect(
      await t.database.db.select().from(charges).where(eq(charges.checkoutId, checkoutId)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(events).where(eq(events.clientId, client.user.id)),
    ).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.provider, 'stripe'));
    const rejected = stored.filter((row) => row.providerEventId.startsWith('evt_route_'));
    expect(
      rejected
        .filter((row) => row.rejectedReason !== null)
        .map((row) => [row.providerEventId, row.deliveries, row.processedAt !== null]),
    ).toEqual(
      expect.arrayContaining([
        ['evt_route_one_cent', 2, true],
        ['evt_route_eur', 1, true],
      ]),
    );
    // Nor does the client's return when Stripe reports the same wrong payment.
    api.replies.push({ status: 200, body: paidSession(checkoutId, sessionId, 1, 'pi_route_cent') });
    const view = await t.app.inject({
      method: 'GET',
      url: BOOKING_API.hold(checkoutId),
      headers: client.headers,
    });
    expect(checkoutSchema.parse(view.json())).toMatchObject({ status: 'open', eventId: null });
    expect(
      await t.database.db.select().from(charges).where(eq(charges.checkoutId, checkoutId)),
    ).toEqual([]);
    // The right payment still books the time.
    const right = signedEvent(
      'evt_route_right',
      'checkout.session.completed',
      paidSession(checkoutId, sessionId, amount, 'pi_route_right'),
    );
    expect((await deliver(right)).json()).toEqual({ received: true, duplicate: false });
    const [paid] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(paid!.status).toBe('paid');
  });

  it('frees the time when Stripe reports the session expired unpaid', async () => {
    const { checkoutId, sessionId } = await startPayment(6);
    const expired = {
      ...stripeFixture('checkout-session-expired').body,
      id: sessionId,
      client_reference_id: checkoutId,
      metadata: { checkoutId },
    };
    expect(
      (await deliver(signedEvent('evt_route_expired', 'checkout.session.expired', expired)))
        .statusCode,
    ).toBe(200);
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId));
    expect(checkout!.status).toBe('expired');
    expect(
      await t.database.db
        .select()
        .from(advisorTimeClaims)
        .where(eq(advisorTimeClaims.id, checkoutId)),
    ).toEqual([]);
  });

  it('answers the sandbox-only card attempt with the hosted page instead', async () => {
    const { client, checkoutId } = await startPayment(8);
    const again = await pay(t.app, client, checkoutId);
    expect(payResultSchema.parse(again.json()).status).toBe('redirect');
  });
});
