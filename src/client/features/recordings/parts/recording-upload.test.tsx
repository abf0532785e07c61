// @vitest-environment happy-dom
// The advisor's upload against a fake XMLHttpRequest: the video goes as the body with its type,
// the bar follows the bytes sent, Cancel stops it, a refusal says why, and a stored one plays.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RECORDING_API } from '../../../../shared/routes/recordings-api';
import type { MeetingRecordings, Recording } from '../../../../shared/contracts/recordings';
import { RECORDING_MESSAGES } from '../../../../shared/contracts/recordings';
import { setAccessToken } from '../../../api/http';
import { fakeServer } from '../../../testing/fake-server';
import { renderPage, signedInAs } from '../../../testing/meetings-test-harness';
import { RecordingsPanel } from '../recordings-panel';
import { AREA_ROOTS } from '../../../../shared/routes/areas';

const EVENT_ID = 'event-9';

/** Records what was sent and lets the test play the network's part. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const stored: Recording = {
  id: 'rec-new',
  status: 'SavedToS3',
  source: 'upload',
  contentType: 'video/mp4',
  sizeBytes: 1000,
  durationSeconds: null,
  createdAt: '2026-03-16T15:10:00.000Z',
  streamUrl: RECORDING_API.stream('rec-new'),
  canDelete: false,
};

let recordings: MeetingRecordings;

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  recordings = { recordingAllowed: true, canTurnOff: false, canUpload: true, recordings: [] };
  fakeServer({
    [`GET ${RECORDING_API.eventRecordings(EVENT_ID)}`]: () => ({ body: recordings }),
    [`POST ${RECORDING_API.stream('rec-new')}`]: () => ({
      body: { url: '/signed/rec-new', expiresAt: '2026-03-20T16:00:00.000Z' },
    }),
  });
  setAccessToken('advisor-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAccessToken(null);
});

function renderPanel() {
  renderPage(
    <RecordingsPanel eventId={EVENT_ID} viewer="advisor" meetingLabel="The Hour with Casey" />,
    { path: AREA_ROOTS.dashboard, auth: signedInAs({ roles: ['Advisor'] }) },
  );
}

async function choose(file: File) {
  await screen.findByRole('button', { name: 'Upload a recording' });
  fireEvent.change(screen.getByLabelText('Recording to upload'), { target: { files: [file] } });
}

const video = (bytes = 1000, name = 'meeting.mp4', type = 'video/mp4') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('Recording upload', () => {
  it('sends the video with progress, then shows it ready to play', async () => {
    renderPanel();
    await choose(video());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(RECORDING_API.eventRecordings(EVENT_ID));
    expect(xhr.headers['Content-Type']).toBe('video/mp4');
    expect(xhr.headers.Authorization).toBe('Bearer advisor-token');
    expect(xhr.body).toBeInstanceOf(File);

    const bar = await screen.findByRole('progressbar', { name: 'Uploading meeting.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    xhr.progress(400, 1000);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/40%/)).toBeTruthy();

    recordings = { ...recordings, canUpload: false, recordings: [stored] };
    xhr.respond(201, stored);
    expect(await screen.findByText('The recording is uploaded and ready to watch.')).toBeTruthy();
    const player = await screen.findByLabelText('Recording of The Hour with Casey');
    expect(player.getAttribute('src')).toBe('/signed/rec-new');
    expect(screen.queryByRole('button', { name: 'Upload a recording' })).toBeNull();
  });

  it('stops when the advisor cancels', async () => {
    renderPanel();
    await choose(video());
    const xhr = FakeXhr.last!;
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Upload a recording' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says why the server refused the file, and the file's type is left to the server", async () => {
    renderPanel();
    await choose(video(1000, 'notes.mov', 'video/quicktime'));
    const xhr = FakeXhr.last!;
    expect(xhr.headers['Content-Type']).toBe('video/mp4');
    xhr.respond(400, {
      code: 'validation',
      message: RECORDING_MESSAGES.notVideo,
      fieldErrors: { file: [RECORDING_MESSAGES.notVideo] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(RECORDING_MESSAGES.notVideo);
    expect(screen.getByRole('button', { name: 'Upload a recording' })).toBeTruthy();
  });

  it('refuses an empty file before sending anything', async () => {
    renderPanel();
    await choose(video(0));
    expect((await screen.findByRole('alert')).textContent).toContain(RECORDING_MESSAGES.empty);
    await waitFor(() => expect(FakeXhr.last).toBeNull());
  });
});
