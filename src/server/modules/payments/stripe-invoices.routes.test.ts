// The Plan and The Ongoing through Stripe: The Plan is a Stripe invoice paid on its hosted page,
// The Ongoing a subscription Checkout billed every 3 months; signed invoice webhooks pay our
// invoice once however often (and however concurrently) they are delivered, record a later
// quarter from the subscription's metadata, and void or write off as Stripe says. Stripe's API
// is a local stand-in answering with fixtures shaped after its objects.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingSubscriptions, charges, invoiceStatusChanges } from '../../db/schema/payments';
import { createStripeGateway } from '../../integrations/payments/stripe-gateway';
import { FakeStripeApi, stripeFixture } from '../../testing/fake-stripe-api';
import type { SeenRequest } from '../../testing/fake-stripe-api';
import { createTestApp } from '../../testing/test-app';
import { deliverStripeEvent, signedStripeEvent } from '../../testing/stripe-events';
import type { SignedEvent } from '../../testing/stripe-events';
import type { TestApp } from '../../testing/test-app';
import type { PaidPayment } from './payment-outcome';
import { countOutcomes, createTestSignup, invoicePaymentOf } from './invoice-test-kit';
import type { TestSignup } from './invoice-test-kit';

const SECRET_KEY = 'sk_test_51SPx2aLkdIwHu7ixInvoiceRouteKey';
const WEBHOOK_SECRET = 'whsec_4a9e2c1d9a8f4e3b6c5d4e3f2a1b0c9d';

let api: FakeStripeApi;
let t: TestApp;
let told: PaidPayment[];
let made = 0;
/** Our metadata of each invoice the stand-in made, by its id. */
const metadataOf = new Map<string, Record<string, string>>();

