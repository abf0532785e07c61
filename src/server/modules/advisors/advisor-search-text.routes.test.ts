// The search's name and keyword text (full text and trigrams), ZIP code, credential, language and
// rating filters and the rating sort, on the seeded advisors (docs/product.md#advisor-search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { advisorSearchResultSchema } from '../../../shared/contracts/advisors';
import type { AdvisorSearchResult } from '../../../shared/contracts/advisors';
import { ADVISOR_SEARCH_MESSAGES, credentialsOf } from '../../../shared/advisor-search-filters';
import { LIMITS } from '../../../shared/limits';
import { advisors, advisorStates } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

interface Row {
  slug: string;
  accepting: boolean;
  certifications: string;
  credentials: string[];
  languages: string[];
  reviewAverage: number;
  reviewCount: number;
  states: Set<string>;
}

let t: TestApp;
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [advisorRows, stateRows] = await Promise.all([
    db.select().from(advisors),
    db.select().from(advisorStates),
  ]);
  rows = advisorRows.map((row) => ({
    slug: row.slug,
    accepting: row.acceptingClients && row.listed,
    certifications: row.certifications,
    credentials: row.credentials,
    languages: row.languages,
    reviewAverage: row.reviewAverage,
    reviewCount: row.reviewCount,
    states: new Set(stateRows.filter((s) => s.advisorId === row.id).map((s) => s.state)),
  }));
});
afterAll(async () => {
  await t.close();
});

async function search(query: string): Promise<AdvisorSearchResult> {
  const response = await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return advisorSearchResultSchema.parse(response.json());
}

/** Every slug of a search, page by page. */
async function allSlugs(query: string): Promise<string[]> {
  const first = await search(query);
  const slugs = first.advisors.map((advisor) => advisor.slug);
  for (let page = 2; (page - 1) * first.pageSize < first.total; page += 1) {
    slugs.push(...(await search(`${query}&page=${page}`)).advisors.map((a) => a.slug));
  }
  return slugs;
}

const listed = () => rows.filter((row) => row.accepting);
const sorted = (slugs: string[]) => [...slugs].sort();

describe('search text', () => {
  it.each([
    'Thomas Nguyen',
    'thomas nguyen',
    'Thomas Nguen',
    'nguyen thomass',
    'Nguyn',
    'Tomas Nguyn',
  ])('%j finds Thomas Nguyen first', async (text) => {
    const got = await search(`q=${encodeURIComponent(text)}`);
    expect(got.advisors[0]?.slug, text).toBe('thomas-nguyen');
  });

  it('finds keywords in titles and bios, by their stems', async () => {
    // 'Stock options and RSUs turned into a clear plan' is in Thomas Nguyen's bio.
    const got = await search(`q=${encodeURIComponent('stock option')}`);
    expect(got.advisors.map((advisor) => advisor.slug)).toContain('thomas-nguyen');
    // Elena Vasquez plans in Spanish but takes no new clients: never listed.
    const closed = await search(`q=${encodeURIComponent('widows Spanish')}`);
    expect(closed.advisors.map((advisor) => advisor.slug)).not.toContain('elena-vasquez');
  });

  it('ranks the exact name first, then full-text matches, then near names', async () => {
    const got = await search(`q=${encodeURIComponent('Michelle Chen')}`);
    expect(got.advisors[0]?.slug).toBe('michelle-chen');
  });

  it('finds nothing for text that matches no one', async () => {
    const got = await search('q=zzqxv');
    expect(got.total).toBe(0);
    expect(got.advisors).toEqual([]);
  });

  it('combines text with the other filters', async () => {
    const got = await search(`q=nguyen&state=california`);
    const nguyen = rows.find((row) => row.slug === 'thomas-nguyen')!;
    expect(got.advisors.some((a) => a.slug === 'thomas-nguyen')).toBe(nguyen.states.has('CA'));
  });

  it('takes an explicit sort over relevance', async () => {
    const got = await search(`q=planning&sort=rating`);
    const averages = got.advisors.map((advisor) => advisor.reviewAverage);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });
});

