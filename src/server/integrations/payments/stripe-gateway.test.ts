// The Stripe gateway through the official client against a local server that replays recorded
// Stripe answers. Each file in stripe-fixtures/ says in "_comment" what it is, then holds the
// status and the body Stripe sent. Webhooks carry real signatures made with Stripe's helper.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './webhook-signature-error';
import { FakeStripeApi, stripeFixture as fixture } from '../../testing/fake-stripe-api';
import type { SeenRequest } from '../../testing/fake-stripe-api';
import type { HostedCheckoutRequest, HostedGateway } from './payments';
import {
  CHECKOUT_EXPIRY_MARGIN_MS,
  clampCheckoutExpiry,
  createStripeGateway,
} from './stripe-gateway';

const SECRET_KEY = 'sk_test_51SPx2aLkdIwHu7ixGatewayTestKey';
const WEBHOOK_SECRET = 'whsec_6f1c0a7e93b24d58a1e7c4b9d2f30e8a';
/** The fixtures' clock: the open session was created at this second. */
const NOW = new Date('2026-11-03T15:04:05Z');
const NOW_S = NOW.getTime() / 1000;
const MINUTE_MS = 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

const openSession = fixture('checkout-session-open').body;
const paidSession = fixture('checkout-session-complete-paid').body;
const expiredSession = fixture('checkout-session-expired').body;
const CHECKOUT_ID = '7d3c5b1e-4f0a-4c2e-9b8a-2f6d1e0c9a41';
const PAYMENT_INTENT = 'pi_3SPx7qLkdIwHu7ix0Ab4Cd2E';

let api: FakeStripeApi;
let port: number;
let gateway: HostedGateway;

function gatewayOn(apiPort: number, maxNetworkRetries = 0): HostedGateway {
  return createStripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port: apiPort, protocol: 'http' },
    maxNetworkRetries,
    now: () => NOW,
  });
}

beforeEach(async () => {
  api = new FakeStripeApi();
  port = await api.start();
  gateway = gatewayOn(port);
});

afterEach(async () => {
  await api.stop();
});

const checkoutRequest = (expiresAt: Date): HostedCheckoutRequest => ({
  checkoutId: CHECKOUT_ID,
  amountCents: 25000,
  description: 'The Hour with Jordan Advisor, Tue Nov 10, 10:00 AM ET',
  customerEmail: 'dana.client@example.com',
  successUrl: String(openSession.success_url),
  cancelUrl: String(openSession.cancel_url),
  expiresAt,
  idempotencyKey: `checkout:${CHECKOUT_ID}`,
});

