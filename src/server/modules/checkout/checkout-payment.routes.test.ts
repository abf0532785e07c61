// Paying for a held time with the sandbox gateway: the intake form first, a declined card keeps
// the hold, a retried attempt never charges twice, and success makes an Active meeting with a
// video link, a ledger entry and confirmation emails with a calendar file to both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSchema, meetingSchema, payResultSchema } from '../../../shared/contracts/booking';
import { DECLINE_MESSAGES } from '../../../shared/domain/cards';
import { SLOT_HOLD_MINUTES } from '../../../shared/domain/availability';

import { advisorTimeClaims, eventStatusChanges, events } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import { charges } from '../../db/schema/payments';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import {
  DECLINED_CARD,
  INTAKE,
  advisorCaller,
  bookMeeting,
  hold,
  openSlots,
  pay,
  signedInCaller,
} from '../../testing/test-booking';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';

const clock = createTestClock('2027-02-01T15:00:00Z');
let t: TestApp;
let advisor: Awaited<ReturnType<typeof advisorCaller>>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, 'grace-park');
});
afterAll(async () => {
  await t.close();
});

async function heldCheckout(slotIndex: number) {
  const client = await signedInCaller(t, ['Consumer'], { fullName: 'Robin Client' });
  const slots = await openSlots(t.app, 'grace-park');
  const held = await hold(t.app, client, 'grace-park', slots[slotIndex]!.start);
  expect(held.statusCode, held.body).toBe(201);
  return { client, checkout: checkoutSchema.parse(held.json()) };
}

const putIntake = (headers: Record<string, string>, id: string, payload: object = INTAKE) =>
  t.app.inject({ method: 'PUT', url: BOOKING_API.holdIntake(id), headers, payload });

