// @vitest-environment jsdom
// The vault page against a fake server and a fake XMLHttpRequest: the list and its states, an
// upload with progress (stored, refused, canceled), and renaming, sharing, deleting, downloading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_API } from '../../../../shared/account-routes';
import { VAULT_MESSAGES } from '../../../../shared/contracts/vault';
import type { VaultFile } from '../../../../shared/contracts/vault';
import { LIMITS } from '../../../../shared/limits';
import { PAGES } from '../../../../shared/routes';
import { setAccessToken } from '../../../api/http';
import { fakeServer, renderPage } from '../../../ui/meetings/meetings-test-harness';
import type { FakeAnswer } from '../../../ui/meetings/meetings-test-harness';
import VaultPage from '../vault-page';
import { installFakeXhr, lastXhr } from './fake-xhr';
import { THOMAS, vaultFileFixture } from './vault-fixtures';

vi.mock('../../../ui/meetings/viewer-time-zone', () => ({
  viewerTimeZone: () => 'America/Chicago',
}));

const MB = 1024 * 1024;
const netWorth = vaultFileFixture({ sharedWith: [{ advisorId: THOMAS.id, name: THOMAS.name }] });
const taxes = vaultFileFixture({
  id: 'file-2',
  name: 'Tax return 2025.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sizeBytes: 700 * 1024,
  createdAt: '2026-02-02T15:00:00.000Z',
});

const listOf = (files: VaultFile[]): FakeAnswer => ({
  body: { files, totalBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0) },
});
const advisors = (list: { id: string; name: string }[]) => () => ({
  body: { advisors: list.map((advisor) => ({ ...advisor, slug: 'thomas-nguyen' })) },
});

const pdf = (name = 'scan_0042.pdf', bytes = 4 * MB) => {
  const file = new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('File to upload'), { target: { files: [file] } });
}

beforeEach(() => {
  installFakeXhr();
  setAccessToken('token-1');
});

