// @vitest-environment happy-dom
// Uploading on the vault page against a fake server and a fake XMLHttpRequest: the file goes with
// its typed name and shows progress until listed; a drop takes one file at a time; a file over the
// cap, the server's 413 and its name message show; an upload under way can be canceled.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { VAULT_PAGES } from '../../../shared/routes/vault';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { LIMITS } from '../../../shared/limits';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import VaultPage from './vault-page';
import { lastXhr } from '../../features/vault/fake-xhr';
import { vaultFileFixture } from '../../features/vault/vault-fixtures';
import { listOf, netWorth, setUpVaultPageTests } from '../../features/vault/vault-test-kit';

vi.mock('../../ui/viewer-time-zone', () => ({
  viewerTimeZone: () => 'America/Chicago',
}));

const MB = 1024 * 1024;

const pdf = (name = 'scan_0042.pdf', bytes = 4 * MB) => {
  const file = new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** The upload once it is sent: the browser reads the first bytes and asks about the name first. */
const sentXhr = () => vi.waitFor(() => lastXhr());
/** The one region where an upload's outcome is said. */
const outcome = () => screen.getByRole('status', { name: 'Upload outcome' });
const findOutcome = () =>
  vi.waitFor(() => {
    const region = outcome();
    if (!region.textContent) throw new Error('No outcome yet.');
    return region;
  });

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('File to upload'), { target: { files: [file] } });
}

setUpVaultPageTests();

describe('uploading', () => {
  it('sends the file with its typed name, shows progress, and lists it when stored', async () => {
    let files = [netWorth];
    const server = fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf(files) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('table');

    choose(pdf());
    expect(screen.getByText('scan_0042.pdf')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name in your vault (optional)'), {
      target: { value: 'Brokerage statement' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));

    const xhr = await sentXhr();
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
    await vi.waitFor(() =>
      expect(outcome().textContent).toBe(
        'File uploaded. “Brokerage statement.pdf” is safe in your vault.',
      ),
    );
    expect(await screen.findByRole('rowheader', { name: /Brokerage statement\.pdf/ })).toBeTruthy();
    expect(server.calls.length).toBeGreaterThan(gets);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByLabelText('Name in your vault (optional)')).toBeNull();
    // The pressed button is gone: focus waits on the next step.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a file' }));
  });

  it('takes one dropped file, and asks for one at a time', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    const zone = screen.getByTestId('vault-drop-zone');
    const dropped = (files: File[]) => ({ dataTransfer: { files, types: ['Files'] } });
    fireEvent.dragEnter(zone, dropped([]));
    expect(screen.getByText('Drop the file to add it')).toBeTruthy();
    fireEvent.drop(zone, dropped([pdf('a.pdf'), pdf('b.pdf')]));
    expect((await findOutcome()).textContent).toContain('Add one file at a time.');
    fireEvent.drop(zone, dropped([pdf('Statement.pdf')]));
    expect(screen.getByText('Statement.pdf')).toBeTruthy();
    expect(outcome().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeTruthy();
  });

  it('refuses a file over the cap before sending a byte', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf('Scans.pdf', LIMITS.uploadBytes.max + 1));
    const alert = await findOutcome();
    expect(alert.textContent).toContain(VAULT_MESSAGES.tooLarge);
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(() => lastXhr()).toThrow();
  });

  it('shows the server’s 413 inline', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const sent = await sentXhr();
    act(() =>
      sent.respond(413, {
        code: 'payloadTooLarge',
        message: VAULT_MESSAGES.tooLarge,
        fieldErrors: { file: [VAULT_MESSAGES.tooLarge] },
      }),
    );
    const alert = await findOutcome();
    expect(within(alert).getByText('The file was not uploaded')).toBeTruthy();
    expect(within(alert).getByText(VAULT_MESSAGES.tooLarge)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('puts the server’s name message by the name field', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const sent = await sentXhr();
    act(() =>
      sent.respond(400, {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { name: ['A file name cannot contain control characters.'] },
      }),
    );
    expect(await screen.findByText('A file name cannot contain control characters.')).toBeTruthy();
    expect(screen.getByText('scan_0042.pdf')).toBeTruthy();
  });

  it('cancels an upload under way and keeps the chosen file to try again', async () => {
    fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf([]) });
    renderPage(<VaultPage />, { path: VAULT_PAGES.account });
    await screen.findByRole('heading', { name: 'Your vault is empty' });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const sent = await sentXhr();
    act(() => sent.progress(MB, 4 * MB));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(sent.aborted).toBe(true);
    expect(await screen.findByText('The upload of “scan_0042.pdf” was canceled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload file' }));
  });
});
