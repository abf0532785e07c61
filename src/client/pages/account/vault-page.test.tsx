// @vitest-environment happy-dom
// The vault page's file list against a fake server: each file's details and the total kept, the
// order and search sent to the server and kept in the address, the empty, no-match and failure
// states, and cards instead of a table on a phone.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VAULT_PAGES } from '../../../shared/routes/vault';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import VaultPage from './vault-page';
import { listOf, netWorth, setUpVaultPageTests, taxes } from '../../features/vault/vault-test-kit';

vi.mock('../../ui/viewer-time-zone', () => ({
  viewerTimeZone: () => 'America/Chicago',
}));

setUpVaultPageTests();

describe('the file list', () => {
  it('shows each file with its kind, size, date and who sees it, and the total kept', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([netWorth, taxes]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });

    expect(screen.getByRole('heading', { level: 1, name: 'Secure file vault' })).toBeTruthy();
    expect(screen.getByText(/Only you can see them, and any advisor you choose/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'My Account' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your files' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader', { name: 'Net worth 2026.pdf PDF' })).toBeTruthy();
    expect(within(first!).getByText('2.5 MB')).toBeTruthy();
    expect(within(first!).getByText('Mar 18, 2026')).toBeTruthy();
    expect(within(first!).getByRole('list', { name: 'Shared with' }).textContent).toBe(
      'Thomas Nguyen',
    );
    expect(within(second!).getByText('Excel')).toBeTruthy();
    expect(within(second!).getByText('700 KB')).toBeTruthy();
    expect(within(second!).getByText('Only you')).toBeTruthy();
    expect(screen.getByText('3.2 MB')).toBeTruthy();
    expect(screen.getByText(/PDF, Word, Excel, .* or CSV\. Up to 500 MB a file\./)).toBeTruthy();
  });

  it('asks the server for the chosen order and the search, kept in the address', async () => {
    const server = fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([netWorth]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name-desc' } });
    await waitFor(() =>
      expect(server.calls.at(-1)!.url).toBe(`${VAULT_API.files}?sort=name&direction=desc`),
    );
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'net' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(server.calls.at(-1)!.url).toBe(
        `${VAULT_API.files}?sort=name&direction=desc&search=net`,
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `${VAULT_PAGES.account}?sort=name-desc&search=net`,
    );
  });

  it('explains what to keep here when the vault is empty, and opens the file picker', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    expect(await screen.findByRole('heading', { name: 'Your vault is empty' })).toBeTruthy();
    expect(screen.getByText(/net worth statement, tax returns, and bank/)).toBeTruthy();
    const picker = screen.getByLabelText<HTMLInputElement>('File to upload');
    const opened = vi.spyOn(picker, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Upload your first file' }));
    expect(opened).toHaveBeenCalled();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says when nothing matches a search, and clears it', async () => {
    fakeServer({
      [`GET ${VAULT_API.files}`]: (call) =>
        call.url.includes('search=') ? listOf([]) : listOf([netWorth]),
    });
    renderPage(<VaultPage />, { path: `${VAULT_PAGES.account}?search=zebra` });
    expect(await screen.findByRole('heading', { name: 'No files match “zebra”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    let failing = true;
    fakeServer({
      [`GET ${VAULT_API.files}`]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'x' } } : listOf([netWorth]),
    });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    expect(screen.getByLabelText('Loading your files').getAttribute('aria-busy')).toBe('true');
    // A failure on the server's side is tried once more before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Your files could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows cards instead of a table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([netWorth, taxes]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    const card = within(await screen.findByRole('article', { name: 'Net worth 2026.pdf' }));
    expect(card.getByText(/PDF · 2.5 MB · Uploaded/)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Download Net worth 2026.pdf' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
