// The results API against an oracle computed in JavaScript from the seeded rows: every filter
// kind, every sort and every price bound, alone and combined.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { ADVISOR_SORTS } from '../../../shared/advisor-search-url';
import type { AdvisorSort } from '../../../shared/advisor-search-url';
import { advisorSearchResultSchema } from '../../../shared/contracts/advisors';
import { ADVISOR_PAGE_SIZE, MAX_ADVISOR_FILTERS } from '../../../shared/domain/advisor-listing';
import { stateFromSlug } from '../../../shared/us-states';
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

interface Row {
  id: string;
  slug: string;
  accepting: boolean;
  businessModel: string;
  hourly: number;
  createdAt: number;
  next: number | null;
  reviewAverage: number;
  reviewCount: number;
  states: Set<string>;
  attributes: Set<string>;
}

let t: TestApp;
let rows: Row[];
let attributeSlugs: { slug: string; type: number }[];

beforeAll(async () => {
  // The matrix below asks more often than a visitor may per minute.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const db = t.database.db;
  const [advisorRows, stateRows, linkRows, attributeRows] = await Promise.all([
    db.select().from(advisors),
    db.select().from(advisorStates),
    db
      .select({ advisorId: advisorAttributeLinks.advisorId, slug: advisorAttributes.slug })
      .from(advisorAttributeLinks)
      .innerJoin(advisorAttributes, eq(advisorAttributes.id, advisorAttributeLinks.attributeId)),
    db
      .select({ slug: advisorAttributes.slug, type: advisorAttributes.type })
      .from(advisorAttributes),
  ]);
  attributeSlugs = attributeRows;
  rows = advisorRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    accepting: row.acceptingClients,
    businessModel: row.businessModel,
    hourly: row.hourlyRateCents,
    createdAt: row.createdAt.getTime(),
    next: row.nextAvailability?.getTime() ?? null,
    reviewAverage: row.reviewAverage,
    reviewCount: row.reviewCount,
    states: new Set(stateRows.filter((s) => s.advisorId === row.id).map((s) => s.state)),
    attributes: new Set(linkRows.filter((l) => l.advisorId === row.id).map((l) => l.slug)),
  }));
});
afterAll(async () => {
  await t.close();
});

interface Case {
  state?: string;
  filters: string[];
  sort: AdvisorSort;
  minPrice?: number;
  maxPrice?: number;
}

const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function expected(search: Case): Row[] {
  const models = BUSINESS_MODELS.map((model) => model.slug);
  const wantedModels = search.filters.filter((filter) => models.includes(filter));
  const wantedAttributes = search.filters.filter((filter) => !models.includes(filter));
  const state = search.state ? stateFromSlug(search.state)?.abbreviation : undefined;
  const found = rows.filter(
    (row) =>
      row.accepting &&
      (!state || row.states.has(state)) &&
      wantedAttributes.every((slug) => row.attributes.has(slug)) &&
      (wantedModels.length === 0 || wantedModels.includes(row.businessModel)) &&
      (search.minPrice === undefined || row.hourly >= search.minPrice * 100) &&
      (search.maxPrice === undefined || row.hourly <= search.maxPrice * 100),
  );
  const upcoming = (row: Row) => row.next ?? Infinity;
  const compare: Record<AdvisorSort, (a: Row, b: Row) => number> = {
    newest: (a, b) => b.createdAt - a.createdAt || byId(a, b),
    oldest: (a, b) => a.createdAt - b.createdAt || byId(a, b),
    highest: (a, b) => b.hourly - a.hourly || byId(a, b),
    lowest: (a, b) => a.hourly - b.hourly || byId(a, b),
    available: (a, b) =>
      (upcoming(a) === upcoming(b) ? 0 : upcoming(a) < upcoming(b) ? -1 : 1) ||
      b.reviewAverage - a.reviewAverage ||
      byId(a, b),
    rating: (a, b) =>
      b.reviewAverage - a.reviewAverage || b.reviewCount - a.reviewCount || byId(a, b),
    // Without search text there is nothing to rank by: the default order.
    relevance: (a, b) => compare.available(a, b),
  };
  return found.sort(compare[search.sort]);
}

