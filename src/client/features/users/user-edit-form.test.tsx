// @vitest-environment happy-dom
// The admin's edit of a person keeps the user name within its limits (docs/product.md#limits): the
// field says so before anything is sent, and a name that fits is saved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEditSchema } from '../../../shared/contracts/admin-users';
import { LIMITS } from '../../../shared/limits';
import { ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { UserEditForm } from './user-edit-form';
import { user } from './user-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserEditForm name limits', () => {
  it('refuses a name outside 2 to 50 characters without calling the server', async () => {
    const route = `PUT ${ADMIN_API_PATTERNS.user}`;
    const server = fakeServer({
      [route]: (call) => ({ body: { ...user, ...(call.body as object) } }),
    });
    renderPage(<UserEditForm user={user} />, {
      path: ADMIN_PAGES.userEdit(user.id),
      auth: signedInAs({ roles: ['Admin'] }),
    });
    const name = screen.getByRole('textbox', { name: /full name/i });
    expect(name.getAttribute('maxlength')).toBe(String(LIMITS.userName.max));
    const save = screen.getByRole('button', { name: /save/i });

    for (const [typed, message] of [
      ['J', 'Full name must be at least 2 characters.'],
      ['x'.repeat(LIMITS.userName.max + 1), 'Full name must be at most 50 characters.'],
    ] as const) {
      fireEvent.change(name, { target: { value: typed } });
      fireEvent.click(save);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(server.callsTo(route)).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'x'.repeat(LIMITS.userName.max) } });
    fireEvent.click(save);
    await waitFor(() => expect(server.sent(route, userEditSchema)).toHaveLength(1));
  });
});
