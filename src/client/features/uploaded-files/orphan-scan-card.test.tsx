// @vitest-environment happy-dom
// The orphan scan (docs/product.md#uploaded-files): it walks the store only when asked; files with
// no record are removed one by one or all at once after a confirmation, and what the server kept
// is said with its reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ORPHAN_KEPT_MESSAGES,
  removeOrphansSchema,
} from '../../../shared/contracts/uploaded-files';
import type { OrphanScan, RemoveOrphansAnswer } from '../../../shared/contracts/uploaded-files';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { formatBytes } from '../vault/file-size';
import { OrphanScanCard } from './orphan-scan-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCAN = `GET ${FILES_ADMIN_API.orphans}`;
const REMOVE = `POST ${FILES_ADMIN_API.removeOrphans}`;

const scan: OrphanScan = {
  objects: [
    { key: 'vault/a.pdf', bytes: 1000, modifiedAt: '2026-11-01T10:00:00.000Z' },
    { key: 'vault/b.pdf', bytes: 3000, modifiedAt: '2026-11-02T10:00:00.000Z' },
  ],
  objectBytes: 4000,
  missing: [
    {
      key: 'vault/gone.pdf',
      kind: 'vault',
      name: 'Taxes.pdf',
      bytes: 10,
      contentType: 'application/pdf',
      owner: { id: 'client-1', fullName: 'Casey Morgan', email: 'casey@example.com' },
      belongsTo: 'Casey Morgan’s vault',
      createdAt: '2026-10-01T10:00:00.000Z',
    },
  ],
  scannedObjects: 120,
  scannedRecords: 118,
  truncated: false,
  finishedAt: '2026-12-06T10:00:00.000Z',
};

function renderCard(routes: FakeRoutes) {
  const server = fakeServer({ [SCAN]: () => ({ body: scan }), ...routes });
  renderPage(<OrphanScanCard />, {
    path: ADMIN_PAGES.uploadedFiles,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

async function scanned() {
  fireEvent.click(screen.getByRole('button', { name: 'Find orphaned files' }));
  return within(await screen.findByRole('list', { name: 'Files with no record' }));
}

describe('OrphanScanCard', () => {
  it('walks the store only when asked, then lists both kinds of orphan', async () => {
    const server = renderCard({});
    expect(server.callsTo(SCAN)).toHaveLength(0);
    const files = await scanned();
    expect(server.callsTo(SCAN)).toHaveLength(1);
    expect(files.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(formatBytes(4000))).toBeTruthy();
    const missing = within(screen.getByRole('list', { name: 'Records whose file is missing' }));
    expect(missing.getByText('Taxes.pdf')).toBeTruthy();
    expect(missing.getByText('vault/gone.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan again' })).toBeTruthy();
  });

  it('says so when the store is clean', async () => {
    renderCard({ [SCAN]: () => ({ body: { ...scan, objects: [], objectBytes: 0, missing: [] } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Find orphaned files' }));
    expect(await screen.findByText('Every stored file belongs to a record.')).toBeTruthy();
    expect(screen.getByText('Every record’s file is in the store.')).toBeTruthy();
  });

  it('says the scan did not finish, with the general apology for a server failure', async () => {
    renderCard({
      [SCAN]: () => ({ status: 500, body: { code: 'internal', message: 'Disk read failed.' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find orphaned files' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The scan did not finish');
    expect(alert.textContent).toContain(ERROR_MESSAGES.general);
    // A server error's details stay on the server.
    expect(alert.textContent).not.toContain('Disk read failed.');
  });

  it('removes one file once confirmed, and takes it off the list', async () => {
    const answer: RemoveOrphansAnswer = { removed: ['vault/a.pdf'], kept: [] };
    const server = renderCard({ [REMOVE]: () => ({ body: answer }) });
    const files = await scanned();
    fireEvent.click(files.getByRole('button', { name: 'Remove vault/a.pdf' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Remove this orphaned file?' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Remove file' }));

    expect(await screen.findByText('1 file removed.')).toBeTruthy();
    expect(server.sent(REMOVE, removeOrphansSchema)).toEqual([{ keys: ['vault/a.pdf'] }]);
    await waitFor(() => expect(screen.queryByText('vault/a.pdf')).toBeNull());
    expect(screen.getByText(formatBytes(3000))).toBeTruthy();
  });

  it('removes all at once, and says which the server kept and why', async () => {
    const answer: RemoveOrphansAnswer = {
      removed: ['vault/a.pdf'],
      kept: [{ key: 'vault/b.pdf', reason: 'referenced' }],
    };
    const server = renderCard({ [REMOVE]: () => ({ body: answer }) });
    await scanned();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Remove all 2 orphaned files?' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Remove 2 files' }));

    expect(
      await screen.findByText(
        `1 file removed. vault/b.pdf: kept, ${ORPHAN_KEPT_MESSAGES.referenced}`,
      ),
    ).toBeTruthy();
    expect(server.sent(REMOVE, removeOrphansSchema)).toEqual([
      { keys: ['vault/a.pdf', 'vault/b.pdf'] },
    ]);
  });

  it('removes nothing when the admin thinks better of it', async () => {
    const server = renderCard({ [REMOVE]: () => ({ body: { removed: [], kept: [] } }) });
    const files = await scanned();
    fireEvent.click(files.getByRole('button', { name: 'Remove vault/b.pdf' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Remove this orphaned file?' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(REMOVE)).toHaveLength(0);
  });
});
