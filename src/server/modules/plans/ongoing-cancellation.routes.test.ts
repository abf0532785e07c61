// Cancelling The Ongoing keeps the quarter already paid (ADR 0067): the engagement runs, with its
// check-ins, until the last day of that quarter; no check-in is booked after it; then the sweep
// (once, however many workers run it) ends it, and only then are meetings refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES } from '../../../shared/contracts/engagements';
import { engagementSummarySchema, myPlansSchema } from '../../../shared/contracts/plan-signups';
import { addDays } from '../../../shared/domain/engagement-dates';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { engagements } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, openSlots } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { clientInEngagement, engagementCalls } from './engagements-test-kit';

const START = '2027-03-01T15:00:00Z';
const clock = createTestClock(START);
const SLUG = 'kevin-brooks';
let t: TestApp;
let advisorId: string;
let calls: ReturnType<typeof engagementCalls>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisorId = (await advisorCaller(t, SLUG)).advisorId;
  calls = engagementCalls(t.app);
});
afterAll(async () => {
  await t.close();
});

const cancel = (caller: Caller, engagementId: string) =>
  t.app.inject({
    method: 'POST',
    url: PLANS_API.engagementCancel(engagementId),
    headers: caller.headers,
    payload: { reason: 'Moving abroad' },
  });

const rowOf = async (id: string) =>
  (await t.database.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;

describe('a cancelled Ongoing', () => {
  it('runs to the end of the paid quarter, check-ins included, then the sweep ends it', async () => {
    clock.set(START);
    const { client, engagement } = await clientInEngagement(t, advisorId, 'ongoing', clock.now());
    // The paid quarter's last day is ten days away: open times fall before and after it.
    const nextInvoiceOn = '2027-03-12';
    const lastDay = addDays(nextInvoiceOn, -1);
    await t.database.db
      .update(engagements)
      .set({ nextInvoiceOn })
      .where(eq(engagements.id, engagement.id));

    const answer = await cancel(client, engagement.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = engagementSummarySchema.parse(answer.json());
    expect(summary).toMatchObject({ status: 'active', endsOn: lastDay, nextInvoiceOn: null });
    expect(summary.cancelledAt).toBe(clock.now().toISOString());
    // Cancelled once: a second cancellation is refused.
    expect((await cancel(client, engagement.id)).statusCode).toBe(409);

    // The portal and the account still show it running, ending on its last day.
    const view = await calls.viewOk(client, engagement.id);
    expect(view).toMatchObject({ status: 'active', endsOn: lastDay });
    expect(view.booking).toEqual({ open: true, reason: null });
    const mine = myPlansSchema.parse(
      (await t.app.inject({ method: 'GET', url: PLANS_API.mine, headers: client.headers })).json(),
    );
    expect(mine.engagements.find((row) => row.id === engagement.id)).toMatchObject({
      status: 'active',
      endsOn: lastDay,
    });

    // A check-in after the last day is refused; one before it is booked.
    const slots = await openSlots(t.app, SLUG, 21);
    const after = slots.find((slot) => slot.start.slice(0, 10) > lastDay)!;
    const before = slots.find((slot) => slot.start.slice(0, 10) <= lastDay)!;
    const late = await calls.book(client, engagement.id, after.start);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ENGAGEMENT_MESSAGES.afterLastDay);
    const booked = await calls.book(client, engagement.id, before.start);
    expect(booked.statusCode, booked.body).toBe(201);

    // On its last day the sweep leaves it running.
    const billing = t.app.services.ongoingBilling;
    clock.set(`${lastDay}T23:00:00Z`);
    await billing.endCancelledOngoing();
    expect((await rowOf(engagement.id)).status).toBe('active');

    // The day after, two workers end it once, and no more meetings can be booked.
    clock.set(`${nextInvoiceOn}T01:00:00Z`);
    const ended = await Promise.all([billing.endCancelledOngoing(), billing.endCancelledOngoing()]);
    expect(ended.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await rowOf(engagement.id)).toMatchObject({ status: 'cancelled', endsOn: lastDay });
    const closed = await calls.viewOk(client, engagement.id);
    expect(closed.booking).toEqual({ open: false, reason: ENGAGEMENT_MESSAGES.ended });
  });

  it('leaves a running Ongoing that nobody cancelled alone', async () => {
    clock.set(START);
    const { engagement } = await clientInEngagement(t, advisorId, 'ongoing', clock.now());
    clock.set('2028-06-01T12:00:00Z');
    await t.app.services.ongoingBilling.endCancelledOngoing();
    expect((await rowOf(engagement.id)).status).toBe('active');
    clock.set(START);
  });
});