function metadataIn(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

function invoiceBody(id: string, status: 'draft' | 'open' | 'paid') {
  const fixture = stripeFixture(status === 'paid' ? 'invoice-paid' : 'invoice-open').body;
  return {
    ...fixture,
    id,
    status,
    metadata: metadataOf.get(id) ?? {},
    hosted_invoice_url: status === 'draft' ? null : `https://invoice.stripe.com/i/${id}`,
  };
}

function answer(request: SeenRequest) {
  const { method, path, form } = request;
  if (method === 'POST' && path === '/v1/customers') return stripeFixture('customer');
  if (method === 'POST' && path === '/v1/invoices') {
    made += 1;
    const id = `in_test_route${made}`;
    metadataOf.set(id, metadataIn(form));
    return { status: 200, body: invoiceBody(id, 'draft') };
  }
  if (method === 'POST' && path === '/v1/invoiceitems') {
    return { status: 200, body: { id: `ii_test${made}`, object: 'invoiceitem' } };
  }
  const finalize = /^\/v1\/invoices\/([^/]+)\/finalize$/.exec(path);
  if (method === 'POST' && finalize)
    return { status: 200, body: invoiceBody(finalize[1]!, 'open') };
  const retrieve = /^\/v1\/invoices\/([^/]+)$/.exec(path);
  if (method === 'GET' && retrieve) return { status: 200, body: invoiceBody(retrieve[1]!, 'paid') };
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    made += 1;
    return {
      status: 200,
      body: {
        ...stripeFixture('checkout-session-open').body,
        id: `cs_test_sub${made}`,
        mode: 'subscription',
        url: `https://checkout.stripe.com/c/pay/cs_test_sub${made}`,
        metadata: metadataIn(form),
      },
    };
  }
  const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (method === 'POST' && subscription) {
    return {
      status: 200,
      body: { id: subscription[1], object: 'subscription', cancel_at_period_end: true },
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
  told = countOutcomes(t);
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

const signedEvent = (id: string, type: string, object: Record<string, unknown>) =>
  signedStripeEvent(WEBHOOK_SECRET, id, type, object);
const deliver = (event: SignedEvent) => deliverStripeEvent(t, event);

const payments = () => t.app.services.payments;

/** A Plan signup sent to its Stripe invoice's page: our invoice and Stripe's id. */
async function planAtStripe(): Promise<{ signup: TestSignup; invoiceId: string; ref: string }> {
  const signup = await createTestSignup(t, 'plan');
  const started = await payments().startPayment(invoicePaymentOf(signup, undefined));
  expect(started.status).toBe('redirect');
  const [invoice] = await payments().listInvoices({ signupId: signup.signupId });
  expect(invoice).toMatchObject({ status: 'open', gateway: 'stripe' });
  expect(started).toEqual({ status: 'redirect', url: invoice!.hostedUrl });
  return { signup, invoiceId: invoice!.id, ref: invoice!.gatewayRef! };
}

async function expectPaidOnce(signup: TestSignup, invoiceId: string) {
  const rows = await t.database.db.select().from(charges).where(eq(charges.invoiceId, invoiceId));
  expect(rows).toEqual([
    expect.objectContaining({ status: 'succeeded', gatewayRef: 'pi_3TLxAd2Rb3Sc4T0Inv0001' }),
  ]);
  const changes = await t.database.db
    .select()
    .from(invoiceStatusChanges)
    .where(eq(invoiceStatusChanges.invoiceId, invoiceId));
  expect(changes.filter((row) => row.toStatus === 'paid')).toHaveLength(1);
  expect(told.filter((payment) => payment.reference === signup.signupId)).toEqual([
    expect.objectContaining({ invoiceId, amountCents: 250000 }),
  ]);
  expect(await payments().getInvoice(invoiceId)).toMatchObject({ status: 'paid' });
}

describe('The Plan as a Stripe invoice', () => {
  it('creates, sends and finalizes the invoice, and a retry returns to its page', async () => {
    const before = api.requests.length;
    const { signup, ref } = await planAtStripe();
    const calls = api.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/invoices',
      'POST /v1/invoiceitems',
      `POST /v1/invoices/${ref}/finalize`,
    ]);
    expect(calls[1]!.form).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
      'metadata[signupId]': signup.signupId,
    });
    expect(calls[2]!.form).toMatchObject({ invoice: ref, amount: '250000' });
    const again = await payments().startPayment(invoicePaymentOf(signup, undefined));
    expect(again).toEqual({ status: 'redirect', url: `https://invoice.stripe.com/i/${ref}` });
    expect(api.requests.length).toBe(before + 4);
  });

  it('pays the invoice once when invoice.paid is delivered 10 times', async () => {
    const { signup, invoiceId, ref } = await planAtStripe();
    const event = signedEvent('evt_invoice_paid_serial', 'invoice.paid', invoiceBody(ref, 'paid'));
    for (let i = 0; i < 10; i += 1) {
      const response = await deliver(event);
      expect(response.statusCode, response.body).toBe(200);
    }
    await expectPaidOnce(signup, invoiceId);
  });

  it('pays the invoice once when invoice.paid arrives 10 times at once', async () => {
    const { signup, invoiceId, ref } = await planAtStripe();
    const event = signedEvent('evt_invoice_paid_burst', 'invoice.paid', invoiceBody(ref, 'paid'));
    const other = signedEvent('evt_invoice_paid_burst2', 'invoice.paid', invoiceBody(ref, 'paid'));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deliver(i % 2 === 0 ? event : other)),
    );
    // A delivery racing another may fail and be delivered again by Stripe; none pays twice.
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    await deliver(event);
    await expectPaidOnce(signup, invoiceId);
  });

  it('voids or writes off the invoice as Stripe says', async () => {
    const voided = await planAtStripe();
    const body = { ...invoiceBody(voided.ref, 'open'), status: 'void' };
    expect((await deliver(signedEvent('evt_voided', 'invoice.voided', body))).statusCode).toBe(200);
    expect(await payments().getInvoice(voided.invoiceId)).toMatchObject({ status: 'void' });

    const unpaid = await planAtStripe();
    const written = { ...invoiceBody(unpaid.ref, 'open'), status: 'uncollectible' };
    const event = signedEvent('evt_uncollectible', 'invoice.marked_uncollectible', written);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await payments().getInvoice(unpaid.invoiceId)).toMatchObject({
      status: 'uncollectible',
    });
    const failed = signedEvent(
      'evt_failed',
      'invoice.payment_failed',
      invoiceBody(unpaid.ref, 'open'),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
  });
});

