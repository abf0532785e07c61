// The report's range, grouping and sort live in the page's address (docs/product.md#admin-reports),
// defaults left out, so a link or a refresh shows the same report. A change that would make the
// range backwards or longer than allowed moves the other end with it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  REPORT_GROUPINGS,
  REPORT_MAX_MONTHS,
  REPORT_SORTS,
  addMonths,
  defaultReportRange,
  monthsBetween,
} from '../../../shared/contracts/admin-reports';
import type { ReportGrouping, ReportSort } from '../../../shared/contracts/admin-reports';
import type { SortDirection } from '../../../shared/contracts/console';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DEFAULT_SORT: ReportSort = 'revenue';

export interface ReportQueryState {
  from: string;
  to: string;
  by: ReportGrouping;
  sort: ReportSort;
  dir: SortDirection;
}

const pick = <T extends string>(value: string | null, list: readonly T[], fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function useReportQuery() {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => defaultReportRange(new Date()), []);
  const state: ReportQueryState = {
    from: MONTH.test(params.get('from') ?? '') ? params.get('from')! : defaults.from,
    to: MONTH.test(params.get('to') ?? '') ? params.get('to')! : defaults.to,
    by: pick(params.get('by'), REPORT_GROUPINGS, 'month'),
    sort: pick(params.get('sort'), REPORT_SORTS, DEFAULT_SORT),
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };

  const write = useCallback(
    (next: ReportQueryState) => {
      const search = new URLSearchParams();
      if (next.from !== defaults.from || next.to !== defaults.to) {
        search.set('from', next.from);
        search.set('to', next.to);
      }
      if (next.by !== 'month') search.set('by', next.by);
      if (next.by === 'advisor' && (next.sort !== DEFAULT_SORT || next.dir !== 'desc')) {
        search.set('sort', next.sort);
        search.set('dir', next.dir);
      }
      setParams(search, { replace: false });
    },
    [defaults, setParams],
  );

  const setFrom = (from: string) => {
    let to = state.to;
    if (monthsBetween(from, to) < 1) to = from;
    if (monthsBetween(from, to) > REPORT_MAX_MONTHS) to = addMonths(from, REPORT_MAX_MONTHS - 1);
    write({ ...state, from, to });
  };
  const setTo = (to: string) => {
    let from = state.from;
    if (monthsBetween(from, to) < 1) from = to;
    if (monthsBetween(from, to) > REPORT_MAX_MONTHS) from = addMonths(to, -(REPORT_MAX_MONTHS - 1));
    write({ ...state, from, to });
  };
  const setBy = (by: ReportGrouping) => write({ ...state, by });
  /** Sorts by a column, or flips the direction when it already sorts by it. */
  const toggleSort = (sort: ReportSort) =>
    write({
      ...state,
      sort,
      dir:
        state.sort === sort
          ? state.dir === 'asc'
            ? 'desc'
            : 'asc'
          : sort === 'advisor'
            ? 'asc'
            : 'desc',
    });

  const apiSearch = new URLSearchParams({
    from: state.from,
    to: state.to,
    by: state.by,
    ...(state.by === 'advisor' ? { sort: state.sort, dir: state.dir } : {}),
  }).toString();

  const setSort = (sort: ReportSort, dir: SortDirection) => write({ ...state, sort, dir });

  return { state, apiSearch, setFrom, setTo, setBy, toggleSort, setSort };
}
