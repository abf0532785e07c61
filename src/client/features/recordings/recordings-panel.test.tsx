// @vitest-environment happy-dom
// A meeting's recordings against a fake server: a stored one plays from its signed address,
// others say where they stand, and the client deletes one for good after a confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import type { MeetingRecordings, Recording } from '../../../shared/contracts/recordings';
import { RECORDING_MESSAGES } from '../../../shared/contracts/recordings';
import { recordingKeys } from './recordings-api';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { RecordingsPanel } from './recordings-panel';
import { MEETING_PAGES } from '../../../shared/routes/meetings';

const EVENT_ID = 'event-1';
const SIGNED = `${RECORDING_API.stream('rec-1')}?token=signed-token`;

function recordingFixture(overrides: Partial<Recording> = {}): Recording {
  const id = overrides.id ?? 'rec-1';
  return {
    id,
    status: 'SavedToS3AndDeletedFromZoom',
    source: 'zoom',
    contentType: 'video/mp4',
    sizeBytes: 120_000_000,
    durationSeconds: 55 * 60,
    createdAt: '2026-03-16T15:10:00.000Z',
    streamUrl: RECORDING_API.stream(id),
    canDelete: true,
    ...overrides,
  };
}

const listOf = (recordings: Recording[], more: Partial<MeetingRecordings> = {}) => ({
  recordingAllowed: true,
  canTurnOff: false,
  canUpload: false,
  recordings,
  ...more,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  renderPage(
    <RecordingsPanel eventId={EVENT_ID} viewer="client" meetingLabel="The Hour with Thomas" />,
    { path: MEETING_PAGES.account },
  );

describe('Recordings panel', () => {
  it('plays a stored recording from its signed address and says how the others stand', async () => {
    fakeServer({
      [`GET ${RECORDING_API.eventRecordings(EVENT_ID)}`]: () => ({
        body: listOf([
          recordingFixture(),
          recordingFixture({ id: 'rec-2', status: 'Processing', streamUrl: null }),
          recordingFixture({
            id: 'rec-3',
            status: 'DeletedByUser',
            streamUrl: null,
            canDelete: false,
          }),
        ]),
      }),
      [`POST ${RECORDING_API.stream('rec-1')}`]: () => ({
        body: { url: SIGNED, expiresAt: '2026-03-20T16:00:00.000Z' },
      }),
    });
    renderPanel();

    const region = await screen.findByRole('region', { name: 'Recordings' });
    const video = await within(region).findByLabelText('Recording 1 of The Hour with Thomas');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(SIGNED);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(within(region).getAllByText('55 min')).toHaveLength(3);
    expect(within(region).getByText(/being prepared/)).toBeTruthy();
    expect(within(region).getByText(RECORDING_MESSAGES.deleted)).toBeTruthy();
    expect(within(region).getAllByRole('button', { name: 'Delete recording' })).toHaveLength(2);
  });

  it('deletes a recording permanently only once the client confirms', async () => {
    let recordings = [recordingFixture()];
    const server = fakeServer({
      [`GET ${RECORDING_API.eventRecordings(EVENT_ID)}`]: () => ({ body: listOf(recordings) }),
      [`POST ${RECORDING_API.stream('rec-1')}`]: () => ({
        body: { url: SIGNED, expiresAt: '2026-03-20T16:00:00.000Z' },
      }),
      [`DELETE ${RECORDING_API.recording('rec-1')}`]: () => {
        recordings = [
          recordingFixture({ status: 'DeletedByUser', streamUrl: null, canDelete: false }),
        ];
        return { body: recordings[0] };
      },
    });
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete recording' }));
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Delete this recording permanently?' }),
    );
    expect(dialog.getByText(/deleted for good/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete recording' }));
    dialog = within(
      await screen.findByRole('dialog', { name: 'Delete this recording permanently?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Delete permanently' }));

    expect(await screen.findByText(RECORDING_MESSAGES.deleted)).toBeTruthy();
    expect(screen.queryByLabelText('Recording of The Hour with Thomas')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete recording' })).toBeNull();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when recording was off, and says nothing when there simply is none', async () => {
    fakeServer({
      [`GET ${RECORDING_API.eventRecordings(EVENT_ID)}`]: () => ({
        body: listOf([], { recordingAllowed: false }),
      }),
    });
    renderPanel();
    expect(await screen.findByText('Recording was off for this meeting.')).toBeTruthy();
    cleanup();

    fakeServer({
      [`GET ${RECORDING_API.eventRecordings(EVENT_ID)}`]: () => ({ body: listOf([]) }),
    });
    const { queryClient } = renderPanel();
    await waitFor(() =>
      expect(queryClient.getQueryState(recordingKeys.meeting(EVENT_ID))?.status).toBe('success'),
    );
    expect(screen.queryByText(/Recording/)).toBeNull();
  });
});
