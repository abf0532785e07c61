// The admin console's reviews over HTTP (docs/product.md#reviews): the paged table with its sorts,
// filters and search; hiding for abuse with a kept reason and an audit row; the summary recompute;
// and every refusal (not an admin, unknown ids, bad bodies and queries).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReviewPageSchema, reviewSummarySchema } from '../../../shared/contracts/reviews';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import { advisors } from '../../db/schema/advisors';
import { auditLog } from '../../db/schema/accounts';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { ADMIN_REVIEW_MESSAGES } from './admin-reviews.service';
import { reviewsTestKit, SLUG } from './reviews-test-kit';

const kit = reviewsTestKit();
const { bookedMeeting, after, review, post, summaryInSql } = kit;
let t: TestApp;
let advisorId: string;
let admin: Caller;
let advisor: Caller;
let reviewIds: string[];

const list = async (caller: Caller, query = '') =>
  t.app.inject({ method: 'GET', url: `${ADMIN_API.reviews}?${query}`, headers: caller.headers });
const page = async (query: string) =>
  adminReviewPageSchema.parse((await list(admin, query)).json());
const hide = (caller: Caller, reviewId: string, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: ADMIN_API.review(reviewId),
    headers: caller.headers,
    ...(payload ? { payload } : {}),
  });
const regenerate = (caller: Caller, userId: string) =>
  t.app.inject({
    method: 'POST',
    url: REVIEW_API.regenerateSummary(userId),
    headers: caller.headers,
  });

beforeAll(async () => {
  ({ t, advisorId } = await kit.start());
  admin = await signedInCaller(t, ['Admin']);
  advisor = await advisorCaller(t, SLUG);
  const client = await signedInCaller(t, ['Consumer'], { fullName: 'Morgan Vale' });
  reviewIds = [];
  for (const [rating, title] of [
    [1, 'Zebra crossing rant'],
    [5, 'Quokka level happy'],
  ] as const) {
    const { eventId, start } = await bookedMeeting(client);
    after(start);
    const created = await post(client, review(eventId, { rating, title }));
    expect(created.statusCode, created.body).toBe(201);
    reviewIds.push((created.json() as { id: string }).id);
  }
});
afterAll(async () => {
  await t.close();
});

describe('the review table', () => {
  it('pages, sorts, filters and searches on the server', async () => {
    const first = await page('size=25');
    expect(first.size).toBe(25);
    expect(first.items.length).toBeLessThanOrEqual(25);
    expect(first.total).toBeGreaterThanOrEqual(2);

    const ofAdvisor = await page(`advisor=${advisorId}&sort=rating&dir=asc&size=100`);
    expect(ofAdvisor.items.every((item) => item.advisorId === advisorId)).toBe(true);
    const ratings = ofAdvisor.items.map((item) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(ofAdvisor.items[0]).toMatchObject({ advisorSlug: SLUG, advisorUserId: advisor.user.id });

    const fives = await page('rating=5&size=100');
    expect(fives.items.every((item) => item.rating === 5)).toBe(true);
    const found = await page('q=quokka');
    expect(found.items.map((item) => item.id)).toEqual([reviewIds[1]]);
    expect(found.total).toBe(1);
    expect((await page('q=100%25')).total).toBe(0);

    const byAdvisor = await page('sort=advisor&dir=asc&size=100');
    const names = byAdvisor.items.map((item) => item.advisorName.split(' ').at(-1) ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('refuses bad queries and anyone but an admin', async () => {
    expect((await list(admin, 'rating=9')).statusCode).toBe(400);
    expect((await list(admin, 'state=gone')).statusCode).toBe(400);
    expect((await list(admin, 'size=7')).statusCode).toBe(400);
    expect((await list(admin, 'advisor=nope')).statusCode).toBe(400);
    expect((await list(admin, 'sort=body')).statusCode).toBe(400);
    expect((await list(advisor)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: ADMIN_API.reviews });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('hiding for abuse', () => {
  it('needs a reason, keeps the review with it, audits it and refuses a second time', async () => {
    const target = reviewIds[0]!;
    expect((await hide(admin, target)).statusCode).toBe(400);
    expect((await hide(admin, target, {})).statusCode).toBe(400);
    expect((await hide(admin, target, { reason: ' x ' })).statusCode).toBe(400);
    expect((await hide(advisor, target, { reason: 'Abusive words' })).statusCode).toBe(403);
    expect((await hide(admin, 'not-a-guid', { reason: 'Abusive words' })).statusCode).toBe(404);

    const answer = await hide(admin, target, { reason: 'Abusive words' });
    expect(answer.statusCode, answer.body).toBe(200);
    const hidden = await page('state=hidden&q=zebra');
    expect(hidden.items).toHaveLength(1);
    expect(hidden.items[0]).toMatchObject({ id: target, hiddenReason: 'Abusive words' });
    expect((await page('state=public&q=zebra')).total).toBe(0);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review-hidden'), eq(auditLog.target, `review:${target}`)));
    expect(entry).toMatchObject({ actorId: admin.user.id, subjectId: advisor.user.id });
    expect(entry?.before).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(entry?.after).toMatchObject({ hiddenReason: 'Abusive words' });

    const again = await hide(admin, target, { reason: 'Another reason' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ADMIN_REVIEW_MESSAGES.alreadyHidden });
    expect((await page('state=hidden&q=zebra')).items[0]?.hiddenReason).toBe('Abusive words');
  });
});

describe('recomputing the review summary', () => {
  it('rewrites a summary gone wrong from the visible reviews, audited', async () => {
    await t.database.db
      .update(advisors)
      .set({ reviewAverage: 1, reviewCount: 999 })
      .where(eq(advisors.id, advisorId));
    const answer = await regenerate(admin, advisor.user.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = reviewSummarySchema.parse(answer.json());
    const { stored, computed } = await summaryInSql(advisorId);
    expect(summary).toMatchObject({ advisorId, reviewCount: computed.count });
    expect(stored.count).toBe(computed.count);
    expect(stored.average).toBeCloseTo(computed.average, 5);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reviews-summary-regenerated'));
    expect(entry).toMatchObject({ actorId: admin.user.id, subjectId: advisor.user.id });
    expect(entry?.before).toMatchObject({ reviewCount: 999 });
    expect(entry?.after).toMatchObject({ reviewCount: computed.count });
  });

  it('refuses anyone but an admin, unknown users and users without a profile', async () => {
    expect((await regenerate(advisor, advisor.user.id)).statusCode).toBe(403);
    expect((await regenerate(admin, crypto.randomUUID())).statusCode).toBe(404);
    expect((await regenerate(admin, 'not-a-guid')).statusCode).toBe(404);
    const noProfile = await regenerate(admin, admin.user.id);
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.json()).toMatchObject({ message: ADMIN_REVIEW_MESSAGES.noAdvisor });
  });
});
