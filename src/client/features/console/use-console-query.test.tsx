// @vitest-environment happy-dom
// A console table's view lives in the address; two tables on one page keep theirs apart under
// their prefixes, and a table without one keeps the address to itself as before.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { useConsoleQuery } from './use-console-query';

afterEach(cleanup);

const SORTS = ['createdAt', 'name'] as const;

function renderTables(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      emails: useConsoleQuery(SORTS, { sort: 'createdAt', dir: 'desc', prefix: 'emails' }),
      jobs: useConsoleQuery(SORTS, { sort: 'createdAt', dir: 'desc', prefix: 'jobs' }),
      search: useLocation().search,
    }),
    { wrapper },
  );
}

describe('useConsoleQuery', () => {
  it('reads and writes each table under its own prefix, leaving the other as it is', () => {
    const { result } = renderTables(
      `${ADMIN_PAGES.tools}?jobs.q=reminder&jobs.page=2&emails.sort=name&emails.dir=asc`,
    );
    expect(result.current.jobs.query).toMatchObject({ q: 'reminder', page: 2, sort: 'createdAt' });
    expect(result.current.emails.query).toMatchObject({ q: '', page: 1, sort: 'name', dir: 'asc' });
    expect(result.current.emails.apiSearch).toContain('sort=name');
    expect(result.current.emails.apiSearch).not.toContain('emails.');

    act(() => result.current.emails.set({ q: 'avery' }));
    const params = new URLSearchParams(result.current.search);
    expect(params.get('emails.q')).toBe('avery');
    expect(params.get('emails.sort')).toBe('name');
    expect(params.get('jobs.q')).toBe('reminder');
    expect(params.get('jobs.page')).toBe('2');
    expect(params.get('q')).toBeNull();

    act(() => result.current.jobs.setPage(3));
    expect(result.current.jobs.query.page).toBe(3);
    expect(result.current.emails.query.q).toBe('avery');
  });

  it('without a prefix, owns the whole address as before', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`${ADMIN_PAGES.users}?q=sam&other=1`]}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        table: useConsoleQuery(SORTS, { sort: 'createdAt', dir: 'desc' }),
        search: useLocation().search,
      }),
      { wrapper },
    );
    expect(result.current.table.query.q).toBe('sam');
    act(() => result.current.table.toggleSort('name'));
    const params = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(params)).toEqual({ q: 'sam', sort: 'name', dir: 'asc' });
  });

  it('a change asked for by an earlier render keeps what was changed since (a search typed just before a filter changed)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[ADMIN_PAGES.users]}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        table: useConsoleQuery<(typeof SORTS)[number], 'role'>(SORTS, {
          sort: 'createdAt',
          dir: 'desc',
          filters: { role: '' },
        }),
        search: useLocation().search,
      }),
      { wrapper },
    );
    // The search box's delayed call holds the table as it was when typing began.
    const before = result.current.table;
    act(() => result.current.table.set({ filters: { role: 'Advisor' } }));
    act(() => before.set({ q: 'sam' }));
    const params = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(params)).toEqual({ q: 'sam', role: 'Advisor' });
  });
});