afterEach(() => {
  cleanup();
  setAccessToken(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the file list', () => {
  it('shows each file with its kind, size, date and who sees it, and the total kept', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([netWorth, taxes]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });

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
    const server = fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([netWorth]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name-desc' } });
    await waitFor(() =>
      expect(server.calls.at(-1)!.url).toBe(`${ACCOUNT_API.vaultFiles}?sort=name&direction=desc`),
    );
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'net' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(server.calls.at(-1)!.url).toBe(
        `${ACCOUNT_API.vaultFiles}?sort=name&direction=desc&search=net`,
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `${PAGES.accountVault}?sort=name-desc&search=net`,
    );
  });

  it('explains what to keep here when the vault is empty, and opens the file picker', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
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
      [`GET ${ACCOUNT_API.vaultFiles}`]: (call) =>
        call.url.includes('search=') ? listOf([]) : listOf([netWorth]),
    });
    renderPage(<VaultPage />, { path: `${PAGES.accountVault}?search=zebra` });
    expect(await screen.findByRole('heading', { name: 'No files match “zebra”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    let failing = true;
    fakeServer({
      [`GET ${ACCOUNT_API.vaultFiles}`]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'x' } } : listOf([netWorth]),
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
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
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([netWorth, taxes]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    const card = within(await screen.findByRole('article', { name: 'Net worth 2026.pdf' }));
    expect(card.getByText(/PDF · 2.5 MB · Uploaded/)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Download Net worth 2026.pdf' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('uploading', () => {
  it('sends the file with its typed name, shows progress, and lists it when stored', async () => {
    let files = [netWorth];
    const server = fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf(files) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('table');

    choose(pdf());
    expect(screen.getByText('scan_0042.pdf')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name in your vault (optional)'), {
      target: { value: 'Brokerage statement' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));

    const xhr = lastXhr();
    expect(xhr.body!.get('name')).toBe('Brokerage statement.pdf');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    act(() => xhr.progress(2 * MB, 4 * MB));
    const bar = await screen.findByRole('progressbar', {
      name: 'Uploading Brokerage statement.pdf',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('2 MB of 4 MB')).toBeTruthy();

    const stored = vaultFileFixture({ id: 'file-3', name: 'Brokerage statement.pdf' });
    files = [stored, netWorth];
    const gets = server.calls.length;
    act(() => xhr.respond(201, stored));
    expect(
      await screen.findByText('“Brokerage statement.pdf” is safe in your vault.'),
    ).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: /Brokerage statement\.pdf/ })).toBeTruthy();
    expect(server.calls.length).toBeGreaterThan(gets);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByLabelText('Name in your vault (optional)')).toBeNull();
    // The pressed button is gone: focus waits on the next step.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a file' }));
  });

  it('takes one dropped file, and asks for one at a time', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    const zone = screen.getByTestId('vault-drop-zone');
    const dropped = (files: File[]) => ({ dataTransfer: { files, types: ['Files'] } });
    fireEvent.dragEnter(zone, dropped([]));
    expect(screen.getByText('Drop the file to add it')).toBeTruthy();
    fireEvent.drop(zone, dropped([pdf('a.pdf'), pdf('b.pdf')]));
    expect((await screen.findByRole('alert')).textContent).toContain('Add one file at a time.');
    fireEvent.drop(zone, dropped([pdf('Statement.pdf')]));
    expect(screen.getByText('Statement.pdf')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeTruthy();
  });

  it('refuses a file over the cap before sending a byte', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf('Scans.pdf', LIMITS.uploadBytes.max + 1));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VAULT_MESSAGES.tooLarge);
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(() => lastXhr()).toThrow();
  });

  it('shows the server’s 413 inline', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    act(() =>
      lastXhr().respond(413, {
        code: 'payloadTooLarge',
        message: VAULT_MESSAGES.tooLarge,
        fieldErrors: { file: [VAULT_MESSAGES.tooLarge] },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file was not uploaded')).toBeTruthy();
    expect(within(alert).getByText(VAULT_MESSAGES.tooLarge)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('puts the server’s name message by the name field', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    act(() =>
      lastXhr().respond(400, {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { name: ['A file name cannot contain control characters.'] },
      }),
    );
    expect(await screen.findByText('A file name cannot contain control characters.')).toBeTruthy();
    expect(screen.getByText('scan_0042.pdf')).toBeTruthy();
  });

  it('cancels an upload under way and keeps the chosen file to try again', async () => {
    fakeServer({ [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    act(() => lastXhr().progress(MB, 4 * MB));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(lastXhr().aborted).toBe(true);
    expect(await screen.findByText('The upload of “scan_0042.pdf” was canceled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload file' }));
  });
});

describe('a file’s actions', () => {
  const openMore = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  };

  it('renames a file with the shared name rule, keeping its ending', async () => {
    let files = [netWorth];
    const server = fakeServer({
      [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf(files),
      [`PUT ${ACCOUNT_API.vaultFile(netWorth.id)}`]: (call) => {
        const renamed = { ...netWorth, name: (call.body as { name: string }).name };
        files = [renamed];
        return { body: renamed };
      },
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
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
      [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([taxes]),
      [`GET ${ACCOUNT_API.vaultAdvisors}`]: advisors([THOMAS]),
      [`PUT ${ACCOUNT_API.vaultFileShare(taxes.id)}`]: () => ({
        body: { ...taxes, sharedWith: [{ advisorId: THOMAS.id, name: THOMAS.name }] },
      }),
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
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
      [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([taxes]),
      [`GET ${ACCOUNT_API.vaultAdvisors}`]: advisors([THOMAS]),
      [`PUT ${ACCOUNT_API.vaultFileShare(taxes.id)}`]: () => ({
        status: 403,
        body: { code: 'forbidden', message: VAULT_MESSAGES.notYourAdvisor },
      }),
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
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
      [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([taxes]),
      [`GET ${ACCOUNT_API.vaultAdvisors}`]: advisors([]),
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    fireEvent.click(await screen.findByRole('button', { name: `Share ${taxes.name}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/only with advisors you have booked/)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Find your advisor' }).getAttribute('href')).toBe(
      PAGES.advisors,
    );
  });

  it('deletes a file only after a confirmation that says it is permanent', async () => {
    let files = [netWorth, taxes];
    const server = fakeServer({
      [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf(files),
      [`DELETE ${ACCOUNT_API.vaultFile(netWorth.id)}`]: () => {
        files = [taxes];
        // The real answer is a 204; the fake server always sends a body.
        return { body: null };
      },
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
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
    const link = `${ACCOUNT_API.vaultFileDownload(netWorth.id)}?token=abc`;
    fakeServer({
      [`GET ${ACCOUNT_API.vaultFiles}`]: () => listOf([netWorth]),
      [`POST ${ACCOUNT_API.vaultFileDownload(netWorth.id)}`]: () => ({
        body: { url: link, expiresAt: '2026-03-20T15:05:00.000Z' },
      }),
    });
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    renderPage(<VaultPage />, { path: PAGES.accountVault });
    fireEvent.click(await screen.findByRole('button', { name: `Download ${netWorth.name}` }));
    await waitFor(() => expect(followed).toEqual([link]));
  });
});
