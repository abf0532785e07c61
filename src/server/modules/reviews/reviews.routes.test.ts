// Leaving a review over HTTP: only the client of a meeting that took place reviews it, once
// (however many arrive at once), and the advisor's summary follows the visible reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { managedReviewSchema, reviewInvitationSchema } from '../../../shared/contracts/reviews';
import type { NewReview } from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { events } from '../../db/schema/booking';
import { reviews } from '../../db/schema/reviews';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { REVIEW_MESSAGES } from './reviews.service';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import { reviewsTestKit, SLUG } from './reviews-test-kit';

const kit = reviewsTestKit();
const { bookedMeeting, after, review, post, summaryInSql } = kit;
let t: TestApp;
let advisorId: string;

beforeAll(async () => {
  ({ t, advisorId } = await kit.start());
});
afterAll(async () => {
  await t.close();
});

function invitation(caller: Caller, consumerId: string, eventId?: string, advisor = advisorId) {
  return t.app.inject({
    method: 'GET',
    url: REVIEW_API.invitation(advisor, consumerId, eventId),
    headers: caller.headers,
  });
}

describe('GET api/reviews/invitation/{advisorId}/{consumerId}/{eventId?}', () => {
  it('offers the client their started, unreviewed meetings and names the linked one', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Casey Morgan' });
    const first = await bookedMeeting(client);
    const second = await bookedMeeting(client);

    const early = reviewInvitationSchema.parse(
      (await invitation(client, client.user.id, first.eventId)).json(),
    );
    expect(early).toMatchObject({ meetings: [], eventId: null, existing: null });
    expect(early.advisor).toMatchObject({ id: advisorId, slug: SLUG, name: 'Thomas Nguyen' });

    after(second.start);
    const answer = await invitation(client, client.user.id, first.eventId);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = reviewInvitationSchema.parse(answer.json());
    expect(body.meetings.map((meeting) => meeting.eventId)).toEqual([
      second.eventId,
      first.eventId,
    ]);
    expect(body.eventId).toBe(first.eventId);

    expect((await post(client, review(first.eventId))).statusCode).toBe(201);
    const reviewed = reviewInvitationSchema.parse(
      (await invitation(client, client.user.id, first.eventId)).json(),
    );
    expect(reviewed.meetings.map((meeting) => meeting.eventId)).toEqual([second.eventId]);
    expect(reviewed.eventId).toBeNull();
    expect(reviewed.existing).toMatchObject({ eventId: first.eventId, rating: 4 });
  });

  it('answers 404 to everyone but the client named, admins included', async () => {
    const client = await signedInCaller(t);
    const { eventId, start } = await bookedMeeting(client);
    after(start);
    for (const roles of [['Consumer'], ['Advisor'], ['Admin']] as const) {
      const other = await signedInCaller(t, [...roles]);
      expect((await invitation(other, client.user.id, eventId)).statusCode).toBe(404);
    }
    const unknown = await invitation(client, client.user.id, eventId, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'noMatchingAdvisor' });
  });
});

describe('POST api/reviews', () => {
  it('lets only the client review, only after the start, and only once', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Jordan  Lee Avery' });
    const { eventId, start } = await bookedMeeting(client);

    const early = await post(client, review(eventId));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: REVIEW_MESSAGES.notStarted });

    after(start);
    const stranger = await signedInCaller(t);
    expect((await post(stranger, review(eventId))).statusCode).toBe(404);
    const wrongAdvisor = await post(client, review(eventId, { advisorId: crypto.randomUUID() }));
    expect(wrongAdvisor.statusCode).toBe(404);

    const created = await post(client, review(eventId));
    expect(created.statusCode, created.body).toBe(201);
    expect(managedReviewSchema.parse(created.json())).toMatchObject({
      reviewerName: 'Jordan A.',
      eventId,
      rating: 4,
      response: null,
      hiddenAt: null,
    });

    const again = await post(client, review(eventId, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REVIEW_MESSAGES.alreadyReviewed });
  });

  it('accepts exactly one of 10 reviews of one meeting sent at once', async () => {
    const client = await signedInCaller(t);
    const { eventId, start } = await bookedMeeting(client);
    after(start);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(client, review(eventId, { rating: 1 + (index % 5) })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const stored = await t.database.db.select().from(reviews).where(eq(reviews.eventId, eventId));
    expect(stored).toHaveLength(1);
    const { stored: summary, computed } = await summaryInSql(advisorId);
    expect(summary.count).toBe(computed.count);
  });

  it('keeps the summary right when reviews of different meetings arrive at once', async () => {
    const booked: { client: Caller; eventId: string; start: Date }[] = [];
    for (let index = 0; index < 5; index += 1) {
      const client = await signedInCaller(t);
      booked.push({ client, ...(await bookedMeeting(client)) });
    }
    after(booked[booked.length - 1]!.start);
    const answers = await Promise.all(
      booked.map(({ client, eventId }, index) =>
        post(client, review(eventId, { rating: 1 + index })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const { stored, computed } = await summaryInSql(advisorId);
    expect(stored.count).toBe(computed.count);
    expect(stored.average).toBeCloseTo(computed.average, 5);
  });

  it('refuses meetings that did not take place', async () => {
    const client = await signedInCaller(t);
    const { eventId, start } = await bookedMeeting(client);
    await t.database.db.update(events).set({ status: 'Canceled' }).where(eq(events.id, eventId));
    after(start);
    const answer = await post(client, review(eventId));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: REVIEW_MESSAGES.notHeld });
  });

  it('answers bad input with 400 and a message by each field', async () => {
    const client = await signedInCaller(t);
    const { eventId, start } = await bookedMeeting(client);
    after(start);
    const cases: [Partial<NewReview> | Record<string, unknown>, string][] = [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { title: 'x'.repeat(LIMITS.reviewTitle.max + 1) },
      { body: 'Too short' },
      { body: 'x'.repeat(LIMITS.reviewBody.max + 1) },
      { eventId: 'not-a-meeting' },
    ].map((override) => [override, Object.keys(override)[0]!]);
    for (const [override, field] of cases) {
      const answer = await post(client, { ...review(eventId), ...override });
      expect(answer.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors)).toEqual([field]);
    }
    const missing = await post(client, { advisorId, eventId });
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(['body', 'rating', 'title']);
    expect(await t.database.db.select().from(reviews).where(eq(reviews.eventId, eventId))).toEqual(
      [],
    );
  });

  it('keeps the advisor’s average and count equal to the visible reviews', async () => {
    const before = await summaryInSql(advisorId);
    const client = await signedInCaller(t);
    const { eventId, start } = await bookedMeeting(client);
    after(start);
    expect((await post(client, review(eventId, { rating: 1 }))).statusCode).toBe(201);
    const { stored, computed } = await summaryInSql(advisorId);
    expect(stored.count).toBe(before.stored.count + 1);
    expect(stored.count).toBe(computed.count);
    expect(stored.average).toBeCloseTo(computed.average, 5);
    expect(stored.average).toBeLessThan(before.stored.average);
  });
});
