// @vitest-environment happy-dom
// The admin report's range, grouping and sort live in the address (docs/product.md#admin-reports),
// defaults left out; a change that would make the range backwards or longer than allowed moves the
// other end with it, and what is asked of the server always passes the shared query contract.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REPORT_MAX_MONTHS,
  addMonths,
  defaultReportRange,
  monthsBetween,
  reportQuerySchema,
} from '../../../shared/contracts/admin-reports';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { useReportQuery } from './use-report-query';

afterEach(cleanup);

function renderQuery(search = '') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`${ADMIN_PAGES.reports}${search}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ report: useReportQuery(), search: useLocation().search }), {
    wrapper,
  });
}

const asked = (apiSearch: string) =>
  reportQuerySchema.parse(Object.fromEntries(new URLSearchParams(apiSearch)));

describe('useReportQuery', () => {
  it('opens on the last twelve months by month, with nothing in the address', () => {
    const { result } = renderQuery();
    const range = defaultReportRange(new Date());
    expect(result.current.report.state).toMatchObject({ ...range, by: 'month' });
    expect(asked(result.current.report.apiSearch)).toMatchObject({ ...range, by: 'month' });
    // By month there is no sort to send.
    expect(new URLSearchParams(result.current.report.apiSearch).has('sort')).toBe(false);
  });

  it('ignores what the address holds that is not a month, a grouping or a sort', () => {
    const { result } = renderQuery('?from=2026-13&to=june&by=week&sort=height&dir=up');
    const range = defaultReportRange(new Date());
    expect(result.current.report.state).toEqual({
      ...range,
      by: 'month',
      sort: 'revenue',
      dir: 'desc',
    });
  });

  it('moves the end to the start when the start is set after it', () => {
    const { result } = renderQuery('?from=2026-01&to=2026-06');
    act(() => result.current.report.setFrom('2026-09'));
    expect(result.current.report.state).toMatchObject({ from: '2026-09', to: '2026-09' });
    expect(result.current.search).toBe('?from=2026-09&to=2026-09');
  });

  it('keeps a range within the longest allowed, moving the other end', () => {
    const { result } = renderQuery('?from=2025-01&to=2025-06');
    act(() => result.current.report.setTo('2029-12'));
    const { from, to } = result.current.report.state;
    expect(to).toBe('2029-12');
    expect(from).toBe(addMonths('2029-12', -(REPORT_MAX_MONTHS - 1)));
    expect(monthsBetween(from, to)).toBe(REPORT_MAX_MONTHS);
    expect(() => asked(result.current.report.apiSearch)).not.toThrow();

    act(() => result.current.report.setFrom('2020-01'));
    expect(monthsBetween(result.current.report.state.from, result.current.report.state.to)).toBe(
      REPORT_MAX_MONTHS,
    );
  });

  it('sorts by advisor only when grouped by advisor, names A to Z first, then flips', () => {
    const { result } = renderQuery();
    act(() => result.current.report.setBy('advisor'));
    expect(result.current.search).toBe('?by=advisor');
    expect(asked(result.current.report.apiSearch)).toMatchObject({
      by: 'advisor',
      sort: 'revenue',
      dir: 'desc',
    });

    act(() => result.current.report.toggleSort('advisor'));
    expect(result.current.report.state).toMatchObject({ sort: 'advisor', dir: 'asc' });
    act(() => result.current.report.toggleSort('advisor'));
    expect(result.current.report.state).toMatchObject({ sort: 'advisor', dir: 'desc' });
    act(() => result.current.report.toggleSort('refunds'));
    expect(result.current.report.state).toMatchObject({ sort: 'refunds', dir: 'desc' });
    expect(new URLSearchParams(result.current.search).get('sort')).toBe('refunds');

    act(() => result.current.report.setBy('month'));
    expect(result.current.search).toBe('');
  });
});
