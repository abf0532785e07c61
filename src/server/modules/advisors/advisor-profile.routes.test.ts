// The profile and review reads of an advisor page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { advisorProfileSchema, reviewPageSchema } from '../../../shared/contracts/advisors';
import { REVIEW_PAGE_SIZE } from '../../../shared/domain/advisor-listing';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { advisors } from '../../db/schema/advisors';
import { reviews } from '../../db/schema/reviews';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function advisorWithMostReviews() {
  const rows = await t.database.db.select().from(advisors);
  return rows.sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
}

describe('GET api/advisors/profile/{slug}', () => {
  it('returns the whole profile with its attributes, states and rating counts', async () => {
    const row = await advisorWithMostReviews();
    const response = await t.app.inject({ method: 'GET', url: ADVISOR_API.profile(row.slug) });
    expect(response.statusCode).toBe(200);
    const profile = advisorProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      slug: row.slug,
      longBio: row.longBio,
      personalBio: row.personalBio,
      hourlyRate: row.hourlyRateCents,
      planPrice: row.planPriceCents,
      ongoingPrice: row.ongoingPriceCents,
      crdNumber: row.crdNumber,
      acceptingClients: row.acceptingClients,
    });
    expect(profile.specialities.length).toBeGreaterThan(0);
    expect(profile.states).toContain(row.homeState);
    expect(profile.states).toEqual([...profile.states].sort());
    expect(profile.ratingCounts.reduce((sum, count) => sum + count, 0)).toBe(row.reviewCount);
    expect(profile.businessModel.slug).toBe(row.businessModel);
  });

  it('answers 404 with the noMatchingAdvisor message for an unknown slug', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ADVISOR_API.profile('nobody-by-this-name'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'noMatchingAdvisor',
      message: ERROR_MESSAGES.noMatchingAdvisor,
    });
  });
});

describe('GET api/advisors/profile/{slug}/reviews', () => {
  it('pages the reviews newest first, with responses', async () => {
    const row = await advisorWithMostReviews();
    expect(row.reviewCount).toBeGreaterThan(REVIEW_PAGE_SIZE);
    const stored = await t.database.db.select().from(reviews).where(eq(reviews.advisorId, row.id));
    const seen: string[] = [];
    for (let page = 1; (page - 1) * REVIEW_PAGE_SIZE < stored.length; page += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${ADVISOR_API.reviews(row.slug)}?page=${page}`,
      });
      const body = reviewPageSchema.parse(response.json());
      expect(body.total).toBe(stored.length);
      expect(body.reviews.length).toBeLessThanOrEqual(REVIEW_PAGE_SIZE);
      seen.push(...body.reviews.map((review) => review.createdAt));
      for (const review of body.reviews) {
        const original = stored.find((candidate) => candidate.id === review.id)!;
        expect(review.response === null).toBe(original.responseBody === null);
      }
    }
    expect(seen).toHaveLength(stored.length);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('refuses a bad page and an unknown advisor', async () => {
    const row = await advisorWithMostReviews();
    const bad = await t.app.inject({
      method: 'GET',
      url: `${ADVISOR_API.reviews(row.slug)}?page=0`,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: ADVISOR_API.reviews('nobody-here') });
    expect(unknown.statusCode).toBe(404);
  });
});
