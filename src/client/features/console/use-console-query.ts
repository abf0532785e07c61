// A console table's state lives in the page's address (docs/product.md#admin-console): search,
// filters, sort, direction, page and rows per page. Defaults are left out of the address, and a
// change of anything but the page starts again at page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import type { ConsoleQuery, SortDirection } from '../../../shared/contracts/console';

export interface ConsoleQueryDefaults<Sort extends string, Filter extends string> {
  sort: Sort;
  dir: SortDirection;
  /** The table's own filters and their default values ('' for none). */
  filters?: Record<Filter, string>;
}

export interface ConsoleQueryState<Sort extends string, Filter extends string> {
  query: ConsoleQuery<Sort> & { filters: Record<Filter, string> };
  /** The query string to send to the API: the address's, with defaults filled in. */
  apiSearch: string;
  set(
    change: Partial<Omit<ConsoleQuery<Sort>, 'page'>> & {
      filters?: Partial<Record<Filter, string>>;
    },
  ): void;
  setPage(page: number): void;
  /** Sorts by a column, or flips the direction when it already sorts by it. */
  toggleSort(sort: Sort): void;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

export function useConsoleQuery<Sort extends string, Filter extends string = never>(
  sorts: readonly Sort[],
  defaults: ConsoleQueryDefaults<Sort, Filter>,
): ConsoleQueryState<Sort, Filter> {
  const [params, setParams] = useSearchParams();
  const filterDefaults = useMemo(
    () => defaults.filters ?? ({} as Record<Filter, string>),
    [defaults.filters],
  );

  const query = useMemo(() => {
    const sortParam = params.get('sort');
    const sort = sorts.find((candidate) => candidate === sortParam) ?? defaults.sort;
    const dirParam = params.get('dir');
    const dir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaults.dir;
    const sizeParam = Number(params.get('size'));
    const size = (CONSOLE_PAGE_SIZES as readonly number[]).includes(sizeParam)
      ? sizeParam
      : CONSOLE_PAGE_SIZES[0];
    const filters = Object.fromEntries(
      Object.entries<string>(filterDefaults).map(([name, fallback]) => [
        name,
        params.get(name) ?? fallback,
      ]),
    ) as Record<Filter, string>;
    return {
      q: params.get('q') ?? '',
      page: positive(params.get('page'), 1),
      size,
      sort,
      dir,
      filters,
    };
  }, [params, sorts, defaults.sort, defaults.dir, filterDefaults]);

  const write = useCallback(
    (next: typeof query) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      for (const [name, value] of Object.entries<string>(next.filters)) {
        if (value && value !== filterDefaults[name as Filter]) search.set(name, value);
      }
      if (next.sort !== defaults.sort || next.dir !== defaults.dir) {
        search.set('sort', next.sort);
        search.set('dir', next.dir);
      }
      if (next.size !== CONSOLE_PAGE_SIZES[0]) search.set('size', String(next.size));
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams, filterDefaults, defaults.sort, defaults.dir],
  );

  const apiSearch = useMemo(() => {
    const search = new URLSearchParams({
      q: query.q,
      page: String(query.page),
      size: String(query.size),
      sort: query.sort,
      dir: query.dir,
    });
    for (const [name, value] of Object.entries<string>(query.filters)) {
      if (value) search.set(name, value);
    }
    return search.toString();
  }, [query]);

  return {
    query,
    apiSearch,
    set: (change) =>
      write({
        ...query,
        ...change,
        filters: { ...query.filters, ...change.filters } as Record<Filter, string>,
        page: 1,
      }),
    setPage: (page) => write({ ...query, page }),
    toggleSort: (sort) =>
      write({
        ...query,
        sort,
        // A new column starts ascending; the same column flips.
        dir: query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc',
        page: 1,
      }),
  };
}
