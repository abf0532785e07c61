// Reviews over HTTP: only the client of a meeting that took place reviews it, once (however many
// arrive at once); the advisor's summary follows the visible reviews; the advisor responds; an
// admin hides a review for abuse and it leaves the public profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { advisorProfileSchema, reviewPageSchema } from '../../../shared/contracts/advisors';
import {
  managedReviewListSchema,
  managedReviewSchema,
  reviewInvitationSchema,
} from '../../../shared/contracts/reviews';
import type { NewReview } from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { API } from '../../../shared/routes';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { reviews } from '../../db/schema/reviews';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { REVIEW_MESSAGES } from './reviews.service';
import { MEETING_API } from '../../../shared/meeting-routes';

const BEFORE_MEETINGS = '2027-01-04T12:00:00Z';
const HOUR_MS = 3_600_000;
const SLUG = 'thomas-nguyen';

const clock = createTestClock(BEFORE_MEETINGS);
let t: TestApp;
let advisorId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const [row] = await t.database.db
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.slug, SLUG));
  advisorId = row!.id;
});
afterAll(async () => {
  await t.close();
});

/** A client's paid meeting with the advisor at the next open time; the clock stays before it. */
async function bookedMeeting(client: Caller, slug = SLUG) {
  clock.set(BEFORE_MEETINGS);
  const [slot] = await openSlots(t.app, slug);
  const { eventId } = await bookMeeting(t.app, client, slug, slot!.start);
  return { eventId, start: new Date(slot!.start) };
}

/** Moves the clock past the meeting's start. */
function after(start: Date) {
  clock.set(new Date(start.getTime() + HOUR_MS));
}

function review(eventId: string, overrides: Partial<NewReview> = {}): NewReview {
  return {
    advisorId,
    eventId,
    rating: 4,
    title: 'Clear and patient',
    body: 'Thomas answered every question about our retirement date and the portfolio risk.',
    ...overrides,
  };
}

function post(caller: Caller, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: MEETING_API.reviews,
    headers: caller.headers,
    payload,
  });
}

function invitation(caller: Caller, consumerId: string, eventId?: string, advisor = advisorId) {
  return t.app.inject({
    method: 'GET',
    url: MEETING_API.reviewInvitation(advisor, consumerId, eventId),
    headers: caller.headers,
  });
}

async function summaryInSql(id: string) {
  const [stored] = await t.database.db
    .select({ average: advisors.reviewAverage, count: advisors.reviewCount })
    .from(advisors)
    .where(eq(advisors.id, id));
  const [computed] = await t.database.db
    .select({
      average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.advisorId, id), isNull(reviews.hiddenAt)));
  return { stored: stored!, computed: computed! };
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