function urlOf(search: Case, page = 1): string {
  const params = new URLSearchParams();
  if (search.state) params.set('state', search.state);
  if (search.filters.length > 0) params.set('filters', search.filters.join(','));
  params.set('sort', search.sort);
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  params.set('page', String(page));
  return `${ADVISOR_API.search}?${params.toString()}`;
}

async function search(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return advisorSearchResultSchema.parse(response.json());
}

describe('GET api/advisors/search', () => {
  it('matches the oracle for every filter kind, sort and price bound', async () => {
    const speciality = attributeSlugs.find((a) => a.slug === 'retirement-planning')!.slug;
    const otherSpeciality = attributeSlugs.find((a) => a.slug === 'tax-planning')!.slug;
    const clientType = attributeSlugs.find((a) => a.type === 2)!.slug;
    const filterSets = [
      [],
      [speciality],
      [clientType],
      ['hourly-planners'],
      [speciality, otherSpeciality],
      [speciality, 'hourly-planners', 'advice-only'],
    ];
    const states = [undefined, 'california', 'new-york', 'texas'];
    const prices = [{}, { minPrice: 200 }, { maxPrice: 175 }, { minPrice: 125, maxPrice: 250 }];
    let nonEmpty = 0;
    for (const state of states) {
      for (const filters of filterSets) {
        for (const sort of ADVISOR_SORTS) {
          for (const price of prices) {
            const cases: Case = { ...(state ? { state } : {}), filters, sort, ...price };
            const want = expected(cases);
            const got = await search(urlOf(cases));
            const label = JSON.stringify(cases);
            expect(got.total, label).toBe(want.length);
            expect(
              got.advisors.map((advisor) => advisor.slug),
              label,
            ).toEqual(want.slice(0, ADVISOR_PAGE_SIZE).map((row) => row.slug));
            if (want.length > 0) nonEmpty += 1;
          }
        }
      }
    }
    // The matrix must exercise real results, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('pages through every listed advisor exactly once', async () => {
    const all = expected({ filters: [], sort: 'newest' });
    expect(all.length).toBeGreaterThan(ADVISOR_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; (page - 1) * ADVISOR_PAGE_SIZE < all.length; page += 1) {
      const got = await search(urlOf({ filters: [], sort: 'newest' }, page));
      expect(got.page).toBe(page);
      seen.push(...got.advisors.map((advisor) => advisor.slug));
    }
    expect(seen).toEqual(all.map((row) => row.slug));
    const beyond = await search(urlOf({ filters: [], sort: 'newest' }, 99));
    expect(beyond.advisors).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('lists only advisors taking new clients', async () => {
    const closed = rows.filter((row) => !row.accepting);
    expect(closed.length).toBeGreaterThan(0);
    const got = await search(urlOf({ filters: [], sort: 'available' }, 1));
    const everyone: string[] = [];
    for (let page = 1; page <= Math.ceil(got.total / ADVISOR_PAGE_SIZE); page += 1) {
      everyone.push(
        ...(await search(urlOf({ filters: [], sort: 'available' }, page))).advisors.map(
          (a) => a.slug,
        ),
      );
    }
    for (const row of closed) expect(everyone).not.toContain(row.slug);
  });

  it('names the state and the filters it searched by', async () => {
    const got = await search(
      urlOf({
        state: 'new-york',
        filters: ['retirement-planning', 'hourly-planners'],
        sort: 'available',
      }),
    );
    expect(got.state).toEqual({ slug: 'new-york', abbreviation: 'NY', name: 'New York' });
    expect(got.filters).toEqual([
      { slug: 'retirement-planning', title: 'Retirement planning', kind: 'speciality' },
      { slug: 'hourly-planners', title: 'Hourly planners', kind: 'businessModel' },
    ]);
  });

  it('answers 404 for an unknown state or filter and 400 for bad input', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?state=atlantis` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?filters=astrology` }))
        .statusCode,
    ).toBe(404);
    for (const query of [
      'sort=cheapest',
      'page=0',
      'minPrice=-5',
      'maxPrice=abc',
      `filters=${Array.from({ length: MAX_ADVISOR_FILTERS + 1 }, (_, i) => `f${i}`).join(',')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    }
  });
});
