// Every public page and public API answer a cache may keep tells a person's browser to ask again
// before each use, so a change shows at once; only a shared cache (s-maxage, and a CDN's
// stale-while-revalidate in CDN-Cache-Control) may keep a copy a while. Checked with the response
// cache on (kept answers, 304s) and off (the answers a handler sends itself).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_API, ADVISOR_API_PATTERNS } from '../../shared/routes/advisors-api';
import { AVAILABILITY_API, AVAILABILITY_API_PATTERNS } from '../../shared/routes/availability-api';
import { COMPLIANCE_PAGES } from '../../shared/routes/compliance';
import { COMPLIANCE_API, COMPLIANCE_API_PATTERNS } from '../../shared/routes/compliance-api';
import { OFFERINGS_API, OFFERINGS_API_PATTERNS } from '../../shared/routes/offerings-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { offerings } from '../db/schema/plans';
import { advisors } from '../db/schema/advisors';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { signedInCaller } from '../testing/test-booking';
import { CACHEABLE_ROUTES, PAGE_ROUTE, PRIVATE_CACHE_CONTROL } from './cacheable-routes';

/** Directives of a Cache-Control value, by lower-case name. */
function directives(value: unknown): Map<string, string | true> {
  const parsed = new Map<string, string | true>();
  for (const part of String(value ?? '').split(',')) {
    const [name, argument] = part.trim().split('=');
    if (name) parsed.set(name.toLowerCase(), argument?.replace(/"/g, '') ?? true);
  }
  return parsed;
}

/** Why a browser could show this answer without asking the server first, if it could. */
function browserMayShowStale(cacheControl: unknown): string | undefined {
  const cc = directives(cacheControl);
  if (cc.has('no-store') || cc.has('no-cache')) return undefined;
  if (cc.get('max-age') !== '0') return `max-age is ${String(cc.get('max-age') ?? 'missing')}`;
  if (cc.has('stale-while-revalidate')) return 'stale-while-revalidate reaches the browser';
  if (cc.has('stale-if-error')) return 'stale-if-error reaches the browser';
  if (!cc.has('must-revalidate')) return 'no must-revalidate';
  return undefined;
}

const CACHE_ON = { RESPONSE_CACHE_MB: '64', RATE_LIMIT_PER_MINUTE: '100000' };

let on: TestApp;
let off: TestApp;
let urls: Map<string, string[]>;

beforeAll(async () => {
  on = await createTestApp({ env: CACHE_ON });
  off = await createTestApp();
  // An advisor who sells The Plan, so both offering answers are 200.
  const [seller] = await on.database.db
    .select({ slug: advisors.slug })
    .from(offerings)
    .innerJoin(advisors, eq(advisors.id, offerings.advisorId))
    .where(eq(offerings.enabled, true))
    .limit(1);
  const slug = seller!.slug;
  // One address or more per cacheable API route: a route missing here fails the first test.
  // Pages need the built client: response-cache.test.ts and the public-pages journey check them.
  urls = new Map([
    [ADVISOR_API.home, [ADVISOR_API.home]],
    [ADVISOR_API.seoData, [ADVISOR_API.seoData]],
    [ADVISOR_API.search, [ADVISOR_API.search, `${ADVISOR_API.search}?sort=rating`]],
    [ADVISOR_API_PATTERNS.profile, [ADVISOR_API.profile(slug)]],
    [ADVISOR_API_PATTERNS.reviews, [ADVISOR_API.reviews(slug)]],
    [OFFERINGS_API_PATTERNS.advisorOfferings, [OFFERINGS_API.advisorOfferings(slug)]],
    [OFFERINGS_API_PATTERNS.advisorOffering, [OFFERINGS_API.advisorOffering(slug, 'plan')]],
    [AVAILABILITY_API_PATTERNS.advisorSlots, [`${AVAILABILITY_API.advisorSlots(slug)}?days=14`]],
    [SYSTEM_API.appInfo, [SYSTEM_API.appInfo]],
    [SYSTEM_API.contactDetails, [SYSTEM_API.contactDetails]],
    [COMPLIANCE_API.basicDocuments, [COMPLIANCE_API.basicDocuments]],
    [COMPLIANCE_API_PATTERNS.document, [COMPLIANCE_API.document('terms-of-use')]],
  ]);
}, 120_000);
afterAll(async () => {
  await on?.close();
  await off?.close();
});

const allUrls = () => [...urls.values()].flat();

describe('what caches may keep of public answers', () => {
  it('names an address for every cacheable route', () => {
    const routes = [...CACHEABLE_ROUTES.keys()].filter((route) => route !== PAGE_ROUTE);
    expect(routes.filter((route) => !urls.has(route))).toEqual([]);
  });

  it.each([
    ['on', () => on],
    ['off', () => off],
  ])(
    'with the response cache %s, a browser asks again before showing any of them',
    async (_state, app) => {
      const problems: string[] = [];
      for (const url of allUrls()) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await app().app.inject({ method, url });
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
          const stale = browserMayShowStale(response.headers['cache-control']);
          if (stale) problems.push(`${method} ${url}: ${stale}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('kept answers let a shared cache keep them a while, and revalidate with a 304', async () => {
    for (const url of allUrls()) {
      await on.app.inject({ method: 'GET', url });
      const kept = await on.app.inject({ method: 'GET', url });
      expect(kept.headers['x-response-cache'], url).toBe('hit');
      const cc = directives(kept.headers['cache-control']);
      expect(cc.has('public'), url).toBe(true);
      expect(Number(cc.get('s-maxage')), url).toBeGreaterThan(0);
      // A CDN may answer while it asks again; the browser never hears of it.
      expect(directives(kept.headers['cdn-cache-control']).has('stale-while-revalidate'), url).toBe(
        true,
      );
      const again = await on.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(kept.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(browserMayShowStale(again.headers['cache-control']), url).toBeUndefined();
    }
  });

  it('a compliance document page is asked for again too', async () => {
    for (const app of [on, off]) {
      const response = await app.app.inject({
        method: 'GET',
        url: COMPLIANCE_PAGES.document('terms-of-use'),
      });
      expect(response.statusCode).toBe(200);
      expect(browserMayShowStale(response.headers['cache-control'])).toBeUndefined();
    }
  });

  it('a signed-in caller is told nobody may keep the answer, cache on or off', async () => {
    for (const app of [on, off]) {
      const client = await signedInCaller(app);
      for (const url of allUrls().filter((address) => address.startsWith('/api/'))) {
        const response = await app.app.inject({ method: 'GET', url, headers: client.headers });
        expect(response.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      }
    }
  });
});
