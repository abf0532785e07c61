// A client's own reviews over HTTP: their reviews and the meetings waiting for one, and edits by
// the author alone, within the limits of a new review, never of a hidden review, each recomputing
// the advisor's summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import {
  accountReviewSchema,
  accountReviewsSchema,
  managedReviewSchema,
} from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { reviews } from '../../db/schema/reviews';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { ACCOUNT_REVIEW_MESSAGES } from './account-reviews.service';
import { BEFORE_MEETINGS, reviewsTestKit, SLUG } from './reviews-test-kit';

const GOOD_BODY = 'Thomas answered every question about our retirement date and portfolio risk.';

const kit = reviewsTestKit();
const { clock, bookedMeeting, summaryInSql } = kit;
let t: TestApp;
let advisorId: string;

beforeAll(async () => {
  ({ t, advisorId } = await kit.start());
});
afterAll(async () => {
  await t.close();
});

/** A paid meeting at the next open time; the clock then moves past its start. */
async function heldMeeting(client: Caller) {
  const { eventId, start } = await bookedMeeting(client);
  kit.after(start);
  return { eventId, start: start.toISOString() };
}

async function reviewed(client: Caller, eventId: string, rating = 4) {
  const answer = await t.app.inject({
    method: 'POST',
    url: REVIEW_API.reviews,
    headers: client.headers,
    payload: { advisorId, eventId, rating, title: 'Clear and patient', body: GOOD_BODY },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return managedReviewSchema.parse(answer.json()).id;
}

const list = (caller?: Caller) =>
  t.app.inject({
    method: 'GET',
    url: REVIEW_API.account,
    ...(caller ? { headers: caller.headers } : {}),
  });

const edit = (caller: Caller | undefined, reviewId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: REVIEW_API.review(reviewId),
    ...(caller ? { headers: caller.headers } : {}),
    payload,
  });

const EDIT = { rating: 2, title: 'Good, but rushed', body: GOOD_BODY };

describe('GET api/account/reviews', () => {
  it('lists the client’s reviews and the meetings still waiting for one', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Casey Morgan' });
    const first = await heldMeeting(client);
    const second = await heldMeeting(client);
    const reviewId = await reviewed(client, first.eventId);

    const answer = await list(client);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = accountReviewsSchema.parse(answer.json());
    expect(body.reviews).toEqual([
      expect.objectContaining({
        id: reviewId,
        advisorName: 'Thomas Nguyen',
        advisorSlug: SLUG,
        meetingStart: first.start,
        rating: 4,
        title: 'Clear and patient',
        response: null,
        hiddenAt: null,
      }),
    ]);
    expect(body.awaiting).toEqual([
      {
        eventId: second.eventId,
        advisorName: 'Thomas Nguyen',
        advisorSlug: SLUG,
        start: second.start,
        reviewPath: REVIEW_PAGES.leave(advisorId, client.user.id, second.eventId),
      },
    ]);

    const other = await signedInCaller(t);
    expect(accountReviewsSchema.parse((await list(other)).json())).toEqual({
      reviews: [],
      awaiting: [],
    });
  });

  it('leaves out meetings still ahead', async () => {
    const client = await signedInCaller(t);
    await heldMeeting(client);
    clock.set(BEFORE_MEETINGS);
    expect(accountReviewsSchema.parse((await list(client)).json()).awaiting).toEqual([]);
  });

  it('answers 401 to anonymous callers and 403 to advisors', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(await advisorCaller(t, 'grace-park'))).statusCode).toBe(403);
  });
});

describe('PUT api/reviews/{reviewId}', () => {
  it('lets the author edit and recomputes the advisor’s summary', async () => {
    const client = await signedInCaller(t);
    const { eventId } = await heldMeeting(client);
    const reviewId = await reviewed(client, eventId, 5);
    const before = await summaryInSql(advisorId);

    const answer = await edit(client, reviewId, EDIT);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(accountReviewSchema.parse(answer.json())).toMatchObject({ id: reviewId, ...EDIT });

    const after = await summaryInSql(advisorId);
    expect(after.stored.count).toBe(before.stored.count);
    expect(after.stored.count).toBe(after.computed.count);
    expect(after.stored.average).toBeCloseTo(after.computed.average, 5);
    expect(after.stored.average).toBeLessThan(before.stored.average);
  });

  it('answers 404 to everyone but the author, and 401 to anonymous callers', async () => {
    const client = await signedInCaller(t);
    const { eventId } = await heldMeeting(client);
    const reviewId = await reviewed(client, eventId);
    const others = [
      await signedInCaller(t),
      await signedInCaller(t, ['Admin']),
      await advisorCaller(t, SLUG),
    ];
    for (const other of others) {
      expect((await edit(other, reviewId, EDIT)).statusCode).toBe(404);
    }
    expect((await edit(client, crypto.randomUUID(), EDIT)).statusCode).toBe(404);
    expect((await edit(client, 'not-a-review', EDIT)).statusCode).toBe(404);
    expect((await edit(undefined, reviewId, EDIT)).statusCode).toBe(401);
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(stored).toMatchObject({ rating: 4, title: 'Clear and patient' });
  });

  it('holds an edit to the limits of a new review', async () => {
    const client = await signedInCaller(t);
    const { eventId } = await heldMeeting(client);
    const reviewId = await reviewed(client, eventId);
    const cases: Record<string, unknown>[] = [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { title: 'x'.repeat(LIMITS.reviewTitle.max + 1) },
      { title: 'x' },
      { body: 'Too short' },
      { body: 'x'.repeat(LIMITS.reviewBody.max + 1) },
    ];
    for (const override of cases) {
      const answer = await edit(client, reviewId, { ...EDIT, ...override });
      expect(answer.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(answer.json().fieldErrors)).toEqual(Object.keys(override));
    }
    const longest = await edit(client, reviewId, {
      ...EDIT,
      title: 'x'.repeat(LIMITS.reviewTitle.max),
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('refuses to edit a review an admin hid (409)', async () => {
    const client = await signedInCaller(t);
    const { eventId } = await heldMeeting(client);
    const reviewId = await reviewed(client, eventId);
    const admin = await signedInCaller(t, ['Admin']);
    const hidden = await t.app.inject({
      method: 'DELETE',
      url: ADMIN_API.review(reviewId),
      headers: admin.headers,
      payload: { reason: 'Abusive language' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const before = await summaryInSql(advisorId);

    const answer = await edit(client, reviewId, EDIT);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: ACCOUNT_REVIEW_MESSAGES.hidden });
    expect(await summaryInSql(advisorId)).toEqual(before);

    const listed = accountReviewsSchema.parse((await list(client)).json()).reviews;
    expect(listed[0]).toMatchObject({ id: reviewId, hiddenReason: 'Abusive language' });
  });
});
