// Paying for a signup and what follows (docs/product.md#signups): the sandbox card starts the
// engagement with its dates and emails, a payment reported twice starts one engagement, an
// unpaid hold lapses and frees its place, The Ongoing is invoiced each quarter once however many
// workers run the job, and its client (not another) cancels it to the end of the paid quarter.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUP_MESSAGES,
  engagementSummarySchema,
  myPlansSchema,
  signupPayResultSchema,
  signupSchema,
} from '../../../shared/contracts/plan-signups';
import type { Signup } from '../../../shared/contracts/plan-signups';
import { advisorEngagementsSchema, engagementSchema } from '../../../shared/contracts/engagements';
import { addDays, addMonths, addWeeks, isoDateOf } from '../../../shared/domain/engagement-dates';
import type { ErrorBody } from '../../../shared/errors';
import { ENGAGEMENT_API } from '../../../shared/routes/engagements-api';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { emails } from '../../db/schema/notifications';
import { invoices } from '../../db/schema/payments';
import { engagements, signups } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import {
  ONGOING_PRICE_CENTS,
  PLAN_PRICE_CENTS,
  advisorWithOfferings,
  payForSignup,
  setFlag,
  signUp,
  signedInCaller,
  signupForm,
} from './signups-test-kit';
import type { Caller } from './signups-test-kit';

const MINUTE_MS = 60_000;
const clock = createTestClock('2027-03-10T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await setFlag(t, 'TheOngoing', true);
});
afterAll(async () => {
  await t.close();
});

async function signedUp(client: Caller, offeringId: string): Promise<Signup> {
  const answer = await signUp(t.app, client, signupForm(offeringId));
  expect(answer.statusCode, answer.body).toBe(201);
  return signupSchema.parse(answer.json());
}

async function paid(client: Caller, signup: Signup) {
  const answer = await payForSignup(t.app, client, signup.id);
  expect(answer.statusCode, answer.body).toBe(200);
  const result = signupPayResultSchema.parse(answer.json());
  if (result.status !== 'paid') throw new Error('The sandbox answered a redirect.');
  return result;
}

const engagementsOf = (signupId: string) =>
  t.database.db.select().from(engagements).where(eq(engagements.signupId, signupId));

const mailsTo = (address: string, template: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, template)));

const invoicesOf = (signupId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.signupId, signupId));

describe('paying for a signup', () => {
  it('starts The Plan with its weeks and meetings, and tells the client and the advisor', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const signup = await signedUp(client, advisor.planId);
    const result = await paid(client, signup);
    const [engagement] = await engagementsOf(signup.id);
    const today = isoDateOf(clock.now());
    expect(engagement).toMatchObject({
      id: result.engagementId,
      kind: 'plan',
      status: 'active',
      startsOn: today,
      endsOn: addWeeks(today, 8),
      meetingsIncluded: 4,
      clientId: client.user.id,
    });
    const [row] = await t.database.db.select().from(signups).where(eq(signups.id, signup.id));
    expect(row!.state).toBe('paid');
    expect(row!.followUpStatus).toBe('WelcomeEmailSent');
    expect(await mailsTo(client.user.email, 'signup-confirmed')).toHaveLength(1);
    expect(await mailsTo(client.user.email, 'plan-welcome')).toHaveLength(1);
    expect(await mailsTo(advisor.user.email, 'signup-new-client')).toHaveLength(1);
    const [invoice] = await invoicesOf(signup.id);
    expect(invoice).toMatchObject({ status: 'paid', amountCents: PLAN_PRICE_CENTS });

    // Paying again answers the same engagement and charges nothing more.
    expect((await paid(client, signup)).engagementId).toBe(result.engagementId);
    expect(await invoicesOf(signup.id)).toHaveLength(1);
    const mine = myPlansSchema.parse(
      (await t.app.inject({ method: 'GET', url: PLANS_API.mine, headers: client.headers })).json(),
    );
    expect(mine.engagements.map((each) => each.id)).toEqual([result.engagementId]);
    expect(mine.signups).toEqual([]);
  });

  it('lists the paid fee in the portal: with its receipt for the client, without for the advisor', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const signup = await signedUp(client, advisor.planId);
    const { engagementId } = await paid(client, signup);
    const [invoice] = await invoicesOf(signup.id);

    const mine = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.engagement(engagementId),
      headers: client.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(engagementSchema.parse(mine.json()).invoices).toEqual([
      expect.objectContaining({
        id: invoice!.id,
        status: 'paid',
        amountCents: PLAN_PRICE_CENTS,
        receiptChargeId: invoice!.chargeId,
      }),
    ]);

    const side = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.clientEngagements(client.user.id),
      headers: advisor.headers,
    });
    expect(side.statusCode, side.body).toBe(200);
    const [shown] = advisorEngagementsSchema.parse(side.json()).engagements;
    expect(shown!.invoices).toEqual([
      expect.objectContaining({
        id: invoice!.id,
        status: 'paid',
        payUrl: null,
        receiptChargeId: null,
      }),
    ]);
  });

  it('sends no welcome email while ThePlanWelcomeEmail is off', async () => {
    await setFlag(t, 'ThePlanWelcomeEmail', false);
    try {
      const advisor = await advisorWithOfferings(t);
      const client = await signedInCaller(t);
      const signup = await signedUp(client, advisor.planId);
      await paid(client, signup);
      expect(await mailsTo(client.user.email, 'signup-confirmed')).toHaveLength(1);
      expect(await mailsTo(client.user.email, 'plan-welcome')).toHaveLength(0);
    } finally {
      await setFlag(t, 'ThePlanWelcomeEmail', true);
    }
  });

  it('starts one engagement however often the payment is reported', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const signup = await signedUp(client, advisor.planId);
    const report = {
      reference: signup.id,
      sessionId: `session-${signup.id}`,
      gatewayRef: `pi_${signup.id}`,
      amountCents: PLAN_PRICE_CENTS,
      currency: 'usd',
    };
    const { outcomes } = t.app.services.signups;
    await Promise.all([1, 2, 3].map(() => outcomes.paid(report, 'webhook')));
    await outcomes.paid(report, 'return');
    expect(await engagementsOf(signup.id)).toHaveLength(1);
    expect(await mailsTo(client.user.email, 'signup-confirmed')).toHaveLength(1);
    // Another amount does not pay for it.
    const other = await signedUp(await signedInCaller(t), advisor.planId);
    const rejected = await outcomes.paid(
      { ...report, reference: other.id, amountCents: 1 },
      'webhook',
    );
    expect(rejected).toEqual({ rejected: expect.stringContaining(other.id) as string });
    expect(await engagementsOf(other.id)).toHaveLength(0);
  });

  it('frees a lapsed hold through the job, and takes it again on paying while a place is free', async () => {
    const advisor = await advisorWithOfferings(t, 1);
    const [first, second] = [await signedInCaller(t), await signedInCaller(t)];
    const lapsing = await signedUp(first, advisor.ongoingId);
    const full = await signUp(t.app, second, signupForm(advisor.ongoingId));
    expect(full.json<ErrorBody>().message).toBe(SIGNUP_MESSAGES.full);

    clock.advance(31 * MINUTE_MS);
    expect(await t.app.services.ongoingBilling.expireLapsedSignups()).toBeGreaterThanOrEqual(1);
    const [expired] = await t.database.db.select().from(signups).where(eq(signups.id, lapsing.id));
    expect(expired!.state).toBe('expired');
    const closed = await payForSignup(t.app, first, lapsing.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorBody>().message).toBe(SIGNUP_MESSAGES.notPayable);

    const taken = await signedUp(second, advisor.ongoingId);
    expect((await paid(second, taken)).engagementId).toBeTruthy();
  });
});

