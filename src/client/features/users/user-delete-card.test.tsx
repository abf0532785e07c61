// @vitest-environment happy-dom
// A failed admin operation says which operation failed, from src/shared, instead of the general
// apology; a refusal the server explains keeps its own words (docs/product.md#errors).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import type { FakeAnswer } from '../../testing/fake-server';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { UserDeleteCard } from './user-delete-card';
import { user } from './user-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function deleteWith(answer: FakeAnswer) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeServer({ [`DELETE ${ADMIN_API_PATTERNS.user}`]: () => answer });
  renderPage(<UserDeleteCard user={user} />, {
    path: ADMIN_PAGES.userEdit(user.id),
    auth: signedInAs({ roles: ['Admin'] }),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
}

describe('a failed admin operation', () => {
  it('names the operation when the server fails, and logs it', async () => {
    await deleteWith({ status: 500, body: { code: 'general', message: ERROR_MESSAGES.general } });
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.deleteUser)).toBeTruthy();
    expect(screen.queryByText(ERROR_MESSAGES.general)).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      `AdminService: ${ADMIN_OPERATION_FAILURES.deleteUser}`,
      expect.anything(),
    );
  });

  it('names the operation when the server cannot be reached', async () => {
    await deleteWith('offline');
    expect(await screen.findByText(new RegExp(ADMIN_OPERATION_FAILURES.deleteUser))).toBeTruthy();
  });

  it('keeps the words of a refusal the server explains', async () => {
    await deleteWith({
      status: 409,
      body: { code: 'conflict', message: 'The product needs at least one admin.' },
    });
    expect(await screen.findByText('The product needs at least one admin.')).toBeTruthy();
  });
});