describe('paying for a held time with the sandbox', () => {
  it('asks for the intake form before payment and keeps its answers', async () => {
    const { client, checkout } = await heldCheckout(0);
    const early = await pay(t.app, client, checkout.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(BOOKING_MESSAGES.intakeFirst);
    const bad = await putIntake(client.headers, checkout.id, {
      ...INTAKE,
      topics: [],
      questions: 'hm',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['questions', 'topics']);
    const saved = await putIntake(client.headers, checkout.id);
    expect(saved.statusCode).toBe(200);
    expect(checkoutSchema.parse(saved.json()).intake).toMatchObject({ topics: INTAKE.topics });
  });

  it('says why a card is declined, keeps the hold and takes a second card', async () => {
    const { client, checkout } = await heldCheckout(1);
    await putIntake(client.headers, checkout.id);
    const declined = await pay(t.app, client, checkout.id, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'paymentDeclined',
      message: DECLINE_MESSAGES.card_declined,
    });
    // Still held: another client cannot take it.
    const other = await signedInCaller(t);
    expect((await hold(t.app, other, 'grace-park', checkout.start)).statusCode).toBe(409);
    const paid = await pay(t.app, client, checkout.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(payResultSchema.parse(paid.json()).status).toBe('paid');
    const rows = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutId, checkout.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('rejects a malformed card before any gateway call', async () => {
    const { client, checkout } = await heldCheckout(2);
    await putIntake(client.headers, checkout.id);
    const answer = await pay(t.app, client, checkout.id, {
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      name: 'A',
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fieldErrors).sort()).toEqual([
      'card.cvc',
      'card.expiry',
      'card.name',
      'card.number',
    ]);
    const missingKey = await t.app.inject({
      method: 'POST',
      url: BOOKING_API.holdPay(checkout.id),
      headers: client.headers,
      payload: { card: {} },
    });
    expect(missingKey.statusCode).toBe(400);
  });

  it('books the meeting once however often the same attempt is sent', async () => {
    const { client, checkout } = await heldCheckout(3);
    await putIntake(client.headers, checkout.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(t.app, client, checkout.id, undefined, 'same-attempt-key'),
      ),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    // A parallel copy of the attempt is told to wait, never charged a second time.
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
    }
    const eventIds = new Set(
      paid
        .map((answer) => payResultSchema.parse(answer.json()))
        .map((r) => r.status === 'paid' && r.eventId),
    );
    expect(eventIds.size).toBe(1);
    const again = await pay(t.app, client, checkout.id, undefined, 'same-attempt-key');
    expect(payResultSchema.parse(again.json())).toEqual({
      status: 'paid',
      eventId: [...eventIds][0],
    });
    // A new attempt on a paid checkout answers the same meeting and charges nothing.
    const fresh = await pay(t.app, client, checkout.id);
    expect(payResultSchema.parse(fresh.json())).toEqual({
      status: 'paid',
      eventId: [...eventIds][0],
    });
    const rows = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutId, checkout.id));
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('makes an Active meeting with a video link, the ledger entry, status history and emails', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Jordan Booker' });
    const slots = await openSlots(t.app, 'grace-park');
    const { checkout, eventId } = await bookMeeting(t.app, client, 'grace-park', slots[5]!.start);
    const [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({
      status: 'Active',
      clientId: client.user.id,
      advisorId: advisor.advisorId,
      priceCents: checkout.priceCents,
      meetingProvider: 'jitsi',
      clientTimeZone: 'America/Los_Angeles',
    });
    expect(event!.startsAt.toISOString()).toBe(checkout.start);
    expect(event!.meetingUrl).toMatch(
      /^https:\/\/meet\.jit\.si\/JustFinancialAdvice-[A-Za-z0-9_-]{22}$/,
    );
    const [claim] = await t.database.db
      .select()
      .from(advisorTimeClaims)
      .where(eq(advisorTimeClaims.eventId, eventId));
    expect(claim).toMatchObject({ kind: 'event', expiresAt: null, id: checkout.id });
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.eventId, eventId));
    expect(charge).toMatchObject({
      status: 'succeeded',
      amountCents: checkout.priceCents,
      gateway: 'sandbox',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(charge!.gatewayRef).toMatch(/^sbx_ch_/);
    const [intake] = await t.database.db
      .select()
      .from(intakeResponses)
      .where(eq(intakeResponses.eventId, eventId));
    expect(intake!.answers.questions).toBe(INTAKE.questions);
    const history = await t.database.db
      .select()
      .from(eventStatusChanges)
      .where(eq(eventStatusChanges.eventId, eventId));
    expect(history).toMatchObject([
      { action: 'book', fromStatus: null, toStatus: 'Active', actorId: client.user.id },
    ]);
    // The meeting link is unique to this meeting: it finds this booking's emails.
    const sent = (await t.database.db.select().from(emails)).filter((mail) =>
      mail.textBody.includes(event!.meetingUrl!),
    );
    expect(sent).toHaveLength(2);
    const toClient = sent.find((mail) => mail.toAddress === client.user.email);
    const toAdvisor = sent.find((mail) => mail.toAddress === advisor.user.email);
    expect(toClient?.template).toBe('booking-confirmed-client');
    expect(toClient?.textBody).toContain(event!.meetingUrl);
    expect(toClient?.textBody).toContain('Pacific Standard Time');
    expect(toAdvisor?.textBody).toContain('Jordan Booker');
    for (const mail of [toClient!, toAdvisor!]) {
      const [attachment] = mail.attachments as { contentType: string; base64: string }[];
      const ics = Buffer.from(attachment!.base64, 'base64').toString('utf8');
      expect(ics).toContain(`UID:${eventId}@`);
      expect(ics).toContain('METHOD:REQUEST');
    }
    const view = await t.app.inject({
      method: 'GET',
      url: MEETING_API.event(eventId),
      headers: client.headers,
    });
    expect(meetingSchema.parse(view.json())).toMatchObject({ id: eventId, status: 'Active' });
  });

  it('takes a lapsed hold again when the time is still free, and refuses when it was taken', async () => {
    const { client, checkout } = await heldCheckout(6);
    await putIntake(client.headers, checkout.id);
    clock.advance((SLOT_HOLD_MINUTES + 5) * 60_000);
    // Closed by the expiry job, but the time is still free: paying late works.
    await t.app.services.checkout.expireLapsedCheckouts();
    expect((await pay(t.app, client, checkout.id)).statusCode).toBe(200);

    const late = await heldCheckout(7);
    await putIntake(late.client.headers, late.checkout.id);
    clock.advance((SLOT_HOLD_MINUTES + 5) * 60_000);
    const other = await signedInCaller(t);
    expect((await hold(t.app, other, 'grace-park', late.checkout.start)).statusCode).toBe(201);
    const refused = await pay(t.app, late.client, late.checkout.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('holdExpired');
    const rows = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.checkoutId, late.checkout.id));
    expect(rows).toEqual([]);
  });
});
