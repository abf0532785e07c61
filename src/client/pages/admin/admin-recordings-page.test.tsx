// @vitest-environment happy-dom
// The recordings page as an admin uses it: each recording the server answered with its client,
// meeting time (in the admin's zone), status, orphan flag, source and size, linked to its page;
// the orphans and a status asked of the server in the table's contract; the empty search.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  adminRecordingQuerySchema,
  adminRecordingRowSchema,
} from '../../../shared/contracts/recordings-admin';
import type { AdminRecordingRow } from '../../../shared/contracts/recordings-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RECORDINGS_ADMIN_API } from '../../../shared/routes/recordings-admin-api';
import { fakeServer } from '../../testing/fake-server';
import { recordingFixture } from '../../features/recordings-admin/recording-fixture';
import AdminRecordingsPage from './admin-recordings-page';
import { consolePage, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

// The row is the recording's own fields, as the contract keeps them.
const row = (overrides: Partial<AdminRecordingRow> = {}): AdminRecordingRow =>
  adminRecordingRowSchema.parse({ ...recordingFixture(), ...overrides });
const orphan = row({
  id: 'rec-2',
  client: { id: 'client-2', name: '', email: 'sam@example.com' },
  source: 'upload',
  status: 'Error',
  sizeBytes: null,
  atProvider: false,
  orphanReason: 'meetingCanceled',
});
const LIST = `GET ${RECORDINGS_ADMIN_API.recordings}`;
const ORPHANS = `GET ${RECORDINGS_ADMIN_API.orphans}`;

describe('the recordings page', () => {
  it('lists each recording with its meeting, status, source and size, linked to its page', async () => {
    fakeServer({ [LIST]: () => consolePage([row(), orphan]) });
    renderAdminPage(<AdminRecordingsPage />, { path: ADMIN_PAGES.recordings });
    const table = within(await screen.findByRole('table', { name: 'Recordings' }));
    const casey = await table.findByRole('link', { name: 'Casey Morgan' });
    expect(casey.getAttribute('href')).toBe(ADMIN_PAGES.recordingEdit('rec-1'));
    const first = within(casey.closest('tr')!);
    expect(first.getByText('with Thomas Nguyen')).toBeTruthy();
    expect(first.getByText('Mon, Mar 16, 10:00 AM CDT')).toBeTruthy();
    expect(first.getByText('Saved')).toBeTruthy();
    expect(first.getByText('Zoom still has a copy')).toBeTruthy();
    expect(first.getByText('Zoom')).toBeTruthy();
    expect(first.getByText('50 MB')).toBeTruthy();
    // A client without a name is shown by email; an orphan says so.
    const second = within(table.getByRole('link', { name: 'sam@example.com' }).closest('tr')!);
    expect(second.getByText('Orphan')).toBeTruthy();
    expect(second.getByText('Upload')).toBeTruthy();
    expect(second.getByText('—')).toBeTruthy();
  });

  it('asks for the orphans, and for one status', async () => {
    const server = fakeServer({
      [LIST]: () => consolePage([row()]),
      [ORPHANS]: () => consolePage([orphan]),
    });
    renderAdminPage(<AdminRecordingsPage />, { path: ADMIN_PAGES.recordings });
    await screen.findByRole('link', { name: 'Casey Morgan' });
    fireEvent.click(screen.getByRole('radio', { name: 'Orphans only' }));
    expect(await screen.findByRole('link', { name: 'sam@example.com' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'Error' },
    });
    await waitFor(() => expect(server.callsTo(ORPHANS)).toHaveLength(2));
    expect(
      adminRecordingQuerySchema.parse(Object.fromEntries(server.callsTo(ORPHANS)[1]!.query)),
    ).toMatchObject({ status: 'Error', sort: 'created', dir: 'desc', page: 1 });
    expect(server.callsTo(LIST)).toHaveLength(1);
  });

  it('says when no recording matches a search', async () => {
    fakeServer({ [LIST]: () => consolePage([]) });
    renderAdminPage(<AdminRecordingsPage />, { path: `${ADMIN_PAGES.recordings}?q=zebra` });
    expect(await screen.findByText('No recordings match “zebra”.')).toBeTruthy();
  });
});
