// @vitest-environment happy-dom
// The uploaded files page as an admin uses it: each stored file the server answered with its kind,
// owner, what it belongs to and size; a kind asked of the server in the table's contract; the
// orphan scan run only when asked, its orphans removed after a confirmation in the shared
// contract, and a file the server kept said with its reason.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ORPHAN_KEPT_MESSAGES,
  removeOrphansSchema,
  uploadedFileQuerySchema,
} from '../../../shared/contracts/uploaded-files';
import type { OrphanScan, UploadedFileRow } from '../../../shared/contracts/uploaded-files';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { fakeServer } from '../../testing/fake-server';
import UploadedFilesPage from './uploaded-files-page';
import { consolePage, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const taxes: UploadedFileRow = {
  key: 'vault/client-1/taxes.pdf',
  kind: 'vault',
  name: 'Taxes 2025.pdf',
  bytes: 2_621_440,
  contentType: 'application/pdf',
  owner: { id: 'client-1', fullName: 'Casey Morgan', email: 'casey.morgan@example.com' },
  belongsTo: 'Vault of Casey Morgan',
  createdAt: '2026-11-02T15:00:00.000Z',
};
const crs: UploadedFileRow = {
  ...taxes,
  key: 'compliance/form-crs-v3.pdf',
  kind: 'compliance-document',
  name: 'Form CRS',
  bytes: null,
  owner: null,
  belongsTo: 'Form CRS v3',
};
const scan: OrphanScan = {
  objects: [
    { key: 'vault/old/a.pdf', bytes: 1024, modifiedAt: '2026-10-01T15:00:00.000Z' },
    { key: 'vault/old/b.pdf', bytes: 2048, modifiedAt: '2026-10-01T15:00:00.000Z' },
  ],
  objectBytes: 3072,
  missing: [{ ...taxes, key: 'vault/client-1/lost.pdf', name: 'Lost.pdf' }],
  scannedObjects: 120,
  scannedRecords: 119,
  truncated: false,
  finishedAt: '2026-12-01T15:00:00.000Z',
};
const FILES = `GET ${FILES_ADMIN_API.files}`;
const SCAN = `GET ${FILES_ADMIN_API.orphans}`;
const REMOVE = `POST ${FILES_ADMIN_API.removeOrphans}`;

function open() {
  const server = fakeServer({
    [FILES]: (call) => consolePage(call.query.get('kind') === 'recording' ? [] : [taxes, crs]),
    [SCAN]: () => ({ body: scan }),
    [REMOVE]: () => ({
      body: {
        removed: ['vault/old/a.pdf'],
        kept: [{ key: 'vault/old/b.pdf', reason: 'referenced' }],
      },
    }),
  });
  renderAdminPage(<UploadedFilesPage />, { path: ADMIN_PAGES.uploadedFiles });
  return server;
}

describe('the uploaded files page', () => {
  it('lists each file with its kind, owner, record and size, and asks for one kind', async () => {
    const server = open();
    const row = within((await screen.findByText('Taxes 2025.pdf')).closest('tr')!);
    expect(row.getByText('vault/client-1/taxes.pdf')).toBeTruthy();
    expect(row.getByText('Vault file')).toBeTruthy();
    expect(row.getByText('casey.morgan@example.com')).toBeTruthy();
    expect(row.getByText('Vault of Casey Morgan')).toBeTruthy();
    expect(row.getByText('2.5 MB')).toBeTruthy();
    const firm = within(screen.getByText('Form CRS').closest('tr')!);
    expect(firm.getByText('The firm')).toBeTruthy();
    expect(firm.getByText('—')).toBeTruthy();
    // The scan walks the whole store: it waits until asked.
    expect(server.callsTo(SCAN)).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'recording' },
    });
    expect(await screen.findByText('No files match this search.')).toBeTruthy();
    expect(
      uploadedFileQuerySchema.parse(Object.fromEntries(server.callsTo(FILES).at(-1)!.query)),
    ).toMatchObject({ kind: 'recording', sort: 'createdAt', dir: 'desc' });
  });

  it('scans for orphans when asked and removes them, saying what was kept and why', async () => {
    const server = open();
    fireEvent.click(screen.getByRole('button', { name: 'Find orphaned files' }));
    expect(await screen.findByText(/Scanned 120 stored files and 119 records/)).toBeTruthy();
    const orphans = within(screen.getByRole('list', { name: 'Files with no record' }));
    expect(orphans.getByText('vault/old/a.pdf')).toBeTruthy();
    const missing = within(screen.getByRole('list', { name: 'Records whose file is missing' }));
    expect(missing.getByText('vault/client-1/lost.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Remove all 2 orphaned files?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Remove 2 files' }));
    expect(
      await screen.findByText(
        `1 file removed. vault/old/b.pdf: kept, ${ORPHAN_KEPT_MESSAGES.referenced}`,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(orphans.queryByText('vault/old/a.pdf')).toBeNull());
    expect(server.sent(REMOVE, removeOrphansSchema)).toEqual([
      { keys: ['vault/old/a.pdf', 'vault/old/b.pdf'] },
    ]);
    expect(orphans.getByText('vault/old/b.pdf')).toBeTruthy();
  });
});
