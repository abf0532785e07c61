// @vitest-environment happy-dom
// The roles page as an admin uses it: each role the server answered, the built-in ones marked,
// with how many hold it linked to the users holding it; the sort asked of the server in the
// table's contract; a new role one click away.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { roleQuerySchema } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import { usersWithRole } from '../../features/users/roles-table';
import AdminRolesPage from './admin-roles-page';
import { consolePage, renderAdminPage, roleView, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const ROLES = `GET ${ADMIN_API.roles}`;
const advisor = roleView(2, 'Advisor', { userCount: 12 });
const reviewers = roleView(7, 'Reviewers', { builtIn: false, userCount: 0 });

describe('the roles page', () => {
  it('lists each role with how many hold it, the built-in ones marked', async () => {
    fakeServer({ [ROLES]: () => consolePage([advisor, reviewers]) });
    renderAdminPage(<AdminRolesPage />, { path: ADMIN_PAGES.roles });
    const table = within(await screen.findByRole('table', { name: 'Roles' }));
    const advisorRow = within((await table.findByRole('link', { name: 'Advisor' })).closest('tr')!);
    expect(advisorRow.getByText('Built-in')).toBeTruthy();
    expect(
      advisorRow.getByRole('link', { name: '12 users hold Advisor' }).getAttribute('href'),
    ).toBe(usersWithRole('Advisor'));
    const reviewersRow = within(table.getByRole('link', { name: 'Reviewers' }).closest('tr')!);
    expect(reviewersRow.queryByText('Built-in')).toBeNull();
    expect(table.getByRole('link', { name: 'Reviewers' }).getAttribute('href')).toBe(
      ADMIN_PAGES.roleEdit(7),
    );
    expect(screen.getByRole('link', { name: 'New role' }).getAttribute('href')).toBe(
      ADMIN_PAGES.roleCreate,
    );
  });

  it('asks the server for the roles sorted by how many hold them', async () => {
    const server = fakeServer({ [ROLES]: () => consolePage([advisor, reviewers]) });
    renderAdminPage(<AdminRolesPage />, { path: ADMIN_PAGES.roles });
    const table = within(await screen.findByRole('table', { name: 'Roles' }));
    fireEvent.click(table.getByRole('button', { name: /Users/ }));
    await waitFor(() => expect(server.callsTo(ROLES)).toHaveLength(2));
    expect(
      roleQuerySchema.parse(Object.fromEntries(server.callsTo(ROLES)[1]!.query)),
    ).toMatchObject({ sort: 'users', dir: 'asc', page: 1 });
  });
});
