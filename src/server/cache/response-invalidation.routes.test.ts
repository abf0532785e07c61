// The response cache in the whole app: each kind of change removes the kept answers that show
// it, and leaves the others kept; signed-in callers never share a kept answer.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorProfileEditor } from '../../shared/contracts/advisor-profile';
import type { OwnOfferings } from '../../shared/contracts/offerings';
import { ADMIN_API } from '../../shared/routes/admin-api';
import { ADVISOR_PROFILE_API } from '../../shared/routes/advisor-profile-api';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { AVAILABILITY_API } from '../../shared/routes/availability-api';
import { COMPLIANCE_API } from '../../shared/routes/compliance-api';
import { OFFERINGS_API } from '../../shared/routes/offerings-api';
import { ONBOARDING_API } from '../../shared/routes/onboarding-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { TOOLS_API } from '../../shared/routes/tools-api';
import { advisors } from '../db/schema/advisors';
import { complianceDocuments } from '../db/schema/compliance';
import { reviews } from '../db/schema/reviews';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { usesPostgres } from '../testing/test-database';
import { advisorCaller, hold, openSlots, signedInCaller } from '../testing/test-booking';
import type { Caller } from '../testing/test-booking';
import { PRIVATE_CACHE_CONTROL } from './cacheable-routes';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_MB: '64', RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, caller: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });

