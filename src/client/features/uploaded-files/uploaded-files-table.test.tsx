// @vitest-environment happy-dom
// The console's uploaded files (docs/product.md#uploaded-files): each stored file with its kind,
// owner and size as the server lists it; the kind filter and the size sort asked with the shared
// query contract; the empty states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadedFileQuerySchema } from '../../../shared/contracts/uploaded-files';
import type { UploadedFileRow } from '../../../shared/contracts/uploaded-files';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { formatBytes } from '../vault/file-size';
import { UploadedFilesTable } from './uploaded-files-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET ${FILES_ADMIN_API.files}`;

const vaultFile: UploadedFileRow = {
  key: 'vault/client-1/net-worth.pdf',
  kind: 'vault',
  name: 'Net worth.pdf',
  bytes: 2_500_000,
  contentType: 'application/pdf',
  owner: { id: 'client-1', fullName: 'Casey Morgan', email: 'casey@example.com' },
  belongsTo: 'Casey Morgan’s vault',
  createdAt: '2026-11-20T15:00:00.000Z',
};
const formCrs: UploadedFileRow = {
  key: 'compliance/form-crs/v3.pdf',
  kind: 'compliance-document',
  name: 'Form CRS',
  bytes: null,
  contentType: 'application/pdf',
  owner: null,
  belongsTo: 'Form CRS v3',
  createdAt: '2026-10-01T15:00:00.000Z',
};
const orphanPhoto: UploadedFileRow = {
  ...formCrs,
  key: 'photos/old.png',
  kind: 'advisor-photo',
  name: 'Photo of a past advisor',
  belongsTo: 'A deleted profile',
};

function renderTable(routes: FakeRoutes = {}, path: string = ADMIN_PAGES.uploadedFiles) {
  const server = fakeServer({
    [LIST]: () => consolePageOf([vaultFile, formCrs, orphanPhoto]),
    ...routes,
  });
  const { router } = renderPage(<UploadedFilesTable />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

describe('UploadedFilesTable', () => {
  it('shows each file’s kind, owner, what it belongs to and size', async () => {
    const { server } = renderTable();
    await screen.findByText('Net worth.pdf');
    const vault = rowOf('Net worth.pdf');
    expect(vault.getByText('Vault file')).toBeTruthy();
    expect(vault.getByText('casey@example.com')).toBeTruthy();
    expect(vault.getByText(formatBytes(2_500_000))).toBeTruthy();
    // The firm owns the compliance documents; any other file without an owner has no account.
    expect(rowOf('Form CRS').getByText('The firm')).toBeTruthy();
    expect(rowOf('Form CRS').getByText('—')).toBeTruthy();
    expect(rowOf('Photo of a past advisor').getByText('No account')).toBeTruthy();
    expect(lastQuery(server, LIST, uploadedFileQuerySchema)).toMatchObject({
      sort: 'createdAt',
      dir: 'desc',
      kind: '',
    });
  });

  it('asks for one kind, and sorts by size', async () => {
    const { server } = renderTable();
    await screen.findByText('Net worth.pdf');
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'recording' },
    });
    await waitFor(() =>
      expect(lastQuery(server, LIST, uploadedFileQuerySchema)).toMatchObject({ kind: 'recording' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Size/ }));
    await waitFor(() =>
      expect(lastQuery(server, LIST, uploadedFileQuerySchema)).toMatchObject({
        kind: 'recording',
        sort: 'size',
        dir: 'asc',
      }),
    );
  });

  it('says when nothing is stored, and when nothing matches', async () => {
    renderTable({ [LIST]: () => consolePageOf([]) });
    expect(await screen.findByText('No files are stored yet.')).toBeTruthy();
    cleanup();
    renderTable({ [LIST]: () => consolePageOf([]) }, `${ADMIN_PAGES.uploadedFiles}?kind=vault`);
    expect(await screen.findByText('No files match this search.')).toBeTruthy();
  });
});
