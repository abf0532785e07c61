// @vitest-environment happy-dom
// The vault page's upload rules against a fake server: a fake PDF and a program are refused the
// moment they are chosen, with the reason and without a byte sent; a name already kept asks to
// replace, keep both or cancel (also when only the server knew); each outcome is said once.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { VAULT_PAGES } from '../../../shared/routes/vault';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { FILE_CHECK_MESSAGES } from '../../../shared/file-checks';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import VaultPage from './vault-page';
import { lastXhr } from '../../features/vault/fake-xhr';
import { vaultFileFixture } from '../../features/vault/vault-fixtures';
import { listOf, netWorth, setUpVaultPageTests } from '../../features/vault/vault-test-kit';

vi.mock('../../ui/viewer-time-zone', () => ({
  viewerTimeZone: () => 'America/Chicago',
}));

const PDF_BYTES = '%PDF-1.7\n';
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0]);
const file = (name: string, content: BlobPart = PDF_BYTES) => new File([content], name);
const outcome = () => screen.getByRole('status', { name: 'Upload outcome' });
const sentXhr = () => vi.waitFor(() => lastXhr());

function choose(chosen: File) {
  fireEvent.change(screen.getByLabelText('File to upload'), { target: { files: [chosen] } });
}

async function openVault(files = [netWorth]) {
  const server = fakeServer({ [`GET ${VAULT_API.files}`]: () => listOf(files) });
  renderPage(<VaultPage />, { path: VAULT_PAGES.account });
  if (files.length > 0) await screen.findByRole('table');
  else await screen.findByRole('heading', { name: 'Your vault is empty' });
  return server;
}

setUpVaultPageTests();

describe('refused when chosen', () => {
  it('says a fake PDF is not a real PDF, and sends nothing', async () => {
    await openVault();
    choose(file('Statement.pdf', ZIP_BYTES));
    await vi.waitFor(() =>
      expect(outcome().textContent).toContain(
        'This file is not a real PDF (it starts like a ZIP archive).',
      ),
    );
    expect(outcome().textContent).toContain('The file was not uploaded');
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(() => lastXhr()).toThrow();
  });

  it('refuses a program, even one holding only text', async () => {
    await openVault();
    choose(file('setup.exe', 'echo hello'));
    expect(outcome().textContent).toContain(FILE_CHECK_MESSAGES.executable('.exe'));
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
  });
});

describe('a name already kept', () => {
  it('asks first; keep both sends the choice and says once where the file went', async () => {
    await openVault();
    choose(file(netWorth.name));
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'This name is already in your vault',
    });
    expect(within(dialog).getByText(`“${netWorth.name}”`)).toBeTruthy();
    const keepBoth = within(dialog).getByRole('button', { name: 'Keep both' });
    await vi.waitFor(() => expect(document.activeElement).toBe(keepBoth));
    expect(within(dialog).getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(() => lastXhr()).toThrow();

    fireEvent.click(keepBoth);
    const xhr = await sentXhr();
    expect(xhr.url).toBe(`${VAULT_API.files}?onDuplicate=keepBoth`);
    act(() => xhr.respond(201, vaultFileFixture({ id: 'file-9', name: 'Net worth 2026 (2).pdf' })));
    await vi.waitFor(() =>
      expect(outcome().textContent).toBe(
        'File uploaded. “Net worth 2026 (2).pdf” is safe in your vault.',
      ),
    );
    expect(screen.getAllByText(/is safe in your vault/)).toHaveLength(1);
  });

  it('replace sends that choice; cancel sends nothing and keeps the chosen file', async () => {
    await openVault();
    choose(file(netWorth.name));
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(() => lastXhr()).toThrow();
    expect(outcome().textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect((await sentXhr()).url).toBe(`${VAULT_API.files}?onDuplicate=replace`);
  });

  it('asks too when only the server knew of the name (409)', async () => {
    await openVault([]);
    choose(file('Taxes.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const xhr = await sentXhr();
    expect(xhr.url).toBe(VAULT_API.files);
    act(() =>
      xhr.respond(409, {
        code: 'duplicateFileName',
        message: VAULT_MESSAGES.duplicate('Taxes.pdf'),
      }),
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(outcome().textContent).toBe('');
  });
});

describe('one outcome message', () => {
  it('replaces an earlier refusal with the success, never both, and no toast besides', async () => {
    await openVault([]);
    choose(file('Fake.pdf', ZIP_BYTES));
    await vi.waitFor(() => expect(outcome().textContent).toContain('not a real PDF'));
    choose(file('Real.pdf'));
    await vi.waitFor(() => expect(outcome().textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const xhr = await sentXhr();
    act(() => xhr.respond(201, vaultFileFixture({ id: 'file-5', name: 'Real.pdf' })));
    await vi.waitFor(() => expect(outcome().textContent).toContain('“Real.pdf” is safe'));
    expect(outcome().textContent).not.toContain('not uploaded');
    expect(screen.queryByText('not a real PDF', { exact: false })).toBeNull();
    expect(screen.getAllByText(/File uploaded/)).toHaveLength(1);
  });
});
