// @vitest-environment happy-dom
// A file's actions on the vault page against a fake server: renaming with the shared name rule,
// sharing with a booked advisor (and putting the box back when refused, or explaining booking
// first), deleting only after a confirmation, and downloading through a short-lived link.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { VAULT_PAGES } from '../../../shared/routes/vault';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import VaultPage from './vault-page';
import { THOMAS } from '../../features/vault/vault-fixtures';
import { listOf, netWorth, setUpVaultPageTests, taxes } from '../../features/vault/vault-test-kit';

vi.mock('../../ui/viewer-time-zone', () => ({
  viewerTimeZone: () => 'America/Chicago',
}));

const advisors = (list: { id: string; name: string }[]) => () => ({
  body: { advisors: list.map((advisor) => ({ ...advisor, slug: 'thomas-nguyen' })) },
});

setUpVaultPageTests();

describe('a file’s actions', () => {
  const openMore = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  };

  it('renames a file with the shared name rule, keeping its ending', async () => {
    let files = [netWorth];
    const server = fakeServer({
      [`GET ${VAULT_API.files}`]: () => listOf(files),
      [`PUT ${VAULT_API.file(netWorth.id)}`]: (call) => {
        const renamed = { ...netWorth, name: (call.body as { name: string }).name };
        files = [renamed];
        return { body: renamed };
      },
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await openMore(netWorth.name);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename file' }));
    const field = dialog.getByLabelText(/File name/);
    fireEvent.change(field, { target: { value: ' ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(await dialog.findByText(/at least 2 characters/)).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: 'Net worth March' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(
      await screen.findByText('“Net worth 2026.pdf” is now “Net worth March.pdf”.'),
    ).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Net worth March.pdf',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shares a file with an advisor the client booked', async () => {
    const server = fakeServer({
      [`GET ${VAULT_API.files}`]: () => listOf([taxes]),
      [`GET ${VAULT_API.advisors}`]: advisors([THOMAS]),
      [`PUT ${VAULT_API.fileShare(taxes.id)}`]: () => ({
        body: { ...taxes, sharedWith: [{ advisorId: THOMAS.id, name: THOMAS.name }] },
      }),
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    fireEvent.click(await screen.findByRole('button', { name: `Share ${taxes.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Share “${taxes.name}”` }));
    const box = await dialog.findByRole('checkbox', { name: 'Thomas Nguyen' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(await screen.findByText(`Thomas Nguyen can now see “${taxes.name}”.`)).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      advisorId: THOMAS.id,
      shared: true,
    });
  });

  it('puts the box back and says why when the server refuses', async () => {
    fakeServer({
      [`GET ${VAULT_API.files}`]: () => listOf([taxes]),
      [`GET ${VAULT_API.advisors}`]: advisors([THOMAS]),
      [`PUT ${VAULT_API.fileShare(taxes.id)}`]: () => ({
        status: 403,
        body: { code: 'forbidden', message: VAULT_MESSAGES.notYourAdvisor },
      }),
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    fireEvent.click(await screen.findByRole('button', { name: `Share ${taxes.name}` }));
    const dialog = within(await screen.findByRole('dialog'));
    const box = await dialog.findByRole<HTMLInputElement>('checkbox', { name: 'Thomas Nguyen' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(await dialog.findByText(VAULT_MESSAGES.notYourAdvisor)).toBeTruthy();
    expect(box.checked).toBe(false);
  });

  it('explains that sharing starts with booking an advisor', async () => {
    fakeServer({
      [`GET ${VAULT_API.files}`]: () => listOf([taxes]),
      [`GET ${VAULT_API.advisors}`]: advisors([]),
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    fireEvent.click(await screen.findByRole('button', { name: `Share ${taxes.name}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/only with advisors you have booked/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Find your advisor' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.search,
    );
  });

  it('deletes a file only after a confirmation that says it is permanent', async () => {
    let files = [netWorth, taxes];
    const server = fakeServer({
      [`GET ${VAULT_API.files}`]: () => listOf(files),
      [`DELETE ${VAULT_API.file(netWorth.id)}`]: () => {
        files = [taxes];
        // The real answer is a 204; the fake server always sends a body.
        return { body: null };
      },
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await openMore(netWorth.name);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Delete this file permanently?' }),
    );
    expect(dialog.getByText(/deleted for good, and the advisors you shared it with/)).toBeTruthy();
    expect(dialog.getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('“Net worth 2026.pdf” was deleted.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Net worth 2026/ })).toBeNull(),
    );
  });

  it('downloads through a short-lived link the browser follows', async () => {
    const link = `${VAULT_API.fileDownload(netWorth.id)}?token=abc`;
    fakeServer({
      [`GET ${VAULT_API.files}`]: () => listOf([netWorth]),
      [`POST ${VAULT_API.fileDownload(netWorth.id)}`]: () => ({
        body: { url: link, expiresAt: '2026-03-20T15:05:00.000Z' },
      }),
    });
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    fireEvent.click(await screen.findByRole('button', { name: `Download ${netWorth.name}` }));
    await waitFor(() => expect(followed).toEqual([link]));
  });
});
