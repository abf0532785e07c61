// @vitest-environment happy-dom
// One recording on the console's page against a fake server: only the changes its answer allows
// are offered; deleting at Zoom is sent only after a confirmation that says what cannot be
// undone, to the provider's path, and the page then shows the new status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminRecordingEditSchema } from '../../../shared/contracts/recordings-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RECORDINGS_ADMIN_API_PATTERNS as PATHS } from '../../../shared/routes/recordings-admin-api';
import { RECORDING_API_PATTERNS } from '../../../shared/routes/recordings-api';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { AdminRecordingEdit } from './admin-recording-edit';
import { recordingFixture } from './recording-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderEdit = () =>
  renderPage(<AdminRecordingEdit recordingId="rec-1" />, {
    path: ADMIN_PAGES.recordingEdit('rec-1'),
  });

describe('AdminRecordingEdit', () => {
  it('deletes Zoom’s copy only once the admin confirms, then shows the new status', async () => {
    let recording = recordingFixture();
    const server = fakeServer({
      [`GET ${PATHS.recording}`]: () => ({ body: recording }),
      [`POST ${RECORDING_API_PATTERNS.stream}`]: () => ({
        body: { url: '/signed', expiresAt: '2026-03-20T16:00:00.000Z' },
      }),
      [`DELETE ${PATHS.atProvider}`]: () => {
        recording = recordingFixture({
          status: 'SavedToS3AndDeletedFromZoom',
          atProvider: false,
          actions: { statuses: ['DeletedByUser'], deleteAtProvider: false },
        });
        return { status: 204 };
      },
    });
    renderEdit();

    const changes = within(await screen.findByRole('group', { name: 'Change this recording' }));
    expect(changes.queryByRole('button', { name: 'Fetch again from Zoom' })).toBeNull();
    expect(changes.getByRole('button', { name: 'Delete for good' })).toBeTruthy();
    expect(screen.getByText('Zoom still has a copy')).toBeTruthy();

    fireEvent.click(changes.getByRole('button', { name: 'Delete at Zoom' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(`DELETE ${PATHS.atProvider}`)).toHaveLength(0);

    fireEvent.click(changes.getByRole('button', { name: 'Delete at Zoom' }));
    dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete at Zoom' }));

    expect(await screen.findByText('Saved, deleted at Zoom')).toBeTruthy();
    const sent = server.callsTo(`DELETE ${PATHS.atProvider}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ videoProvider: 'zoom', recordingId: 'rec-1' });
    const after = within(screen.getByRole('group', { name: 'Change this recording' }));
    expect(after.queryByRole('button', { name: 'Delete at Zoom' })).toBeNull();
  });

  it('offers fetching again for a failed Zoom recording and sends the status through PUT', async () => {
    const server = fakeServer({
      [`GET ${PATHS.recording}`]: () => ({
        body: recordingFixture({
          status: 'Error',
          sizeBytes: null,
          streamUrl: null,
          error: 'Zoom had a moment.',
          attempts: 5,
          actions: { statuses: ['Processing', 'DeletedByUser'], deleteAtProvider: false },
        }),
      }),
      [`PUT ${PATHS.recording}`]: () => ({ body: recordingFixture({ status: 'Processing' }) }),
    });
    renderEdit();

    const changes = within(await screen.findByRole('group', { name: 'Change this recording' }));
    expect(changes.queryByRole('button', { name: 'Delete at Zoom' })).toBeNull();
    expect(screen.getByText(/Zoom had a moment/)).toBeTruthy();
    expect(screen.queryByText('Stored copy')).toBeNull();
    fireEvent.click(changes.getByRole('button', { name: 'Fetch again from Zoom' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Fetch again' }));
    await waitFor(() =>
      expect(server.sent(`PUT ${PATHS.recording}`, adminRecordingEditSchema)).toEqual([
        { status: 'Processing' },
      ]),
    );
  });
});