describe('responses and hiding', () => {
  let reviewId: string;
  let owner: Caller;

  beforeAll(async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Riley Quinn' });
    const { eventId, start } = await bookedMeeting(client);
    after(start);
    const created = await post(client, review(eventId, { rating: 2, title: 'Rushed' }));
    reviewId = managedReviewSchema.parse(created.json()).id;
    owner = await advisorCaller(t, SLUG);
  });

  it('lists the advisor’s own reviews newest first, and none for another advisor', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: MEETING_API.dashboardReviews,
      headers: owner.headers,
    });
    expect(answer.statusCode).toBe(200);
    const list = managedReviewListSchema.parse(answer.json()).reviews;
    expect(list[0]).toMatchObject({ id: reviewId, reviewerName: 'Riley Q.', title: 'Rushed' });
    const dates = list.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const client = await signedInCaller(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: MEETING_API.dashboardReviews,
      headers: client.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets the advisor respond and edit the response; another advisor cannot', async () => {
    const respond = (caller: Caller, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: MEETING_API.reviewResponse(reviewId),
        headers: caller.headers,
        payload,
      });
    const first = await respond(owner, { title: 'Thank you', body: 'Sorry it felt rushed.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(managedReviewSchema.parse(first.json()).response).toEqual({
      title: 'Thank you',
      body: 'Sorry it felt rushed.',
    });
    const edited = await respond(owner, { title: 'Thank you, Riley', body: 'Let us talk again.' });
    expect(managedReviewSchema.parse(edited.json()).response?.title).toBe('Thank you, Riley');

    const tooLong = await respond(owner, {
      title: 'x'.repeat(LIMITS.reviewResponseTitle.max + 1),
      body: 'Fine.',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fieldErrors)).toEqual(['title']);
    const longest = await respond(owner, {
      title: 'x'.repeat(LIMITS.reviewResponseTitle.max),
      body: 'Fine.',
    });
    expect(longest.statusCode).toBe(200);

    const other = await advisorCaller(t, 'grace-park');
    expect((await respond(other, { title: 'Not mine', body: 'Hello.' })).statusCode).toBe(404);
    const admin = await signedInCaller(t, ['Admin']);
    expect((await respond(admin, { title: 'From the firm', body: 'Noted.' })).statusCode).toBe(200);
  });

  it('lets only an admin hide a review; it leaves the profile and its summary', async () => {
    const profileOf = async () => {
      const [profile, page] = await Promise.all([
        t.app.inject({ method: 'GET', url: API.advisorProfile(SLUG) }),
        t.app.inject({ method: 'GET', url: API.advisorReviews(SLUG) }),
      ]);
      return {
        profile: advisorProfileSchema.parse(profile.json()),
        page: reviewPageSchema.parse(page.json()),
      };
    };
    const before = await profileOf();
    expect(before.page.reviews.map((item) => item.id)).toContain(reviewId);

    const hide = (caller: Caller, payload: object) =>
      t.app.inject({
        method: 'DELETE',
        url: MEETING_API.adminReview(reviewId),
        headers: caller.headers,
        payload,
      });
    expect((await hide(owner, { reason: 'I do not like it' })).statusCode).toBe(403);
    const admin = await signedInCaller(t, ['Admin']);
    expect((await hide(admin, { reason: 'no' })).statusCode).toBe(400);
    const hidden = await hide(admin, { reason: 'Abusive language' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(managedReviewSchema.parse(hidden.json())).toMatchObject({
      hiddenReason: 'Abusive language',
      hiddenAt: clock.now().toISOString(),
    });

    const afterHiding = await profileOf();
    expect(afterHiding.page.reviews.map((item) => item.id)).not.toContain(reviewId);
    expect(afterHiding.page.total).toBe(before.page.total - 1);
    expect(afterHiding.profile.reviewCount).toBe(before.profile.reviewCount - 1);
    expect(afterHiding.profile.ratingCounts[1]).toBe(before.profile.ratingCounts[1]! - 1);
    expect(afterHiding.profile.reviewAverage).toBeGreaterThan(before.profile.reviewAverage);
    const { stored, computed } = await summaryInSql(advisorId);
    expect(stored.count).toBe(computed.count);
    expect(stored.average).toBeCloseTo(computed.average, 5);

    const dashboard = managedReviewListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: MEETING_API.dashboardReviews,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(dashboard.reviews.find((item) => item.id === reviewId)).toMatchObject({
      hiddenReason: 'Abusive language',
    });
    const all = managedReviewListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: MEETING_API.adminReviews, headers: admin.headers })
      ).json(),
    );
    expect(all.reviews.find((item) => item.id === reviewId)?.hiddenAt).not.toBeNull();
  });

  it('answers 404 for an unknown review', async () => {
    const admin = await signedInCaller(t, ['Admin']);
    const answer = await t.app.inject({
      method: 'DELETE',
      url: MEETING_API.adminReview(crypto.randomUUID()),
      headers: admin.headers,
      payload: { reason: 'Abusive language' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: REVIEW_MESSAGES.reviewNotFound });
  });
});
