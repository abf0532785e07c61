// @vitest-environment happy-dom
// The console-wide search as an admin uses it: the text in the address asked of the server in
// the search's contract; each kind that matched with its records linked to their pages, an exact
// match marked, and a link to the whole list; too short a text never sent; no match; a failure
// with a way to try again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_SEARCH_MIN_LENGTH } from '../../../shared/constants';
import { adminSearchQuerySchema } from '../../../shared/contracts/admin-search';
import type { AdminSearchAnswer } from '../../../shared/contracts/admin-search';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { SEARCH_API } from '../../../shared/routes/search-api';
import { fakeServer } from '../../testing/fake-server';
import AdminSearchPage from './admin-search-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const hit = {
  detail: '',
  status: null,
  at: null,
  userId: null,
  exact: false,
};
const answer = (q: string): AdminSearchAnswer => ({
  q,
  groups: [
    {
      kind: 'users',
      total: 4,
      hits: [
        {
          ...hit,
          id: 'user-casey',
          title: 'Casey Morgan',
          detail: 'casey@example.com',
          exact: true,
        },
        { ...hit, id: 'user-cass', title: 'Cass Lee', detail: 'cass@example.com' },
      ],
    },
    {
      kind: 'advisors',
      total: 1,
      hits: [{ ...hit, id: 'advisor-1', title: 'Casey Advisor', status: 'Listed' }],
    },
    { kind: 'meetings', total: 0, hits: [] },
  ],
});
const SEARCH = `GET ${SEARCH_API.admin}`;

describe('the console search page', () => {
  it('asks the server for the address’s text and shows each kind that matched', async () => {
    const server = fakeServer({ [SEARCH]: (call) => ({ body: answer(call.query.get('q')!) }) });
    renderAdminPage(<AdminSearchPage />, { path: `${ADMIN_PAGES.search}?q=casey` });

    expect(await screen.findByText('5 matches for “casey”: 4 users, 1 advisor.')).toBeTruthy();
    expect(adminSearchQuerySchema.parse(Object.fromEntries(server.calls[0]!.query))).toEqual({
      q: 'casey',
    });
    const users = within(screen.getByRole('region', { name: 'Users 4' }));
    const casey = users.getByRole('link', { name: 'Casey Morgan' });
    expect(casey.getAttribute('href')).toBe(ADMIN_PAGES.userEdit('user-casey'));
    expect(within(casey.closest('li')!).getByText('Exact match')).toBeTruthy();
    expect(users.getByText(/2 more users/)).toBeTruthy();
    expect(users.getByRole('link', { name: 'show all in Users' }).getAttribute('href')).toBe(
      `${ADMIN_PAGES.users}?q=casey`,
    );
    // An advisor without an account is reviewed on the advisors page.
    const advisors = within(screen.getByRole('region', { name: 'Advisors 1' }));
    expect(advisors.getByRole('link', { name: 'Casey Advisor' }).getAttribute('href')).toBe(
      ONBOARDING_PAGES.adminAdvisors,
    );
    expect(screen.queryByRole('region', { name: /Meetings/ })).toBeNull();
  });

  it('sends nothing for too short a text, and keeps what is typed in the address', async () => {
    const server = fakeServer({ [SEARCH]: (call) => ({ body: answer(call.query.get('q')!) }) });
    renderAdminPage(<AdminSearchPage />, { path: ADMIN_PAGES.search });
    const box = screen.getByRole('searchbox', { name: 'Search for' });
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.submit(box.closest('form')!);
    expect(
      await screen.findByText(`Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters.`),
    ).toBeTruthy();
    expect(server.calls).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'casey' } });
    fireEvent.submit(box.closest('form')!);
    await screen.findByText(/5 matches for “casey”/);
    expect(screen.getByTestId('location').textContent).toBe(`${ADMIN_PAGES.search}?q=casey`);
  });

  it('says when nothing matched', async () => {
    fakeServer({ [SEARCH]: () => ({ body: { q: 'zebra', groups: [] } }) });
    renderAdminPage(<AdminSearchPage />, { path: `${ADMIN_PAGES.search}?q=zebra` });
    expect(await screen.findByText('No match for “zebra”.')).toBeTruthy();
  });

  it('says the search failed and tries again', async () => {
    let failing = true;
    fakeServer({
      [SEARCH]: () =>
        failing
          ? { status: 500, body: { code: 'general', message: 'x' } }
          : { body: answer('casey') },
    });
    renderAdminPage(<AdminSearchPage />, { path: `${ADMIN_PAGES.search}?q=casey` });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('The search could not be done just now.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/5 matches for “casey”/)).toBeTruthy());
  });
});
