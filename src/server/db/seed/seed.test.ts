// The demo data loads into a fresh database, obeys every shared rule and loads only once. The
// database is in-memory PGlite, or a throwaway PostgreSQL database under TEST_DB=postgres.
import { and, count, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVISOR_ATTRIBUTE_TYPES,
  BUSINESS_MODELS,
  HOME_PAGE_SPECIALITY_SLUGS,
} from '../../../shared/advisor-taxonomy';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS } from '../../../shared/feature-flags';
import {
  LIMITS,
  bioPartSchema,
  hourPriceCentsSchema,
  longBioSchema,
  ongoingPriceCentsSchema,
  personalBioSchema,
  planPriceCentsSchema,
  reviewResponseTitleSchema,
  reviewTitleSchema,
  slugSchema,
} from '../../../shared/limits';
import { TESTIMONIALS } from '../../../shared/home-testimonials';
import { US_STATES } from '../../../shared/us-states';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisorStates,
  advisors,
} from '../schema/advisors';
import { users } from '../schema/accounts';
import { events } from '../schema/booking';
import { complianceDocuments } from '../schema/compliance';
import { charges } from '../schema/payments';
import { reviews } from '../schema/reviews';
import { featureFlags } from '../schema/system';
import { ADVISOR_PROFILES } from './advisor-profiles';
import { avatarUrlFor } from '../../modules/advisors/avatar-svg';
import { seedDemoData } from './seed';

const NOW = new Date('2025-03-14T15:27:00Z');
const HOUR_MS = 3_600_000;

let database: TestDatabase;

async function tableCounts(db: TestDatabase['db']) {
  const tables = {
    advisors,
    advisorStates,
    advisorAttributes,
    advisorAttributeLinks,
    reviews,
    featureFlags,
    complianceDocuments,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ total: count() }).from(table);
    counts[name] = row?.total ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const result = await seedDemoData(database.db, { now: NOW });
  expect(result.seeded).toBe(true);
});

afterAll(async () => {
  await database?.dispose();
});

describe('the home page testimonials', () => {
  it('each name a listed demo advisor by slug, by that advisor’s name', () => {
    for (const testimonial of TESTIMONIALS) {
      const profile = ADVISOR_PROFILES.find((advisor) => advisor.slug === testimonial.advisorSlug);
      expect(profile, testimonial.advisorSlug).toBeDefined();
      expect(`${profile!.firstName} ${profile!.lastName}`).toBe(testimonial.advisorName);
      expect(profile!.acceptingClients).toBe(true);
    }
  });
});

