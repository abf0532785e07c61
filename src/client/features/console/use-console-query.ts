// A console table's state lives in the page's address (docs/product.md#admin-console): search,
// filters, sort, direction, page and rows per page. Defaults are left out of the address, and a
// change of anything but the page starts again at page 1.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import type { ConsoleQuery, SortDirection } from '../../../shared/contracts/console';

export interface ConsoleQueryDefaults<Sort extends string, Filter extends string> {
  sort: Sort;
  dir: SortDirection;
  /** The table's own filters and their default values ('' for none). */
  filters?: Record<Filter, string>;
  /**
   * For a page with several tables: this table's names in the address start with it
   * (`emails.q`), and its changes leave the other tables' names alone.
   */
  prefix?: string;
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
  const { prefix } = defaults;
  const name = useCallback((key: string) => (prefix ? `${prefix}.${key}` : key), [prefix]);
  const filterDefaults = useMemo(
    () => defaults.filters ?? ({} as Record<Filter, string>),
    [defaults.filters],
  );

  /** The table's view as an address holds it; defaults fill what it leaves out. */
  const read = useCallback(
    (search: URLSearchParams) => {
      const sortParam = search.get(name('sort'));
      const sort = sorts.find((candidate) => candidate === sortParam) ?? defaults.sort;
      const dirParam = search.get(name('dir'));
      const dir: SortDirection =
        dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaults.dir;
      const sizeParam = Number(search.get(name('size')));
      const size = (CONSOLE_PAGE_SIZES as readonly number[]).includes(sizeParam)
        ? sizeParam
        : CONSOLE_PAGE_SIZES[0];
      const filters = Object.fromEntries(
        Object.entries<string>(filterDefaults).map(([filter, fallback]) => [
          filter,
          search.get(name(filter)) ?? fallback,
        ]),
      ) as Record<Filter, string>;
      return {
        q: search.get(name('q')) ?? '',
        page: positive(search.get(name('page')), 1),
        size,
        sort,
        dir,
        filters,
      };
    },
    [sorts, defaults.sort, defaults.dir, filterDefaults, name],
  );
  const query = useMemo(() => read(params), [read, params]);
  type View = typeof query;

  // The address as last rendered or last written. React Router's setter sees the address of its
  // own render, so a search typed just before a filter changed (it lands 300 ms later) would
  // write the old filter back; each write starts from the latest address instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  /** Applies a change to the latest address, whatever render asked for it. */
  const write = useCallback(
    (change: (current: View) => View) => {
      const current = latest.current;
      const next = change(read(current));
      const own = new URLSearchParams();
      if (next.q) own.set(name('q'), next.q);
      for (const [filter, value] of Object.entries<string>(next.filters)) {
        if (value && value !== filterDefaults[filter as Filter]) own.set(name(filter), value);
      }
      if (next.sort !== defaults.sort || next.dir !== defaults.dir) {
        own.set(name('sort'), next.sort);
        own.set(name('dir'), next.dir);
      }
      if (next.size !== CONSOLE_PAGE_SIZES[0]) own.set(name('size'), String(next.size));
      if (next.page > 1) own.set(name('page'), String(next.page));
      // Another table's names stay as they are.
      const search = prefix
        ? new URLSearchParams([...current].filter(([key]) => !key.startsWith(`${prefix}.`)))
        : new URLSearchParams();
      for (const [key, value] of own) search.set(key, value);
      latest.current = search;
      setParams(search, { replace: true });
    },
    [setParams, read, filterDefaults, defaults.sort, defaults.dir, name, prefix],
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
      write((current) => ({
        ...current,
        ...change,
        filters: { ...current.filters, ...change.filters } as Record<Filter, string>,
        page: 1,
      })),
    setPage: (page) => write((current) => ({ ...current, page })),
    toggleSort: (sort) =>
      write((current) => ({
        ...current,
        sort,
        // A new column starts ascending; the same column flips.
        dir: current.sort === sort && current.dir === 'asc' ? 'desc' : 'asc',
        page: 1,
      })),
  };
}
