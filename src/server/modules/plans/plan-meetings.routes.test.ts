// Booking the meetings an engagement includes over HTTP: no payment, an event of price 0 linked
// to the engagement, a fifth Plan meeting refused, one check-in ahead at a time, an ended
// engagement closed, another client's engagement not found, and of two plan clients asking for one
// time at once exactly one gets it (run on PostgreSQL too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookedIncludedMeetingSchema } from '../../../shared/contracts/engagements';
import { ENGAGEMENT_MESSAGES } from '../../../shared/contracts/engagements';
import { SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';
import { PLAN_MEETINGS_MAX } from '../../../shared/constants';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { advisorTimeClaims, events } from '../../db/schema/booking';
import { emails } from '../../db/schema/notifications';
import { charges } from '../../db/schema/payments';
import { engagementMeetings, engagements } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { clientInEngagement, engagementCalls } from './engagements-test-kit';

const clock = createTestClock('2027-03-01T15:00:00Z');
const SLUG = 'kevin-brooks';
let t: TestApp;
let advisor: Caller & { advisorId: string };
let calls: ReturnType<typeof engagementCalls>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, SLUG);
  calls = engagementCalls(t.app);
});
afterAll(async () => {
  await t.close();
});

/** Open times that do not overlap one another (open times start every half hour). */
async function separateSlots(days: number) {
  const slots = await openSlots(t.app, SLUG, days);
  return slots.filter(
    (slot, index) =>
      index === 0 || Date.parse(slot.start) >= Date.parse(slots[index - 1]!.start) + 2 * 3_600_000,
  );
}

const planClient = (kind: 'plan' | 'ongoing' = 'plan') =>
  clientInEngagement(t, advisor.advisorId, kind, clock.now());

describe('booking an included meeting', () => {
  it('books a Plan meeting without paying: an event of price 0, linked, claimed, emailed', async () => {
    const { client, engagement } = await planClient();
    const [slot] = await openSlots(t.app, SLUG, 21);
    const answer = await calls.book(client, engagement.id, slot!.start);
    expect(answer.statusCode, answer.body).toBe(201);
    const { eventId } = bookedIncludedMeetingSchema.parse(answer.json());

    const [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({ priceCents: 0, clientId: client.user.id, status: 'Active' });
    expect(event!.meetingUrl).toBeTruthy();
    const links = await t.database.db
      .select()
      .from(engagementMeetings)
      .where(eq(engagementMeetings.eventId, eventId));
    expect(links).toEqual([expect.objectContaining({ engagementId: engagement.id })]);
    const claims = await t.database.db
      .select()
      .from(advisorTimeClaims)
      .where(eq(advisorTimeClaims.eventId, eventId));
    expect(claims).toHaveLength(1);
    expect(await t.database.db.select().from(charges).where(eq(charges.eventId, eventId))).toEqual(
      [],
    );
    const mail = await t.database.db
      .select()
      .from(emails)
      .where(
        and(
          eq(emails.toAddress, client.user.email),
          eq(emails.template, 'booking-confirmed-client'),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain('nothing more to pay');

    // The meeting is a meeting like any other: its client opens it (and joins from it).
    const meeting = await t.app.inject({
      method: 'GET',
      url: MEETING_API.event(eventId),
      headers: client.headers,
    });
    expect(meeting.statusCode, meeting.body).toBe(200);

    const view = await calls.viewOk(client, engagement.id);
    expect(view.meetings.map((one) => one.eventId)).toEqual([eventId]);
    expect(view.booking).toEqual({ open: true, reason: null });
    // The time is gone from the advisor's open times.
    const after = await openSlots(t.app, SLUG, 21);
    expect(after.some((open) => open.start === slot!.start)).toBe(false);
  });

  it('refuses a fifth Plan meeting, and says why in the portal', async () => {
    const { client, engagement } = await planClient();
    const slots = await separateSlots(28);
    for (const slot of slots.slice(0, PLAN_MEETINGS_MAX)) {
      const answer = await calls.book(client, engagement.id, slot.start);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const fifth = await calls.book(client, engagement.id, slots[PLAN_MEETINGS_MAX]!.start);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toBe(ENGAGEMENT_MESSAGES.allMeetingsBooked);
    const view = await calls.viewOk(client, engagement.id);
    expect(view.meetings).toHaveLength(PLAN_MEETINGS_MAX);
    expect(view.booking).toEqual({ open: false, reason: ENGAGEMENT_MESSAGES.allMeetingsBooked });
  });

  it('lets an Ongoing client book one check-in ahead at a time', async () => {
    const { client, engagement } = await planClient('ongoing');
    const slots = await separateSlots(28);
    expect((await calls.book(client, engagement.id, slots[0]!.start)).statusCode).toBe(201);
    const second = await calls.book(client, engagement.id, slots[1]!.start);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ENGAGEMENT_MESSAGES.oneCheckInAtATime);
  });

  it('refuses a meeting once the engagement ended or was cancelled', async () => {
    const { client, engagement } = await planClient();
    await t.database.db
      .update(engagements)
      .set({ status: 'cancelled', cancelledAt: clock.now() })
      .where(eq(engagements.id, engagement.id));
    const [slot] = await openSlots(t.app, SLUG, 21);
    const answer = await calls.book(client, engagement.id, slot!.start);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ENGAGEMENT_MESSAGES.ended);

    const past = await planClient();
    await t.database.db
      .update(engagements)
      .set({ endsOn: '2027-02-01' })
      .where(eq(engagements.id, past.engagement.id));
    const late = await calls.book(past.client, past.engagement.id, slot!.start);
    expect(late.statusCode).toBe(409);
  });

  it('answers 404 to another client, and refuses a time that is not open', async () => {
    const { client, engagement } = await planClient();
    const stranger = await signedInCaller(t);
    const [slot] = await openSlots(t.app, SLUG, 21);
    expect((await calls.book(stranger, engagement.id, slot!.start)).statusCode).toBe(404);
    expect((await calls.view(stranger, engagement.id)).statusCode).toBe(404);
    const closed = await calls.book(client, engagement.id, '2027-03-07T03:17:00.000Z');
    expect(closed.statusCode).toBe(409);
  });

  it('gives one time to exactly one of two plan clients asking at once', async () => {
    const first = await planClient();
    const second = await planClient();
    const slots = await openSlots(t.app, SLUG, 28);
    const slot = slots[slots.length - 1]!;
    const answers = await Promise.all([
      calls.book(first.client, first.engagement.id, slot.start),
      calls.book(second.client, second.engagement.id, slot.start),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json().message).toBe(SLOT_TAKEN_MESSAGE);
    const booked = await t.database.db
      .select()
      .from(events)
      .where(
        and(eq(events.advisorId, advisor.advisorId), eq(events.startsAt, new Date(slot.start))),
      );
    expect(booked).toHaveLength(1);
  });
});