describe('ZIP code', () => {
  it.each([
    ['10001', 'NY'],
    ['94103', 'CA'],
    ['60601', 'IL'],
    ['73301', 'TX'],
  ])('%s lists the advisors serving %s', async (zip, state) => {
    const got = await search(`zip=${zip}`);
    expect(got.zip).toMatchObject({ code: zip, state: { abbreviation: state } });
    const want = listed().filter((row) => row.states.has(state));
    expect(want.length).toBeGreaterThan(0);
    expect(sorted(await allSlugs(`zip=${zip}`))).toEqual(sorted(want.map((row) => row.slug)));
  });

  it('refuses a ZIP of no state, and text that is no ZIP, with a field message', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?zip=00000` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { zip: [ADVISOR_SEARCH_MESSAGES.zipUnknown('00000')] },
    });
    const malformed = await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?zip=1234` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fieldErrors: { zip: [expect.any(String)] } });
  });
});

describe('credential, language and rating filters', () => {
  it.each(['cfp', 'cpa-pfs', 'cfa'])('%s lists the advisors holding it', async (slug) => {
    const want = listed().filter((row) => credentialsOf(row.certifications).includes(slug));
    expect(want.length).toBeGreaterThan(0);
    // The stored column follows the same rule as the TypeScript one.
    for (const row of rows) expect(row.credentials).toEqual(credentialsOf(row.certifications));
    const got = await search(`filters=${slug}`);
    expect(got.filters).toEqual([expect.objectContaining({ slug, kind: 'credential' })]);
    expect(sorted(await allSlugs(`filters=${slug}`))).toEqual(sorted(want.map((r) => r.slug)));
  });

  it.each(['spanish', 'korean', 'vietnamese', 'mandarin'])(
    'speaks-%s lists the advisors who speak it',
    async (code) => {
      const want = listed().filter((row) => row.languages.includes(code));
      expect(want.length).toBeGreaterThan(0);
      const got = await search(`filters=speaks-${code}`);
      expect(got.filters[0]).toMatchObject({ kind: 'language' });
      expect(sorted(await allSlugs(`filters=speaks-${code}`))).toEqual(
        sorted(want.map((row) => row.slug)),
      );
    },
  );

  it('combines a credential and a language', async () => {
    const want = listed().filter(
      (row) => row.languages.includes('spanish') && row.credentials.includes('cfp'),
    );
    expect(sorted(await allSlugs('filters=cfp,speaks-spanish'))).toEqual(
      sorted(want.map((row) => row.slug)),
    );
  });

  it.each(['4.5', '4'])('rating=%s lists advisors rated at least that', async (floor) => {
    const want = listed().filter((row) => row.reviewAverage >= Number(floor));
    const got = await allSlugs(`rating=${floor}`);
    expect(sorted(got)).toEqual(sorted(want.map((row) => row.slug)));
    expect(want.length).toBeLessThan(listed().length);
  });

  it('sorts by rating, ties by review count', async () => {
    const want = [...listed()]
      .sort((a, b) => b.reviewAverage - a.reviewAverage || b.reviewCount - a.reviewCount || 0)
      .map((row) => [row.reviewAverage, row.reviewCount]);
    const got = (await search('sort=rating')).advisors.map((a) => [a.reviewAverage, a.reviewCount]);
    expect(got).toEqual(want.slice(0, got.length));
  });
});

describe('invalid input', () => {
  it.each([
    ['q', `q=${'a'.repeat(LIMITS.advisorSearchText.max + 1)}`],
    ['zip', 'zip=abcde'],
    ['rating', 'rating=5'],
    ['sort', 'sort=best'],
  ])('refuses a bad %s with a field message', async (field, query) => {
    const response = await t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { [field]: [expect.any(String)] },
    });
  });

  it('answers 404 for an unknown credential or language slug', async () => {
    for (const slug of ['cfx', 'speaks-klingon']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${ADVISOR_API.search}?filters=${slug}`,
      });
      expect(response.statusCode, slug).toBe(404);
    }
  });
});
