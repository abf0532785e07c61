// Reviews after they are left, over HTTP: the advisor lists and responds to their own, and an
// admin hides a review for abuse and it leaves the public profile and its summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorProfileSchema, reviewPageSchema } from '../../../shared/contracts/advisors';
import {
  adminReviewPageSchema,
  managedReviewListSchema,
  managedReviewSchema,
} from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { REVIEW_MESSAGES } from './reviews.service';
import { reviewsTestKit, SLUG } from './reviews-test-kit';

const kit = reviewsTestKit();
const { clock, bookedMeeting, after, review, post, summaryInSql } = kit;
let t: TestApp;
let advisorId: string;

beforeAll(async () => {
  ({ t, advisorId } = await kit.start());
});
afterAll(async () => {
  await t.close();
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
      url: REVIEW_API.dashboard,
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
      url: REVIEW_API.dashboard,
      headers: client.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets the advisor respond and edit the response; another advisor cannot', async () => {
    const respond = (caller: Caller, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: REVIEW_API.response(reviewId),
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
        t.app.inject({ method: 'GET', url: ADVISOR_API.profile(SLUG) }),
        t.app.inject({ method: 'GET', url: ADVISOR_API.reviews(SLUG) }),
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
        url: ADMIN_API.review(reviewId),
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
          url: REVIEW_API.dashboard,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(dashboard.reviews.find((item) => item.id === reviewId)).toMatchObject({
      hiddenReason: 'Abusive language',
    });
    const hiddenOnes = adminReviewPageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${ADMIN_API.reviews}?state=hidden&size=100`,
          headers: admin.headers,
        })
      ).json(),
    );
    expect(hiddenOnes.items.find((item) => item.id === reviewId)?.hiddenAt).not.toBeNull();
  });

  it('answers 404 for an unknown review', async () => {
    const admin = await signedInCaller(t, ['Admin']);
    const answer = await t.app.inject({
      method: 'DELETE',
      url: ADMIN_API.review(crypto.randomUUID()),
      headers: admin.headers,
      payload: { reason: 'Abusive language' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: REVIEW_MESSAGES.reviewNotFound });
  });
});