/** Whether the answer now comes from the cache; reads it once first so it is kept. */
async function served(url: string): Promise<'hit' | 'miss'> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.headers['x-response-cache'] === 'hit' ? 'hit' : 'miss';
}
/**
 * On PostgreSQL an instance also hears its own notices back moments later; the previous step's
 * echo must not land between warming and checking.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, usesPostgres() ? 300 : 0));
async function warm(...urls: string[]) {
  await settle();
  for (const url of urls) {
    await get(url);
    expect(await served(url), url).toBe('hit');
  }
}

async function slugs(count: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ slug: advisors.slug })
    .from(advisors)
    .where(and(eq(advisors.listed, true), ne(advisors.slug, 'thomas-nguyen')))
    .orderBy(advisors.slug)
    .limit(count);
  return rows.map((row) => row.slug);
}

const lists = [ADVISOR_API.home, `${ADVISOR_API.search}?sort=rating`, ADVISOR_API.seoData];

describe('an advisor edit', () => {
  it("removes that advisor's answers and the lists, not another advisor's", async () => {
    const [slug, other] = await slugs(2);
    const advisor = await advisorCaller(t, slug!);
    const mine = [
      ADVISOR_API.profile(slug!),
      ADVISOR_API.reviews(slug!),
      OFFERINGS_API.advisorOfferings(slug!),
    ];
    await warm(...mine, ...lists, ADVISOR_API.profile(other!));

    const editor = (
      await get(ADVISOR_PROFILE_API.dashboard, advisor.headers)
    ).json<AdvisorProfileEditor>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: ADVISOR_PROFILE_API.dashboard,
      headers: advisor.headers,
      payload: { ...editor.values, title: 'Kept nowhere stale' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const url of [...mine, ...lists]) expect(await served(url), url).toBe('miss');
    expect((await get(ADVISOR_API.profile(slug!))).json()).toMatchObject({
      title: 'Kept nowhere stale',
    });
    expect(await served(ADVISOR_API.profile(other!))).toBe('hit');
  });

  it("an offering's change removes that advisor's offerings", async () => {
    const [, , slug] = await slugs(3);
    const advisor = await advisorCaller(t, slug!);
    const url = OFFERINGS_API.advisorOfferings(slug!);
    await warm(url);
    const { plan } = (await get(OFFERINGS_API.dashboard, advisor.headers)).json<OwnOfferings>();
    const changed = await call('PUT', OFFERINGS_API.dashboardOffering(plan.id), advisor, {
      enabled: plan.enabled,
      priceCents: plan.priceCents + 10_000,
      terms: plan.terms,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await served(url)).toBe('miss');
  });

  it("unlisting removes the advisor's profile at once", async () => {
    const [, , , slug] = await slugs(4);
    const [row] = await t.database.db.select().from(advisors).where(eq(advisors.slug, slug!));
    await warm(ADVISOR_API.profile(slug!));
    const unlisted = await call('PUT', ONBOARDING_API.adminAdvisor(row!.id), admin, {
      listed: false,
    });
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect((await get(ADVISOR_API.profile(slug!))).statusCode).toBe(404);
  });
});

describe('a review hidden by the admin', () => {
  it("removes that advisor's profile and reviews, and the lists", async () => {
    const [review] = await t.database.db
      .select({ id: reviews.id, slug: advisors.slug })
      .from(reviews)
      .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
      .where(and(isNull(reviews.hiddenAt), eq(advisors.listed, true)))
      .limit(1);
    const mine = [ADVISOR_API.profile(review!.slug), ADVISOR_API.reviews(review!.slug)];
    await warm(...mine, ...lists);
    const hidden = await call('DELETE', ADMIN_API.review(review!.id), admin, {
      reason: 'Abusive language',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const url of [...mine, ...lists]) expect(await served(url), url).toBe('miss');
  });
});

describe('open times', () => {
  it('a hold taken and let go removes the open times at once, each time', async () => {
    const slug = 'thomas-nguyen';
    const url = `${AVAILABILITY_API.advisorSlots(slug)}?days=14`;
    const [first] = await openSlots(t.app, slug);
    await warm(url);
    const client = await signedInCaller(t);
    const held = await hold(t.app, client, slug, first!.start);
    expect(held.statusCode, held.body).toBe(201);
    const after = await get(url);
    expect(after.headers['x-response-cache']).not.toBe('hit');
    expect(after.json<{ slots: { start: string }[] }>().slots.map((s) => s.start)).not.toContain(
      first!.start,
    );
  });

  it('the next-availability refresh removes the answers of advisors whose next time moved', async () => {
    const [slug, other] = await slugs(2);
    // The seed's kept times settle first.
    await t.app.services.availability.refreshNextAvailability();
    await warm(ADVISOR_API.profile(slug!), ADVISOR_API.profile(other!), ...lists);
    await t.database.db
      .update(advisors)
      .set({ nextAvailability: new Date('2000-01-01T00:00:00Z') })
      .where(eq(advisors.slug, slug!));
    expect(await t.app.services.availability.refreshNextAvailability()).toBe(1);
    expect(await served(ADVISOR_API.profile(slug!))).toBe('miss');
    for (const url of lists) expect(await served(url), url).toBe('miss');
    expect(await served(ADVISOR_API.profile(other!))).toBe('hit');
  });
});

describe('a feature flag, compliance documents and Clear cached data', () => {
  it('a flag change removes everything', async () => {
    const flag = SYSTEM_API.featureFlag('TheOngoing');
    const [slug] = await slugs(1);
    await warm(ADVISOR_API.profile(slug!), COMPLIANCE_API.basicDocuments);
    // A flag's own answer is never kept: the browser must see a switch at once.
    await get(flag);
    expect((await get(flag)).headers['x-response-cache']).not.toBe('hit');
    const set = await call('POST', ADMIN_API.setFeatureFlag, admin, {
      id: 'TheOngoing',
      value: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await get(flag)).json()).toEqual({ name: 'TheOngoing', value: true });
    expect(await served(ADVISOR_API.profile(slug!))).toBe('miss');
    await call('POST', ADMIN_API.setFeatureFlag, admin, { id: 'TheOngoing', value: false });
  });

  it("a document renamed removes the documents' answers only", async () => {
    const [slug] = await slugs(1);
    await warm(COMPLIANCE_API.basicDocuments, ADVISOR_API.profile(slug!));
    const renamed = await call('PUT', COMPLIANCE_API.renameDocument('privacy-policy'), admin, {
      displayName: 'Privacy Policy Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await get(COMPLIANCE_API.basicDocuments);
    expect(after.headers['x-response-cache']).not.toBe('hit');
    expect(after.body).toContain('Privacy Policy Renamed');
    expect(await served(ADVISOR_API.profile(slug!))).toBe('hit');
  });

  it('Clear cached data removes everything, so a change behind the app shows', async () => {
    await warm(COMPLIANCE_API.basicDocuments, ...lists);
    await t.database.db
      .update(complianceDocuments)
      .set({ displayName: 'Renamed behind the cache' })
      .where(eq(complianceDocuments.slug, 'terms-of-use'));
    expect((await get(COMPLIANCE_API.basicDocuments)).body).not.toContain('behind the cache');
    const cleared = await call('POST', TOOLS_API.clearCachedData, admin);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await get(COMPLIANCE_API.basicDocuments)).body).toContain('Renamed behind the cache');
    for (const url of lists) expect(await served(url), url).toBe('miss');
  });
});

describe('signed-in callers', () => {
  it('never get a kept answer, never leave one, and are told no one may keep theirs', async () => {
    const [slug] = await slugs(1);
    const url = ADVISOR_API.profile(slug!);
    const client = await signedInCaller(t);
    const signedIn = await get(url, client.headers);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedIn.headers['x-response-cache']).toBeUndefined();
    expect(signedIn.headers.etag).toBeUndefined();
    // Nothing was kept from it: the anonymous read is the first.
    await t.app.inject({ method: 'POST', url: TOOLS_API.clearCachedData, headers: admin.headers });
    await settle();
    await get(url, client.headers);
    expect((await get(url)).headers['x-response-cache']).toBe('miss');
    expect((await get(url)).headers['x-response-cache']).toBe('hit');
    const again = await get(url, client.headers);
    expect(again.headers['x-response-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });
});