describe('The Ongoing as a Stripe subscription', () => {
  it('bills every 3 months, records each quarter, tells the first only, and stops', async () => {
    const signup = await createTestSignup(t, 'ongoing');
    const before = api.requests.length;
    const started = await payments().startPayment(invoicePaymentOf(signup, undefined));
    expect(started).toMatchObject({ status: 'redirect' });
    const [session] = api.requests.slice(before);
    expect(session!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': String(signup.priceCents * 3),
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '3',
      'subscription_data[metadata][signupId]': signup.signupId,
    });

    const subscriptionRef = `sub_test_${signup.signupId.slice(0, 8)}`;
    const completed = signedEvent('evt_sub_checkout', 'checkout.session.completed', {
      ...stripeFixture('checkout-session-complete-paid').body,
      mode: 'subscription',
      subscription: subscriptionRef,
      metadata: metadataIn(session!.form),
      client_reference_id: null,
    });
    expect((await deliver(completed)).statusCode).toBe(200);
    const [kept] = await t.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.signupId, signup.signupId));
    expect(kept).toMatchObject({ gatewayRef: subscriptionRef, cancelledAt: null });

    const quarter = (id: string, start: number) => {
      const body = stripeFixture('invoice-subscription-paid').body;
      const lines = body.lines as { data: Record<string, unknown>[] };
      return {
        ...body,
        id,
        amount_paid: signup.priceCents * 3,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            subscription: subscriptionRef,
            metadata: metadataIn(session!.form),
          },
        },
        lines: { ...lines, data: [{ ...lines.data[0], period: { start, end: start + 7776000 } }] },
      };
    };
    const first = quarter(`in_q1_${signup.signupId.slice(0, 8)}`, 1796000000);
    const second = quarter(`in_q2_${signup.signupId.slice(0, 8)}`, 1803776000);
    expect((await deliver(signedEvent('evt_q1', 'invoice.paid', first))).statusCode).toBe(200);
    expect((await deliver(signedEvent('evt_q2', 'invoice.paid', second))).statusCode).toBe(200);
    const rows = await payments().listInvoices({ signupId: signup.signupId });
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([
      ['paid', signup.priceCents * 3],
      ['paid', signup.priceCents * 3],
    ]);
    expect(rows.every((row) => row.periodStart && row.periodEnd)).toBe(true);
    expect(told.filter((payment) => payment.reference === signup.signupId)).toEqual([
      expect.objectContaining({ invoiceId: rows[1]!.id }),
    ]);

    expect(
      await payments().issueRecurringInvoice({
        signupId: signup.signupId,
        engagementId: randomUUID(),
        clientId: signup.client.user.id,
        advisorId: signup.advisorId,
        amountCents: 1,
        description: 'x',
        periodStart: '2027-06-01',
        periodEnd: '2027-08-31',
      }),
    ).toBeNull();
    const beforeCancel = api.requests.length;
    await payments().cancelRecurring(signup.signupId, { actorId: null, reason: 'Client left' });
    expect(api.requests.slice(beforeCancel)).toEqual([
      expect.objectContaining({
        path: `/v1/subscriptions/${subscriptionRef}`,
        form: { cancel_at_period_end: 'true' },
      }),
    ]);
    const ended = signedEvent('evt_sub_deleted', 'customer.subscription.deleted', {
      id: subscriptionRef,
      object: 'subscription',
      metadata: metadataIn(session!.form),
    });
    expect((await deliver(ended)).statusCode).toBe(200);
  });
});
