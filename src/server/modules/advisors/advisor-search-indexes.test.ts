// The search's partial indexes (advisors_listed_*, ADR 0037) still serve every sort of a results
// page: their predicate (accepting clients and listed) is implied by the query's conditions, so a
// page is read from the front of an index. Table scans, bitmaps and sorts are forbidden so only
// such an index can answer; a query without the listed condition fails here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { searchPageQuery } from './advisor-search.repository';

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
