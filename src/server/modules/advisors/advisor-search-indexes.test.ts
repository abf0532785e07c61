// The search's partial indexes (advisors_listed_*, ADR 0037) still serve every sort of a results
// page: their predicate (accepting clients and listed) is implied by the query's conditions, so a
// page is read from the front of an index. Table scans, bitmaps and sorts are forbidden so only
// such an index can answer; a query without the listed condition fails here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { searchPageQuery } from './advisor-search.repository';
import type { AdvisorSearchCriteria } from './advisor-search.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the search indexes', () => {
  it.each([
    ['newest', 'advisors_listed_created_idx'],
    ['oldest', 'advisors_listed_created_idx'],
    ['highest', 'advisors_listed_hourly_rate_idx'],
    ['lowest', 'advisors_listed_hourly_rate_idx'],
    ['available', 'advisors_listed_available_idx'],
    ['rating', 'advisors_listed_rating_idx'],
  ] as const)('still serve a %s page: their predicate matches the query', async (sort, index) => {
    const plan = await t.database.db.transaction(async (tx) => {
      // A small table is cheaper to scan and sort: forbid both, so only an index whose predicate
      // the query implies, read in the page's order, can serve it.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const query = searchPageQuery(tx, {
        attributeIds: [],
        businessModels: [],
        sort,
        limit: 20,
        offset: 0,
      });
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan, plan).toContain(index);
  });
});

const PAGE = { attributeIds: [], businessModels: [], limit: 20, offset: 0 };

/** Rolls back the rows a plan was read against. */
class Discard extends Error {}

/**
 * The plan of a page against 5,000 more advisors (rolled back after): on the seeded few, a scan of
 * any listed index costs less than a GIN lookup, so only a real table size shows the choice.
 */
async function planOf(criteria: AdvisorSearchCriteria): Promise<string> {
  let plan = '';
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`
        insert into advisors (slug, first_name, last_name, title, profile_pic_url, home_state,
          time_zone, business_model, hourly_rate_cents, plan_price_cents, ongoing_price_cents, bio)
        select 'bulk-' || g, 'First' || g, 'Last' || g, 'Planner', '', 'NY', 'America/New_York',
          'hourly-planners', 10000, 100000, 10000, 'Budgets ' || g
        from generate_series(1, 5000) g`);
      await tx.execute(sql`analyze advisors`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${searchPageQuery(tx, criteria)}`);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      plan = rows.map((row) => Object.values(row).join(' ')).join('\n');
      throw new Discard();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Discard)) throw error;
    });
  return plan;
}

describe('the name, keyword, credential and language indexes', () => {
  it.each(['Thomas Nguyen', 'nguyen thomass', 'retirement'])(
    'serve the search text %j: full text and trigrams',
    async (text) => {
      const plan = await planOf({ ...PAGE, text, sort: 'relevance' });
      expect(plan, plan).toContain('advisors_listed_search_document_idx');
      expect(plan, plan).toContain('advisors_listed_search_name_trgm_idx');
    },
  );

  it('serves a credential', async () => {
    const plan = await planOf({ ...PAGE, credentials: ['cfp'], sort: 'relevance' });
    expect(plan, plan).toContain('advisors_listed_credentials_idx');
  });

  it('serves a language', async () => {
    const plan = await planOf({ ...PAGE, languages: ['spanish'], sort: 'relevance' });
    expect(plan, plan).toContain('advisors_listed_languages_idx');
  });
});
