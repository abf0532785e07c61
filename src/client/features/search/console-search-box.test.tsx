// @vitest-environment happy-dom
// The console frame's search box (docs/product.md#admin-search): Enter opens the search page with
// the text trimmed, an empty box goes nowhere, and on the search page the box shows its text.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { ConsoleSearchBox, searchPageOf } from './console-search-box';

afterEach(cleanup);

function renderBox(path: string) {
  const { router } = renderPage(<ConsoleSearchBox id="console-search" />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return () => router.state.location.pathname + router.state.location.search;
}

const box = () => screen.getByRole('searchbox', { name: 'Search the console' });

describe('ConsoleSearchBox', () => {
  it('opens the search page with the text trimmed', async () => {
    const location = renderBox(ADMIN_PAGES.users);
    fireEvent.change(box(), { target: { value: '  casey morgan ' } });
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(location()).toBe(searchPageOf('casey morgan')));
    expect(location()).toBe(`${ADMIN_PAGES.search}?q=casey+morgan`);
  });

  it('goes nowhere with nothing typed', () => {
    const location = renderBox(ADMIN_PAGES.users);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.submit(box().closest('form')!);
    expect(location()).toBe(ADMIN_PAGES.users);
  });

  it('shows the search page’s own text', () => {
    renderBox(searchPageOf('thomas'));
    expect(box()).toHaveProperty('value', 'thomas');
  });
});
