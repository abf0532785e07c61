// @vitest-environment happy-dom
// One role's page as an admin uses it, opened from its address: a role of one's own renamed in
// the shared contract and deleted after a confirmation; a role someone holds cannot be deleted; a
// built-in role can be neither renamed nor deleted; a role that does not exist.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, roleRenameSchema } from '../../../shared/contracts/admin-users';
import type { RoleView } from '../../../shared/contracts/admin-users';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { ADMIN_PAGE_PATTERNS, ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import { usersWithRole } from '../../features/users/roles-table';
import AdminRoleEditPage from './admin-role-edit-page';
import { refusal, renderAdminPage, roleView, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const reviewers = roleView(7, 'Reviewers', { builtIn: false, userCount: 0 });
const RENAME = `PUT ${ADMIN_API.roles}`;
const DELETE = `DELETE ${ADMIN_API_PATTERNS.role}`;

function open(role: RoleView | 'missing') {
  const server = fakeServer({
    [`GET ${ADMIN_API_PATTERNS.role}`]: () =>
      role === 'missing' ? refusal('Not found', 'notFound') : { body: role },
    [RENAME]: (call) => ({ body: { ...reviewers, ...(call.body as object) } }),
    [DELETE]: () => ({ status: 204 }),
  });
  const id = role === 'missing' ? 404 : role.id;
  renderAdminPage(<AdminRoleEditPage />, {
    path: ADMIN_PAGES.roleEdit(id),
    pattern: ADMIN_PAGE_PATTERNS.roleEdit,
  });
  return server;
}

describe('a role’s page', () => {
  it('renames a role, then deletes it after a confirmation', async () => {
    const server = open(reviewers);
    const name = await screen.findByRole('textbox', { name: /Role name/ });
    fireEvent.change(name, { target: { value: 'Compliance reviewers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename role' }));
    expect(await screen.findByText('The role is now called Compliance reviewers.')).toBeTruthy();
    expect(server.sent(RENAME, roleRenameSchema)).toEqual([
      { id: 7, name: 'Compliance reviewers' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete role' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(ADMIN_PAGES.roles));
    expect(server.callsTo(DELETE)[0]!.path).toBe(ADMIN_API.role(7));
  });

  it('keeps a role someone holds, and a built-in role as it is', async () => {
    open(roleView(7, 'Reviewers', { builtIn: false, userCount: 2 }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.roleInUse(2))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete role' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'See who holds it' }).getAttribute('href')).toBe(
      usersWithRole('Reviewers'),
    );
  });

  it('neither renames nor deletes a built-in role', async () => {
    open(roleView(2, 'Advisor', { userCount: 12 }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.builtInRole('Advisor'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Role name/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Rename role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete role' })).toBeNull();
  });

  it('says when there is no such role', async () => {
    open('missing');
    expect((await screen.findByRole('alert')).textContent).toContain('There is no such role.');
  });
});
