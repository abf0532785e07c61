// @vitest-environment happy-dom
// Creating a role as an admin does it: a name outside the limits is refused before anything is
// sent; a good one is sent in the shared contract and opens the new role's page; a name taken is
// refused in the server's words.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, roleCreateSchema } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdminRoleCreatePage from './admin-role-create-page';
import { refusal, renderAdminPage, roleView, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const CREATE = `POST ${ADMIN_API.roles}`;

function open(answer: FakeAnswer) {
  const server = fakeServer({ [CREATE]: () => answer });
  renderAdminPage(<AdminRoleCreatePage />, { path: ADMIN_PAGES.roleCreate });
  return server;
}

const create = (name: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /Role name/ }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
};

describe('the create role page', () => {
  it('creates a role in the shared contract and opens its page', async () => {
    const server = open({
      status: 201,
      body: roleView(9, 'Reviewers', { builtIn: false, userCount: 0 }),
    });
    create('R');
    expect(await screen.findByText(/at least 3 characters/)).toBeTruthy();
    expect(server.callsTo(CREATE)).toHaveLength(0);

    create('Reviewers');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(ADMIN_PAGES.roleEdit(9)),
    );
    expect(server.sent(CREATE, roleCreateSchema)).toEqual([{ name: 'Reviewers' }]);
  });

  it('shows the server’s refusal of a name taken', async () => {
    const message = ADMIN_USER_MESSAGES.roleTaken('Reviewers');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(refusal(message));
    create('Reviewers');
    const form = within(screen.getByRole('region', { name: 'New role' }));
    expect(await form.findByText(message)).toBeTruthy();
    // Once, above the form: not again in a notification.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe(ADMIN_PAGES.roleCreate);
  });
});