describe('seedDemoData', () => {
  it('inserts at least 24 advisors with avatar URLs and distinct slugs', async () => {
    const rows = await database.db.select().from(advisors);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.length).toBe(ADVISOR_PROFILES.length);
    for (const row of rows) {
      expect(slugSchema.safeParse(row.slug).success).toBe(true);
      expect(row.profilePicUrl).toBe(avatarUrlFor(row.slug));
      expect(row.crdNumber).toMatch(/^\d{6,7}$/);
    }
  });

  it('spreads advisors over many states and serves each home state', async () => {
    const rows = await database.db.select().from(advisors);
    const served = await database.db.select().from(advisorStates);
    const known = new Set(US_STATES.map((state) => state.abbreviation));
    expect(new Set(rows.map((row) => row.homeState)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(served.map((row) => row.state)).size).toBeGreaterThanOrEqual(10);
    for (const row of served) expect(known.has(row.state)).toBe(true);
    for (const row of rows) {
      const states = served.filter((link) => link.advisorId === row.id).map((link) => link.state);
      expect(states).toContain(row.homeState);
      expect(states.length).toBeGreaterThan(1);
    }
  });

  it('uses every business model for several advisors', async () => {
    const rows = await database.db.select({ model: advisors.businessModel }).from(advisors);
    for (const model of BUSINESS_MODELS) {
      expect(rows.filter((row) => row.model === model.slug).length).toBeGreaterThanOrEqual(2);
    }
    const known = new Set(BUSINESS_MODELS.map((model) => model.slug));
    for (const row of rows) expect(known.has(row.model)).toBe(true);
  });

  it('links every home-page speciality to at least one advisor', async () => {
    const linked = await database.db
      .select({ slug: advisorAttributes.slug, type: advisorAttributes.type, links: count() })
      .from(advisorAttributes)
      .innerJoin(advisorAttributeLinks, eq(advisorAttributeLinks.attributeId, advisorAttributes.id))
      .groupBy(advisorAttributes.slug, advisorAttributes.type);
    for (const slug of HOME_PAGE_SPECIALITY_SLUGS) {
      const row = linked.find((entry) => entry.slug === slug);
      expect(row?.type).toBe(ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith);
      expect(row?.links ?? 0).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps attribute slugs valid and apart from business-model slugs', async () => {
    const rows = await database.db.select().from(advisorAttributes);
    const models = new Set(BUSINESS_MODELS.map((model) => model.slug));
    const types = new Set(rows.map((row) => row.type));
    expect(types).toEqual(
      new Set([ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith, ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith]),
    );
    for (const row of rows) {
      expect(slugSchema.safeParse(row.slug).success).toBe(true);
      expect(models.has(row.slug)).toBe(false);
      expect(row.title.length).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThan(0);
    }
  });

  it('gives each advisor 3–6 specialities and 2–4 client types', async () => {
    const links = await database.db
      .select({ advisorId: advisorAttributeLinks.advisorId, type: advisorAttributes.type })
      .from(advisorAttributeLinks)
      .innerJoin(advisorAttributes, eq(advisorAttributeLinks.attributeId, advisorAttributes.id));
    const rows = await database.db.select({ id: advisors.id }).from(advisors);
    for (const { id } of rows) {
      const mine = links.filter((link) => link.advisorId === id);
      const help = mine.filter((link) => link.type === ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith);
      expect(help.length).toBeGreaterThanOrEqual(3);
      expect(help.length).toBeLessThanOrEqual(6);
      expect(mine.length - help.length).toBeGreaterThanOrEqual(2);
      expect(mine.length - help.length).toBeLessThanOrEqual(4);
    }
  });

  it('keeps every price inside its rule and on its step', async () => {
    const rows = await database.db.select().from(advisors);
    for (const row of rows) {
      expect(hourPriceCentsSchema.safeParse(row.hourlyRateCents).success).toBe(true);
      expect(planPriceCentsSchema.safeParse(row.planPriceCents).success).toBe(true);
      expect(ongoingPriceCentsSchema.safeParse(row.ongoingPriceCents).success).toBe(true);
    }
  });

  it('keeps bios within their length limits', async () => {
    const rows = await database.db.select().from(advisors);
    for (const row of rows) {
      const lines = row.bio.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(5);
      for (const line of lines) {
        expect(line.length).toBeLessThanOrEqual(LIMITS.bioPart.max);
        expect(bioPartSchema.safeParse(line).success).toBe(true);
      }
      expect(longBioSchema.safeParse(row.longBio).success).toBe(true);
      expect(personalBioSchema.safeParse(row.personalBio).success).toBe(true);
      expect(row.longBio.length).toBeGreaterThan(300);
    }
    expect(new Set(rows.map((row) => row.longBio)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.personalBio)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.bio)).size).toBe(rows.length);
  });

  it('sets availability on the hour, and spreads joining dates over two years', async () => {
    const rows = await database.db.select().from(advisors);
    const open = rows.filter((row) => row.nextAvailability !== null);
    expect(rows.length - open.length).toBeGreaterThanOrEqual(2);
    for (const row of open) {
      const time = row.nextAvailability!.getTime();
      expect(time % HOUR_MS).toBe(0);
      expect(time).toBeGreaterThan(NOW.getTime());
    }
    expect(rows.filter((row) => !row.acceptingClients).length).toBeGreaterThanOrEqual(2);
    const created = rows.map((row) => row.createdAt.getTime());
    expect(new Set(created).size).toBe(rows.length);
    expect(Math.max(...created)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...created)).toBeGreaterThanOrEqual(NOW.getTime() - 731 * 24 * HOUR_MS);
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(365 * 24 * HOUR_MS);
  });

  it('writes valid reviews, mostly 4 and 5 stars, some with responses', async () => {
    const rows = await database.db.select().from(reviews);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(reviewTitleSchema.safeParse(row.title).success).toBe(true);
      expect(row.body).not.toMatch(/[{}]/);
      expect(row.rating).toBeGreaterThanOrEqual(3);
      expect(row.rating).toBeLessThanOrEqual(5);
      if (row.responseTitle !== null) {
        expect(reviewResponseTitleSchema.safeParse(row.responseTitle).success).toBe(true);
        expect(row.responseTitle).not.toMatch(/[{}]/);
        expect(row.responseBody).toBeTruthy();
      }
      if (row.rating === 3) expect(row.responseTitle).not.toBeNull();
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    const high = rows.filter((row) => row.rating >= 4).length;
    expect(high / rows.length).toBeGreaterThan(0.8);
    expect(rows.some((row) => row.rating === 3)).toBe(true);
    expect(rows.some((row) => row.responseTitle !== null)).toBe(true);
  });

  it('summarises each advisor from its reviews', async () => {
    const rows = await database.db.select().from(advisors);
    const ratings = await database.db
      .select({ advisorId: reviews.advisorId, rating: reviews.rating })
      .from(reviews);
    for (const row of rows) {
      const mine = ratings.filter((review) => review.advisorId === row.id);
      const mean = mine.length === 0 ? 0 : mine.reduce((sum, r) => sum + r.rating, 0) / mine.length;
      expect(row.reviewCount).toBe(mine.length);
      expect(row.reviewAverage).toBeCloseTo(mean, 5);
    }
    const unreviewed = rows.filter((row) => row.reviewCount === 0);
    expect(unreviewed.length).toBe(2);
    for (const row of unreviewed) expect(row.reviewAverage).toBe(0);
    for (const row of rows.filter((entry) => entry.reviewCount > 0)) {
      expect(row.reviewCount).toBeGreaterThanOrEqual(3);
      expect(row.reviewCount).toBeLessThanOrEqual(25);
    }
    // Stored unrounded: at least one mean is not a multiple of 0.01.
    expect(
      rows.some(
        (row) => Math.abs(row.reviewAverage * 100 - Math.round(row.reviewAverage * 100)) > 1e-3,
      ),
    ).toBe(true);
  });

  it('names what each demo payment paid for: a meeting’s checkout, an invoice’s signup', async () => {
    const { rows } = await database.executeSql(`
      select count(*)::int as total, count(*) filter (where not (
        (c.invoice_id is null and c.purpose = 'hour-checkout' and c.reference = c.checkout_id
          and k.event_id is not distinct from coalesce(c.event_id, k.event_id))
        or (c.invoice_id is not null and c.purpose = i.purpose and c.reference = i.signup_id)
      ))::int as unlinked
      from charges c
      left join checkouts k on k.id = c.checkout_id
      left join invoices i on i.id = c.invoice_id`);
    const [ledger] = rows as { unlinked: number; total: number }[];
    expect(ledger!.total).toBeGreaterThan(100);
    expect(ledger!.unlinked).toBe(0);
  });

  it('earns every figure: each review comes from its client after a paid meeting held', async () => {
    const rows = await database.db
      .select({
        advisorId: reviews.advisorId,
        reviewedAt: reviews.createdAt,
        consumerId: reviews.consumerId,
        client: events.clientId,
        meetingAdvisor: events.advisorId,
        endsAt: events.endsAt,
        status: events.status,
        paid: charges.amountCents,
        price: events.priceCents,
      })
      .from(reviews)
      .leftJoin(events, eq(events.id, reviews.eventId))
      .leftJoin(charges, eq(charges.eventId, events.id));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.consumerId).not.toBeNull();
      expect(row.client).toBe(row.consumerId);
      expect(row.meetingAdvisor).toBe(row.advisorId);
      expect(row.status).toBe('Active');
      expect(row.endsAt!.getTime()).toBeLessThanOrEqual(row.reviewedAt.getTime());
      expect(row.paid).toBe(row.price);
    }
    // Nobody signs in as these clients: they have no password.
    const [withPassword] = await database.db
      .select({ total: count() })
      .from(users)
      .innerJoin(reviews, eq(reviews.consumerId, users.id))
      .where(isNotNull(users.passwordHash));
    expect(withPassword!.total).toBe(0);

    // Each advisor's meetings completed is the meetings that took place with them by now.
    const held = await database.db
      .select({ advisorId: events.advisorId, total: count() })
      .from(events)
      .where(
        and(inArray(events.status, ['Active', 'ActiveNoNotesRequired']), lte(events.endsAt, NOW)),
      )
      .groupBy(events.advisorId);
    const heldBy = new Map(held.map((row) => [row.advisorId, row.total]));
    const figures = await database.db.select().from(advisors);
    for (const advisor of figures) {
      expect(advisor.meetingsCompleted, advisor.slug).toBe(heldBy.get(advisor.id) ?? 0);
      expect(advisor.meetingsCompleted, advisor.slug).toBeGreaterThanOrEqual(advisor.reviewCount);
    }
  });

  it('stores the four compliance documents as plain semantic HTML', async () => {
    const rows = await database.db.select().from(complianceDocuments);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    expect([...bySlug.keys()].sort()).toEqual(
      ['form-adv-part-2a', 'form-crs', 'privacy-policy', 'terms-of-use'].sort(),
    );
    expect(bySlug.get('form-adv-part-2a')?.displayName).toContain('ADV');
    expect(bySlug.get('form-crs')?.displayName).toContain('CRS');
    expect(bySlug.get('terms-of-use')?.displayName).toBe('Terms of Use');
    expect(bySlug.get('privacy-policy')?.displayName).toBe('Privacy Policy');
    for (const row of rows) {
      expect(row.bodyHtml.length).toBeGreaterThan(3000);
      expect(row.bodyHtml).not.toMatch(/<script|<style|style=|\son\w+=|\$\{|undefined/i);
      const tags = new Set([...row.bodyHtml.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]));
      for (const tag of tags) expect(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'a']).toContain(tag);
    }
    expect(bySlug.get('terms-of-use')?.bodyHtml).toMatch(/24 hours/);
    expect(bySlug.get('form-crs')?.bodyHtml).toMatch(/referral fee/);
  });

  it('stores every feature flag with its default', async () => {
    const rows = await database.db.select().from(featureFlags);
    expect(rows.map((row) => row.id).sort()).toEqual([...FEATURE_FLAGS].sort());
    for (const row of rows) {
      expect(row.value).toBe(FEATURE_FLAG_DEFAULTS[row.id as keyof typeof FEATURE_FLAG_DEFAULTS]);
    }
    expect(rows.find((row) => row.id === 'TheOngoing')?.value).toBe(false);
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts(database.db);
    const snapshot = await database.db.select().from(advisors).orderBy(advisors.slug);
    const result = await seedDemoData(database.db, { now: new Date(NOW.getTime() + 24 * HOUR_MS) });
    expect(result).toEqual({ seeded: false, advisors: before.advisors });
    expect(await tableCounts(database.db)).toEqual(before);
    expect(await database.db.select().from(advisors).orderBy(advisors.slug)).toEqual(snapshot);
  });
});

describe('demo reviews (ADR 0055)', () => {
  it('never show one review text under two advisors, nor twice under one', async () => {
    const rows = await database.db
      .select({ advisor: advisors.slug, firstName: advisors.firstName, body: reviews.body })
      .from(reviews)
      .innerJoin(advisors, eq(reviews.advisorId, advisors.id));
    expect(rows.length).toBeGreaterThan(300);
    // The advisor's name is the only thing a copied text would change.
    const owners = new Map<string, string[]>();
    for (const row of rows) {
      const text = row.body.replaceAll(row.firstName, '{advisor}');
      owners.set(text, [...(owners.get(text) ?? []), row.advisor]);
    }
    const repeated = [...owners].filter(([, slugs]) => slugs.length > 1);
    expect(repeated).toEqual([]);
  });
});
