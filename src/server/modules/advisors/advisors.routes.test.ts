import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { dashboardDataSchema, seoDataItemSchema } from '../../../shared/contracts/home';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import { events } from '../../db/schema/booking';
import { offerings } from '../../db/schema/plans';
import { advisorAttributeLinks, advisorAttributes, advisors } from '../../db/schema/advisors';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import { TESTIMONIALS } from '../../../shared/home-testimonials';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { listProfilePics } from './advisors.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET api/home/dashboard', () => {
  it('computes every figure from what happened: prices, meetings held and reviews', async () => {
    const response = await t.app.inject({ method: 'GET', url: ADVISOR_API.home });
    expect(response.statusCode).toBe(200);
    const body = dashboardDataSchema.parse(response.json());

    const rows = (await t.database.db.select().from(advisors)).filter(
      (row) => row.acceptingClients && row.listed,
    );
    const selling = async (kind: 'plan' | 'ongoing') =>
      new Set(
        (
          await t.database.db
            .select({ advisorId: offerings.advisorId })
            .from(offerings)
            .where(and(eq(offerings.kind, kind), eq(offerings.enabled, true)))
        ).map((row) => row.advisorId),
      );
    const range = (values: number[]) =>
      values.length === 0
        ? { low: 0, high: 0 }
        : { low: Math.min(...values), high: Math.max(...values) };
    const plans = await selling('plan');
    const ongoings = await selling('ongoing');
    expect(body.priceRange_TheHour).toEqual(range(rows.map((row) => row.hourlyRateCents)));
    // The Plan's and The Ongoing's prices of those who sell them now, nobody else's.
    expect(body.priceRange_ThePlan).toEqual(
      range(rows.filter((row) => plans.has(row.id)).map((row) => row.planPriceCents)),
    );
    expect(body.priceRange_TheOngoing).toEqual(
      range(rows.filter((row) => ongoings.has(row.id)).map((row) => row.ongoingPriceCents)),
    );
    // Every meeting that took place: ended, not cancelled, refunded or a no-show.
    const [held] = await t.database.db
      .select({ total: count() })
      .from(events)
      .where(
        and(inArray(events.status, [...ACTIVE_EVENT_STATUSES]), lte(events.endsAt, new Date())),
      );
    expect(held!.total).toBeGreaterThan(100);
    expect(body.meetingsCompleted).toBe(held!.total);
    const reviews = rows.reduce((sum, row) => sum + row.reviewCount, 0);
    const weighted = rows.reduce((sum, row) => sum + row.reviewAverage * row.reviewCount, 0);
    expect(body.averageReview).toBeCloseTo(weighted / reviews, 4);
  });

  it('lists the best-reviewed advisors taking clients with their pictures and states', async () => {
    const body = dashboardDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: ADVISOR_API.home })).json(),
    );
    expect(body.advisors.length).toBeGreaterThanOrEqual(3);
    const averages = body.advisors.map((advisor) => advisor.reviewAverage);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    for (const advisor of body.advisors) {
      expect(body.profilePics[advisor.slug]).toBe(advisor.profilePicUrl);
    }
    expect(body.states.length).toBeGreaterThanOrEqual(10);
    expect(body.states).toEqual([...body.states].sort());
  });

  it("keeps the testimonials' advisors among the pictures, however many rank above them", async () => {
    const slugs = TESTIMONIALS.map((testimonial) => testimonial.advisorSlug);
    // The home page shows a testimonial only while its advisor's picture is in the answer.
    const body = dashboardDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: ADVISOR_API.home })).json(),
    );
    for (const slug of slugs) expect(body.profilePics, slug).toHaveProperty([slug]);
    // With room for them alone, they are the ones kept.
    const pics = await listProfilePics(t.database.db, slugs.length, slugs);
    expect(pics.map((pic) => pic.slug).sort()).toEqual([...slugs].sort());
  });
});

describe('GET api/home/seodata', () => {
  it('lists the specialities advisors have, by title', async () => {
    const response = await t.app.inject({ method: 'GET', url: ADVISOR_API.seoData });
    const items = seoDataItemSchema.array().parse(response.json());
    expect(items.map((item) => item.slug)).toContain('retirement-planning');
    const titles = items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('leaves out a speciality only unlisted advisors carry: its filter page would list no one', async () => {
    const { db } = t.database;
    const [advisor] = await db.select({ id: advisors.id }).from(advisors).limit(1);
    const [attribute] = await db
      .insert(advisorAttributes)
      .values({
        type: ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith,
        slug: 'unlisted-only-speciality',
        title: 'Unlisted only',
      })
      .returning({ id: advisorAttributes.id });
    await db
      .insert(advisorAttributeLinks)
      .values({ advisorId: advisor!.id, attributeId: attribute!.id });
    await db.update(advisors).set({ listed: false }).where(eq(advisors.id, advisor!.id));
    try {
      await t.app.services.changes.publish('advisors');
      const response = await t.app.inject({ method: 'GET', url: ADVISOR_API.seoData });
      const slugs = seoDataItemSchema
        .array()
        .parse(response.json())
        .map((item) => item.slug);
      expect(slugs).toContain('retirement-planning');
      expect(slugs).not.toContain('unlisted-only-speciality');

      await db.update(advisors).set({ listed: true }).where(eq(advisors.id, advisor!.id));
      await t.app.services.changes.publish('advisors');
      const listed = await t.app.inject({ method: 'GET', url: ADVISOR_API.seoData });
      expect(
        seoDataItemSchema
          .array()
          .parse(listed.json())
          .map((item) => item.slug),
      ).toContain('unlisted-only-speciality');
    } finally {
      await db.update(advisors).set({ listed: true }).where(eq(advisors.id, advisor!.id));
      await db.delete(advisorAttributes).where(eq(advisorAttributes.id, attribute!.id));
    }
  });
});

describe('GET /avatars/{slug}.svg', () => {
  it('serves a generated portrait for a known advisor and 404 otherwise', async () => {
    const [advisor] = await t.database.db.select().from(advisors).limit(1);
    const response = await t.app.inject({ method: 'GET', url: advisor!.profilePicUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
    const missing = await t.app.inject({ method: 'GET', url: '/avatars/nobody-here.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'noMatchingAdvisor' });
  });
});
