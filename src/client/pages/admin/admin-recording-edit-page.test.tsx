// @vitest-environment happy-dom
// One recording's page as an admin uses it, opened from its address: the recording the server
// answered for that id; deleting it for good only after a confirmation, sent as the status in the
// edit contract; the server's failure said; a recording that cannot be loaded.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { adminRecordingEditSchema } from '../../../shared/contracts/recordings-admin';
import { ADMIN_PAGE_PATTERNS, ADMIN_PAGES } from '../../../shared/routes/admin';
import {
  RECORDINGS_ADMIN_API,
  RECORDINGS_ADMIN_API_PATTERNS,
} from '../../../shared/routes/recordings-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { recordingFixture } from '../../features/recordings-admin/recording-fixture';
import AdminRecordingEditPage from './admin-recording-edit-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const EDIT = `PUT ${RECORDINGS_ADMIN_API_PATTERNS.recording}`;

function open(get: FakeAnswer, edit: FakeAnswer = { status: 500 }) {
  const server = fakeServer({
    [`GET ${RECORDINGS_ADMIN_API_PATTERNS.recording}`]: () => get,
    [EDIT]: () => edit,
  });
  renderAdminPage(<AdminRecordingEditPage />, {
    path: ADMIN_PAGES.recordingEdit('rec-1'),
    pattern: ADMIN_PAGE_PATTERNS.recordingEdit,
  });
  return server;
}

async function deleteForGood() {
  const changes = within(await screen.findByRole('group', { name: 'Change this recording' }));
  fireEvent.click(changes.getByRole('button', { name: 'Delete for good' }));
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.click(dialog.getByRole('button', { name: 'Delete for good' }));
}

describe('a recording’s page', () => {
  it('deletes the recording for good after a confirmation', async () => {
    const server = open(
      { body: recordingFixture() },
      {
        body: recordingFixture({
          status: 'DeletedByUser',
          actions: { statuses: [], deleteAtProvider: false },
        }),
      },
    );
    await deleteForGood();
    expect(await screen.findByText('The recording is deleted for good.')).toBeTruthy();
    expect(server.sent(EDIT, adminRecordingEditSchema)).toEqual([{ status: 'DeletedByUser' }]);
    expect(server.callsTo(EDIT)[0]!.path).toBe(RECORDINGS_ADMIN_API.recording('rec-1'));
  });

  it('says the change was not made when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open({ body: recordingFixture() });
    await deleteForGood();
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.editRecording)).toBeTruthy();
    expect(screen.getByText('The change was not made')).toBeTruthy();
  });

  it('says when the recording could not be loaded', async () => {
    open({ status: 500, body: { code: 'general', message: 'x' } });
    expect(
      await screen.findByText(/The recording could not be loaded\./, {}, { timeout: 4000 }),
    ).toBeTruthy();
  });
});
