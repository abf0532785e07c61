// @vitest-environment happy-dom
// The users console as an admin uses it: the rows the server answered with their roles and the
// actions each allows, the role filter and search sent to the server in the table's contract, and
// impersonation leading to the person's area or saying why it failed.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userQuerySchema } from '../../../shared/contracts/admin-users';
import type { RoleView, UserRow } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { RECORDS_PAGES } from '../../../shared/routes/records';
import { fakeServer } from '../../testing/fake-server';
import { activeUser } from '../../testing/auth-test-harness';
import AdminUsersPage from './admin-users-page';
import { asAdmin, consolePage, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const casey: UserRow = {
  id: 'user-casey',
  email: 'casey.morgan@example.com',
  fullName: 'Casey Morgan',
  roles: ['Consumer'],
  createdAt: '2026-03-10T18:00:00.000Z',
};
const thomas: UserRow = {
  id: 'user-thomas',
  email: 'thomas.nguyen@justfinancialadvice.com',
  fullName: 'Thomas Nguyen',
  roles: ['Advisor'],
  createdAt: '2026-02-01T18:00:00.000Z',
};
const admin: UserRow = {
  id: 'user-admin',
  email: 'admin@justfinancialadvice.com',
  fullName: 'Alex Admin',
  roles: ['Admin'],
  createdAt: '2026-01-05T18:00:00.000Z',
};

const role = (id: number, name: string): RoleView => ({
  id,
  name,
  builtIn: true,
  userCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const roles = consolePage([role(1, 'Admin'), role(2, 'Advisor'), role(3, 'Consumer')]);

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('the users page', () => {
  it('lists the users the server answered, with the actions each one allows', async () => {
    fakeServer({
      [`GET ${ADMIN_API.users}`]: () => consolePage([casey, thomas, admin], 3),
      [`GET ${ADMIN_API.roles}`]: () => roles,
    });
    renderAdminPage(<AdminUsersPage />, { path: ADMIN_PAGES.users });

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Casey Morgan' });
    expect(screen.getByText('3 users')).toBeTruthy();

    const caseyRow = within(rowOf('Casey Morgan'));
    expect(caseyRow.getByText('casey.morgan@example.com')).toBeTruthy();
    expect(caseyRow.getByText('Consumer')).toBeTruthy();
    expect(caseyRow.getByText('Mar 10, 2026')).toBeTruthy();
    expect(caseyRow.getByRole('link', { name: 'Edit Casey Morgan' }).getAttribute('href')).toBe(
      ADMIN_PAGES.userEdit(casey.id),
    );
    expect(caseyRow.getByRole('button', { name: 'Impersonate Casey Morgan' })).toBeTruthy();
    expect(caseyRow.queryByRole('link', { name: /Compliance report/ })).toBeNull();

    // Only an advisor has a compliance report; an admin cannot be impersonated.
    expect(
      within(rowOf('Thomas Nguyen'))
        .getByRole('link', { name: 'Compliance report of Thomas Nguyen' })
        .getAttribute('href'),
    ).toBe(RECORDS_PAGES.admin(thomas.id));
    expect(within(rowOf('Alex Admin')).queryByRole('button', { name: /Impersonate/ })).toBeNull();
  });

  it('asks the server for the chosen role and search, within the table’s contract', async () => {
    const server = fakeServer({
      [`GET ${ADMIN_API.users}`]: (call) =>
        consolePage(call.query.get('role') === 'Advisor' ? [thomas] : [casey, thomas]),
      [`GET ${ADMIN_API.roles}`]: () => roles,
    });
    renderAdminPage(<AdminUsersPage />, { path: ADMIN_PAGES.users });
    await screen.findByRole('link', { name: 'Casey Morgan' });
    await screen.findByRole('option', { name: 'Advisor' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), {
      target: { value: 'Advisor' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Casey Morgan' })).toBeNull());
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    fireEvent.change(search, { target: { value: 'nguyen' } });
    fireEvent.submit(search.closest('form')!);

    await waitFor(() =>
      expect(server.callsTo(`GET ${ADMIN_API.users}`).at(-1)!.query.get('q')).toBe('nguyen'),
    );
    const last = server.callsTo(`GET ${ADMIN_API.users}`).at(-1)!;
    expect(userQuerySchema.parse(Object.fromEntries(last.query))).toEqual({
      q: 'nguyen',
      role: 'Advisor',
      page: 1,
      size: 25,
      sort: 'joined',
      dir: 'desc',
    });
    expect(screen.getByTestId('location').textContent).toBe(
      `${ADMIN_PAGES.users}?q=nguyen&role=Advisor`,
    );
  });

  it('says when no user matches', async () => {
    fakeServer({
      [`GET ${ADMIN_API.users}`]: () => consolePage([]),
      [`GET ${ADMIN_API.roles}`]: () => roles,
    });
    renderAdminPage(<AdminUsersPage />, { path: `${ADMIN_PAGES.users}?q=zebra` });
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
  });

  it('impersonates a client into their account, and says why when it cannot', async () => {
    fakeServer({
      [`GET ${ADMIN_API.users}`]: () => consolePage([casey]),
      [`GET ${ADMIN_API.roles}`]: () => roles,
    });
    const start = vi
      .fn()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(activeUser({ id: casey.id, roles: ['Consumer'] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdminPage(<AdminUsersPage />, {
      path: ADMIN_PAGES.users,
      auth: { ...asAdmin, impersonation: { ...asAdmin.impersonation, start } },
    });
    const button = await screen.findByRole('button', { name: 'Impersonate Casey Morgan' });

    fireEvent.click(button);
    expect(await screen.findByText('Could not impersonate Casey Morgan')).toBeTruthy();
    expect(screen.getByText('An error occurred while impersonating user.')).toBeTruthy();

    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(AREA_ROOTS.account),
    );
    expect(start).toHaveBeenCalledWith(casey.id);
  });
});
