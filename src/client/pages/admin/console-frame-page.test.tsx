// @vitest-environment happy-dom
// The console's frame around every admin page: the page shown inside it, every tool one click
// away with the open one marked, the search box opening the search page with its text, and "/"
// putting the cursor in the search box unless one is typing.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { CONSOLE_NAV } from '../../features/console/console-nav-items';
import { searchPageOf } from '../../features/search/console-search-box';
import ConsoleFramePage from './console-frame-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

function open(path: string) {
  renderAdminPage(
    <Routes>
      <Route path={AREA_ROOTS.admin} element={<ConsoleFramePage />}>
        <Route path={ADMIN_PAGES.users} element={<h1>Users page</h1>} />
        <Route path={ADMIN_PAGES.search} element={<h1>Search page</h1>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('the console frame', () => {
  it('shows the page inside it with every tool one click away, the open one marked', () => {
    open(ADMIN_PAGES.users);
    expect(screen.getByRole('heading', { name: 'Users page' })).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Admin tools' }));
    expect(nav.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe(AREA_ROOTS.admin);
    for (const tool of CONSOLE_NAV.flatMap((group) => group.items)) {
      expect(nav.getByRole('link', { name: tool.title }).getAttribute('href')).toBe(tool.to);
    }
    expect(nav.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the search page with the text typed in its search box', async () => {
    open(ADMIN_PAGES.users);
    const [box] = screen.getAllByRole('searchbox', { name: 'Search the console' });
    fireEvent.change(box!, { target: { value: '  casey  ' } });
    fireEvent.submit(box!.closest('form')!);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(searchPageOf('casey')),
    );
    expect(screen.getByRole('heading', { name: 'Search page' })).toBeTruthy();
  });

  it('puts the cursor in the search box on "/", but not while typing in a field', () => {
    // happy-dom lays nothing out: every box counts as on screen.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      {},
    ] as unknown as DOMRectList);
    open(ADMIN_PAGES.users);
    const [box, phoneBox] = screen.getAllByRole('searchbox', { name: 'Search the console' });
    phoneBox!.focus();
    fireEvent.keyDown(phoneBox!, { key: '/' });
    expect(document.activeElement).toBe(phoneBox);

    phoneBox!.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box);
  });
});