describe('The Ongoing', () => {
  it('is billed each quarter once, by however many workers, until its client cancels', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const signup = await signedUp(client, advisor.ongoingId);
    expect(signup.firstPaymentCents).toBe(ONGOING_PRICE_CENTS * 3);
    const { engagementId } = await paid(client, signup);
    const start = isoDateOf(clock.now());
    const [engagement] = await engagementsOf(signup.id);
    expect(engagement).toMatchObject({
      kind: 'ongoing',
      startsOn: start,
      endsOn: null,
      nextInvoiceOn: addMonths(start, 3),
      checkupDueOn: addMonths(start, 12),
    });
    expect(await invoicesOf(signup.id)).toHaveLength(1);

    // Nothing is due before the quarter ends; on its day, two workers bill it once.
    const billing = t.app.services.ongoingBilling;
    await billing.issueDueOngoingInvoices();
    expect(await invoicesOf(signup.id)).toHaveLength(1);
    clock.set(`${addMonths(start, 3)}T12:00:00Z`);
    await Promise.all([billing.issueDueOngoingInvoices(), billing.issueDueOngoingInvoices()]);
    const billed = await invoicesOf(signup.id);
    expect(billed).toHaveLength(2);
    const second = billed.find((invoice) => invoice.periodStart === addMonths(start, 3));
    expect(second).toMatchObject({
      amountCents: ONGOING_PRICE_CENTS * 3,
      periodEnd: addDays(addMonths(start, 6), -1),
    });
    const [moved] = await engagementsOf(signup.id);
    expect(moved!.nextInvoiceOn).toBe(addMonths(start, 6));

    // Another client cannot cancel it; its own client can, once.
    const cancel = (caller: Caller) =>
      t.app.inject({
        method: 'POST',
        url: PLANS_API.engagementCancel(engagementId),
        headers: caller.headers,
        payload: { reason: 'Moving abroad' },
      });
    expect((await cancel(await signedInCaller(t))).statusCode).toBe(404);
    const cancelled = await cancel(client);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // It runs to the end of the quarter paid for (ADR 0067).
    expect(engagementSummarySchema.parse(cancelled.json())).toMatchObject({
      status: 'active',
      endsOn: addDays(addMonths(start, 6), -1),
      nextInvoiceOn: null,
    });
    expect((await cancel(client)).statusCode).toBe(409);
    expect(await mailsTo(client.user.email, 'ongoing-cancelled')).toHaveLength(1);

    // No invoice follows the cancellation.
    clock.set(`${addMonths(start, 6)}T12:00:00Z`);
    await billing.issueDueOngoingInvoices();
    expect(await invoicesOf(signup.id)).toHaveLength(2);
    clock.set('2027-03-10T15:00:00Z');
  });
});