/** The last request, checked for its method, path and our secret key. */
function lastRequest(method?: string, path?: string): SeenRequest {
  const seen = api.requests.at(-1);
  if (!seen) throw new Error('The client sent no request.');
  if (method) expect([seen.method, seen.path]).toEqual([method, path]);
  expect(seen.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  return seen;
}

describe('createHostedCheckout', () => {
  it('creates a one-item payment session for our checkout under our idempotency key', async () => {
    api.replies.push(fixture('checkout-session-open'));
    const checkout = await gateway.createHostedCheckout(checkoutRequest(later(10 * MINUTE_MS)));

    const seen = lastRequest('POST', '/v1/checkout/sessions');
    expect(seen.headers['idempotency-key']).toBe(`checkout:${CHECKOUT_ID}`);
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(seen.form).toEqual({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '25000',
      'line_items[0][price_data][product_data][name]':
        'The Hour with Jordan Advisor, Tue Nov 10, 10:00 AM ET',
      'line_items[0][quantity]': '1',
      customer_email: 'dana.client@example.com',
      client_reference_id: CHECKOUT_ID,
      'metadata[checkoutId]': CHECKOUT_ID,
      'payment_intent_data[metadata][checkoutId]': CHECKOUT_ID,
      success_url: openSession.success_url,
      cancel_url: openSession.cancel_url,
      // Ten minutes is below Stripe's floor: 30 minutes plus the margin instead.
      expires_at: String(NOW_S + 30 * 60 + CHECKOUT_EXPIRY_MARGIN_MS / 1000),
    });
    expect(checkout).toEqual({
      sessionId: openSession.id,
      url: openSession.url,
      expiresAt: new Date(Number(openSession.expires_at) * 1000),
    });
  });

  it('sends an expiry inside Stripe’s window as asked, and caps one beyond 24 hours', async () => {
    api.replies.push(fixture('checkout-session-open'), fixture('checkout-session-open'));
    await gateway.createHostedCheckout(checkoutRequest(later(45 * MINUTE_MS)));
    expect(lastRequest().form.expires_at).toBe(String(NOW_S + 45 * 60));

    await gateway.createHostedCheckout(checkoutRequest(later(3 * 86_400_000)));
    const capped = NOW_S + 24 * 3600 - CHECKOUT_EXPIRY_MARGIN_MS / 1000;
    expect(lastRequest().form.expires_at).toBe(String(capped));
  });

  it('clamps expiries into Stripe’s 30 minutes to 24 hours, in whole seconds', () => {
    const floor = later(30 * MINUTE_MS + CHECKOUT_EXPIRY_MARGIN_MS);
    expect(clampCheckoutExpiry(later(0), NOW)).toEqual(floor);
    expect(clampCheckoutExpiry(later(2 * 3_600_000 + 999), NOW)).toEqual(later(2 * 3_600_000));
    const ceiling = later(86_400_000 - CHECKOUT_EXPIRY_MARGIN_MS);
    expect(clampCheckoutExpiry(later(90_000_000), NOW)).toEqual(ceiling);
  });
});

describe('retrieveHostedCheckout', () => {
  it('reads a paid session as paid, with its payment intent, amount and currency', async () => {
    api.replies.push(fixture('checkout-session-complete-paid'));
    await expect(gateway.retrieveHostedCheckout(String(paidSession.id))).resolves.toEqual({
      status: 'paid',
      sessionId: paidSession.id,
      checkoutId: CHECKOUT_ID,
      gatewayRef: PAYMENT_INTENT,
      amountCents: 25000,
      currency: 'usd',
    });
    lastRequest('GET', `/v1/checkout/sessions/${String(paidSession.id)}`);
  });

  it('reads open and expired sessions', async () => {
    api.replies.push(fixture('checkout-session-open'), fixture('checkout-session-expired'));
    await expect(gateway.retrieveHostedCheckout(String(openSession.id))).resolves.toEqual({
      status: 'open',
      sessionId: openSession.id,
      checkoutId: CHECKOUT_ID,
    });
    await expect(gateway.retrieveHostedCheckout(String(expiredSession.id))).resolves.toEqual({
      status: 'expired',
      sessionId: expiredSession.id,
      checkoutId: '0b9e2f4a-61c3-4d8e-a5f7-93c2d1e8b604',
    });
  });

  it('takes the id of an expanded payment intent and the client reference without metadata', async () => {
    const expanded = {
      ...paidSession,
      metadata: {},
      payment_intent: { id: PAYMENT_INTENT, object: 'payment_intent' },
    };
    api.replies.push({ status: 200, body: expanded });
    await expect(gateway.retrieveHostedCheckout(String(paidSession.id))).resolves.toMatchObject({
      status: 'paid',
      checkoutId: CHECKOUT_ID,
      gatewayRef: PAYMENT_INTENT,
    });
  });
});

describe('refund', () => {
  const call = {
    gatewayRef: PAYMENT_INTENT,
    amountCents: 25000,
    idempotencyKey: 'refund:5f0e8d2c-7a41-4b6e-9c13-2d8f6a0b4e97',
    reason: 'The advisor cancelled the Hour.',
  };

  it('refunds the payment intent under our idempotency key', async () => {
    api.replies.push(fixture('refund-succeeded'));
    await expect(gateway.refund(call)).resolves.toEqual({
      status: 'succeeded',
      gatewayRef: 're_3SPx7qLkdIwHu7ix0Lm2Np4Q',
    });
    const seen = lastRequest('POST', '/v1/refunds');
    expect(seen.headers['idempotency-key']).toBe(call.idempotencyKey);
    expect(seen.form).toEqual({
      payment_intent: PAYMENT_INTENT,
      amount: '25000',
      reason: 'requested_by_customer',
      'metadata[reason]': 'The advisor cancelled the Hour.',
    });
  });

  it('maps a pending refund to pending and a failed one to failed', async () => {
    api.replies.push(fixture('refund-pending'), fixture('refund-failed'));
    await expect(gateway.refund({ ...call, amountCents: 12500 })).resolves.toEqual({
      status: 'pending',
      gatewayRef: 're_3SPx7qLkdIwHu7ix0Rs6Tu8V',
    });
    await expect(gateway.refund(call)).resolves.toEqual({
      status: 'failed',
      message: expect.stringContaining('expired_or_canceled_card'),
    });
  });

  it('answers a refusal that no retry can change with a failed outcome', async () => {
    api.replies.push(
      fixture('error-charge-already-refunded'),
      fixture('error-no-such-payment-intent'),
    );
    await expect(gateway.refund(call)).resolves.toEqual({
      status: 'failed',
      message: 'Charge ch_3SPx7qLkdIwHu7ix0Fg8Hj6K has already been refunded.',
    });
    await expect(gateway.refund(call)).resolves.toEqual({
      status: 'failed',
      message: "No such payment_intent: 'pi_3SPx7qLkdIwHu7ix0Zz9Zz9Z'",
    });
  });

  it('throws on an outage, a rate limit and a bad key, so the caller tries again', async () => {
    api.replies.push(
      fixture('error-api-500'),
      fixture('error-rate-limit'),
      fixture('error-invalid-api-key'),
    );
    await expect(gateway.refund(call)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(gateway.refund(call)).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    await expect(gateway.refund(call)).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('throws when Stripe cannot be reached', async () => {
    const closed = new FakeStripeApi();
    const closedPort = await closed.start();
    await closed.stop();
    await expect(gatewayOn(closedPort).refund(call)).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
  });

  it('retries a 500 inside the client with the same idempotency key', async () => {
    api.replies.push(fixture('error-api-500'), fixture('refund-succeeded'));
    await expect(gatewayOn(port, 1).refund(call)).resolves.toMatchObject({ status: 'succeeded' });
    expect(api.requests).toHaveLength(2);
    expect(api.requests.map((seen) => seen.headers['idempotency-key'])).toEqual([
      call.idempotencyKey,
      call.idempotencyKey,
    ]);
    expect(api.requests[1]?.form).toEqual(api.requests[0]?.form);
  });
});

describe('parseWebhook', () => {
  let eventCount = 0;
  /** An event as Stripe delivers it: the snapshot envelope around an object, pretty-printed. */
  function eventBody(type: string, object: Record<string, unknown>): string {
    eventCount += 1;
    const event = {
      id: `evt_1SPx8bLkdIwHu7ix0Ev${eventCount}Nt`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: NOW_S - 2,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    return JSON.stringify(event, null, 2);
  }

  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp = NOW_S) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  function parse(type: string, object: Record<string, unknown>) {
    const payload = eventBody(type, object);
    return { event: gateway.parseWebhook(Buffer.from(payload), sign(payload)), payload };
  }

  it('reads a paid completed session as checkout.paid', () => {
    const { event, payload } = parse('checkout.session.completed', paidSession);
    expect(event).toEqual({
      id: `evt_1SPx8bLkdIwHu7ix0Ev${eventCount}Nt`,
      type: 'checkout.session.completed',
      payload: JSON.parse(payload),
      kind: 'checkout.paid',
      sessionId: paidSession.id,
      checkoutId: CHECKOUT_ID,
      gatewayRef: PAYMENT_INTENT,
      amountCents: 25000,
      currency: 'usd',
    });
    const late = parse('checkout.session.async_payment_succeeded', paidSession).event;
    expect(late).toMatchObject({ kind: 'checkout.paid', gatewayRef: PAYMENT_INTENT });
  });

  it('ignores a completed session that is not paid yet, and sessions that are not ours', () => {
    const unpaid = { ...paidSession, payment_status: 'unpaid', payment_intent: null };
    expect(parse('checkout.session.completed', unpaid).event.kind).toBe('ignored');
    const foreign = { ...paidSession, metadata: {}, client_reference_id: null };
    expect(parse('checkout.session.completed', foreign).event.kind).toBe('ignored');
    const foreignExpired = { ...expiredSession, metadata: {}, client_reference_id: null };
    expect(parse('checkout.session.expired', foreignExpired).event.kind).toBe('ignored');
  });

  it('reads an expired session as checkout.expired', () => {
    expect(parse('checkout.session.expired', expiredSession).event).toMatchObject({
      type: 'checkout.session.expired',
      kind: 'checkout.expired',
      sessionId: expiredSession.id,
      checkoutId: '0b9e2f4a-61c3-4d8e-a5f7-93c2d1e8b604',
    });
  });

  it('reads refund events as refund.updated with the mapped status', () => {
    const failed = fixture('refund-failed').body;
    expect(parse('refund.updated', failed).event).toMatchObject({
      kind: 'refund.updated',
      gatewayRef: 're_3SPx7qLkdIwHu7ix0Wx1Yz3A',
      status: 'failed',
    });
    expect(parse('refund.created', fixture('refund-pending').body).event).toMatchObject({
      kind: 'refund.updated',
      status: 'pending',
    });
    expect(parse('refund.updated', fixture('refund-succeeded').body).event).toMatchObject({
      status: 'succeeded',
    });
    const pending = fixture('refund-pending').body;
    const needsAction = { ...pending, status: 'requires_action' };
    expect(parse('refund.updated', needsAction).event).toMatchObject({ status: 'pending' });
    const canceled = { ...pending, status: 'canceled' };
    expect(parse('refund.failed', canceled).event).toMatchObject({ status: 'failed' });
  });

  it('ignores events it does not act on', () => {
    const { event } = parse('customer.created', fixture('customer').body);
    expect(event).toMatchObject({ type: 'customer.created', kind: 'ignored' });
  });

  it('refuses a tampered body, a wrong secret, a missing header and a stale timestamp', () => {
    const payload = eventBody('checkout.session.completed', paidSession);
    const tampered = payload.replace('"amount_total": 25000', '"amount_total": 100');
    expect(tampered).not.toBe(payload);
    const refused = (body: string, signature: string | undefined) => () =>
      gateway.parseWebhook(Buffer.from(body), signature);

    expect(refused(tampered, sign(payload))).toThrow(WebhookSignatureError);
    const otherSecret = sign(payload, 'whsec_someone_elses_endpoint');
    expect(refused(payload, otherSecret)).toThrow(WebhookSignatureError);
    expect(refused(payload, undefined)).toThrow(WebhookSignatureError);
    expect(refused(payload, '')).toThrow(WebhookSignatureError);
    expect(refused(payload, 'not a signature')).toThrow(WebhookSignatureError);
    // Stripe's tolerance is 300 seconds, measured on the gateway's clock.
    const stale = sign(payload, WEBHOOK_SECRET, NOW_S - 301);
    expect(refused(payload, stale)).toThrow(WebhookSignatureError);
    expect(refused(payload, stale)).toThrow('Timestamp outside the tolerance zone');
    expect(refused(payload, sign(payload, WEBHOOK_SECRET, NOW_S - 299))).not.toThrow();
  });
});
