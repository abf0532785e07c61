// One page of a console table (docs/product.md#admin-console): the rows of the page and the count
// of all matches, read together, ordered by the chosen column with a unique tiebreak so pages
// never repeat or skip a row.
import { asc, desc } from 'drizzle-orm';
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';
import type { ConsolePage, ConsoleQuery } from '../../shared/contracts/console';

/** A `like` pattern matching text that contains the search: `%` and `_` typed are literal. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The ORDER BY of a console query: its sort column in its direction, then the tiebreak. */
export function sortOrder<Sort extends string>(
  columns: Record<Sort, AnyColumn | SQLWrapper>,
  query: Pick<ConsoleQuery<Sort>, 'sort' | 'dir'>,
  tiebreak: AnyColumn,
): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  return [direction(columns[query.sort]), direction(tiebreak)];
}

/** Reads a page's rows and the total in parallel and returns them as the console's page answer. */
export async function pageOf<Item>(
  query: Pick<ConsoleQuery, 'page' | 'size'>,
  load: {
    rows: (limit: number, offset: number) => Promise<Item[]>;
    total: () => Promise<number>;
  },
): Promise<ConsolePage<Item>> {
  const [items, total] = await Promise.all([
    load.rows(query.size, (query.page - 1) * query.size),
    load.total(),
  ]);
  return { items, total, page: query.page, size: query.size };
}
