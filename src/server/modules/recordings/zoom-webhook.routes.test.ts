// Zoom's webhook end to end against a local fake Zoom (reached through a fetch that maps Zoom's
// hosts onto it): only genuine, fresh signatures are acted on; a finished recording is stored and
// then deleted at Zoom; a repeat changes nothing; a failed fetch is retried; a meeting whose
// client turned recording off keeps nothing.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API } from '../../../shared/account-routes';
import { recordings } from '../../db/schema/recordings';
import type { VideoProvider } from '../../integrations/video/video';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller } from '../../testing/test-booking';
import { bookNext, listRecordings, mp4Bytes } from './recordings-test-support';
import { signZoomRequest } from './zoom-webhook';

const SECRET = 'zoom-webhook-secret';
const DOWNLOAD_TOKEN = 'webhook-download-token';
const HOSTS = ['https://zoom.us', 'https://api.zoom.us', 'https://us06web.zoom.us'];

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
}

/** Zoom as far as recordings go: tokens, downloads, listing files and deleting them. */
class FakeZoom {
  readonly seen: Seen[] = [];
  readonly files = new Map<string, Buffer>();
  failNextDownloads = 0;
  private tokens = 0;
  private readonly server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => this.answer(req.method ?? '', req.url ?? '/', req.headers, res));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  calls(): string[] {
    return this.seen.map((each) => `${each.method} ${each.path}`);
  }

  private answer(method: string, url: string, headers: IncomingHttpHeaders, res: ServerResponse) {
    const path = new URL(url, 'http://fake').pathname;
    this.seen.push({ method, path: url, authorization: headers.authorization });
    const json = (status: number, body?: unknown) => {
      res.statusCode = status;
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (path === '/oauth/token') return json(200, { access_token: `token-${++this.tokens}` });
    const download = /^\/rec\/download\/(.+)$/.exec(path)?.[1];
    if (download) {
      if (this.failNextDownloads > 0) {
        this.failNextDownloads -= 1;
        return json(500, { code: 500, message: 'Zoom had a moment.' });
      }
      const bytes = this.files.get(download);
      if (!bytes) return json(404, { code: 3301, message: 'No recording.' });
      res.setHeader('content-type', 'video/mp4');
      return res.end(bytes);
    }
    const listed = /^\/v2\/meetings\/([^/]+)\/recordings$/.exec(path);
    if (listed && method === 'GET') {
      return json(200, {
        recording_files: [...this.files.keys()].map((id) => ({
          id,
          file_type: 'MP4',
          download_url: `https://us06web.zoom.us/rec/download/${id}`,
        })),
      });
    }
    if (/^\/v2\/meetings\/[^/]+\/recordings\/[^/]+$/.test(path) && method === 'DELETE') {
      return json(204);
    }
    if (/^\/v2\/meetings\/[^/]+$/.test(path) && method === 'PATCH') return json(204);
    return json(404, { code: 404, message: 'No such route.' });
  }
}

const clock = createTestClock('2027-05-03T13:00:00Z');
let zoom: FakeZoom;
let t: TestApp;
let meetingCount = 0;

/** Booking makes Zoom meetings with known ids, without calling anyone. */
const zoomMeetings: VideoProvider = {
  kind: 'zoom',
  createMeeting: async () => {
    meetingCount += 1;
    const id = String(85_000_000_000 + meetingCount);
    return { provider: 'zoom', url: `https://us06web.zoom.us/j/${id}`, externalId: id };
  },
  updateMeeting: async () => {},
  deleteMeeting: async () => {},
};

beforeAll(async () => {
  zoom = new FakeZoom();
  const base = await zoom.start();
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const host = HOSTS.find((each) => url.startsWith(`${each}/`));
    return realFetch(host ? base + url.slice(host.length) : input, init);
  });
  t = await createTestApp({
    now: clock.now,
    video: zoomMeetings,
    env: {
      RATE_LIMIT_PER_MINUTE: '100000',
      ZOOM_WEBHOOK_SECRET_TOKEN: SECRET,
      ZOOM_ACCOUNT_ID: 'account',
      ZOOM_CLIENT_ID: 'client',
      ZOOM_CLIENT_SECRET: 'client-secret',
    },
  });
  await advisorCaller(t, 'priya-raman');
});
afterEach(() => {
  zoom.seen.length = 0;
});
afterAll(async () => {
  await t.close();
  await zoom.stop();
  vi.unstubAllGlobals();
});

function deliver(body: unknown, options: { signedAt?: Date; signature?: string } = {}) {
  const raw = Buffer.from(JSON.stringify(body));
  const timestamp = String(Math.floor((options.signedAt ?? clock.now()).getTime() / 1000));
  return t.app.inject({
    method: 'POST',
    url: ACCOUNT_API.zoomWebhook,
    headers: {
      'content-type': 'application/json',
      'x-zm-request-timestamp': timestamp,
      'x-zm-signature': options.signature ?? signZoomRequest(SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

/** A held Zoom meeting, and the recording-completed event Zoom sends for it. */
async function recordedMeeting(fileIds = ['file-a']) {
  const meeting = await bookNext(t, 'priya-raman');
  clock.set(new Date(meeting.end.getTime() + 10 * 60_000));
  const zoomId = String(85_000_000_000 + meetingCount);
  for (const id of fileIds) zoom.files.set(id, mp4Bytes(20_000));
  const event = {
    event: 'recording.completed',
    event_ts: clock.now().getTime(),
    download_token: DOWNLOAD_TOKEN,
    payload: {
      account_id: 'account',
      object: {
        id: Number(zoomId),
        uuid: `uuid-${zoomId}==`,
        topic: 'The Hour',
        recording_files: [
          ...fileIds.map((id) => ({
            id,
            file_type: 'MP4',
            status: 'completed',
            recording_start: meeting.start.toISOString(),
            recording_end: new Date(meeting.start.getTime() + 55 * 60_000).toISOString(),
            download_url: `https://us06web.zoom.us/rec/download/${id}`,
          })),
          {
            id: `${fileIds[0]}-audio`,
            file_type: 'M4A',
            status: 'completed',
            download_url: 'https://us06web.zoom.us/rec/download/audio',
          },
        ],
      },
    },
  };
  return { ...meeting, zoomId, event };
}

const rowsOf = (eventId: string) =>
  t.database.db.select().from(recordings).where(eq(recordings.eventId, eventId));

describe('Zoom webhook', () => {
  it('answers the URL validation with the HMAC of the plain token', async () => {
    const answer = await deliver({
      event: 'endpoint.url_validation',
      payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      encryptedToken: createHmac('sha256', SECRET).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
    });
  });

  it('stores a finished recording, deletes it at Zoom, and the client can play it', async () => {
    const { client, eventId, event, zoomId } = await recordedMeeting(['file-a']);
    const answer = await deliver(event);
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.services.recordings.idle();

    const [row] = await rowsOf(eventId);
    expect(row).toMatchObject({
      status: 'SavedToS3AndDeletedFromZoom',
      source: 'zoom',
      zoomFileId: 'file-a',
      zoomMeetingId: `uuid-${zoomId}==`,
      sizeBytes: 20_000,
      durationSeconds: 55 * 60,
      attempts: 0,
      error: null,
    });
    const download = zoom.seen.find((each) => each.path === '/rec/download/file-a');
    expect(download?.authorization).toBe(`Bearer ${DOWNLOAD_TOKEN}`);
    expect(zoom.calls()).toContain(
      `DELETE /v2/meetings/${encodeURIComponent(`uuid-${zoomId}==`)}/recordings/file-a?action=delete`,
    );
    // The audio-only file is not a video: it gets no row and is not fetched.
    expect(zoom.calls()).not.toContain('GET /rec/download/audio');

    const stored = await t.app.services.storage.get(row!.storageKey!);
    expect((await text(stored!.stream)).length).toBeGreaterThan(0);
    const [listed] = (await listRecordings(t, eventId, client)).recordings;
    expect(listed).toMatchObject({ status: 'SavedToS3AndDeletedFromZoom', canDelete: true });
    expect(listed?.streamUrl).toBe(ACCOUNT_API.recordingStream(row!.id));
  });

  it('keeps one row per file however often the event arrives', async () => {
    const { eventId, event } = await recordedMeeting(['file-b', 'file-c']);
    expect((await deliver(event)).statusCode).toBe(200);
    await t.app.services.recordings.idle();
    const downloads = () => zoom.calls().filter((call) => call.startsWith('GET /rec/')).length;
    expect(downloads()).toBe(2);

    clock.advance(30_000);
    expect((await deliver(event)).statusCode).toBe(200);
    await t.app.services.recordings.idle();
    const rows = await rowsOf(eventId);
    expect(rows.map((row) => row.zoomFileId).sort()).toEqual(['file-b', 'file-c']);
    expect(rows.every((row) => row.status === 'SavedToS3AndDeletedFromZoom')).toBe(true);
    expect(downloads()).toBe(2);
  });

  it('acts on nothing with a wrong signature, a stale timestamp or none at all', async () => {
    const { eventId, event } = await recordedMeeting(['file-d']);
    const wrong = await deliver(event, { signature: `v0=${'0'.repeat(64)}` });
    expect(wrong.statusCode).toBe(401);
    const otherSecret = Buffer.from(JSON.stringify(event));
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const forged = await deliver(event, {
      signature: signZoomRequest('not-the-secret', timestamp, otherSecret),
    });
    expect(forged.statusCode).toBe(401);
    const stale = await deliver(event, { signedAt: new Date(clock.now().getTime() - 6 * 60_000) });
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.zoomWebhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);

    await t.app.services.recordings.idle();
    expect(await rowsOf(eventId)).toEqual([]);
    expect(zoom.seen).toEqual([]);

    // Within five minutes is fine.
    const recent = await deliver(event, { signedAt: new Date(clock.now().getTime() - 4 * 60_000) });
    expect(recent.statusCode).toBe(200);
    await t.app.services.recordings.idle();
  });

  it('records a failed download as Error, and the retry job stores it', async () => {
    const { eventId, event, zoomId } = await recordedMeeting(['file-e']);
    zoom.failNextDownloads = 1;
    expect((await deliver(event)).statusCode).toBe(200);
    await t.app.services.recordings.idle();
    const [failed] = await rowsOf(eventId);
    expect(failed).toMatchObject({ status: 'Error', attempts: 1, storageKey: null });
    expect(failed?.error).toMatch(/download failed: HTTP 500: Zoom had a moment/);

    zoom.seen.length = 0;
    expect(await t.app.services.recordings.retryFailed()).toBeGreaterThanOrEqual(1);
    const [stored] = await rowsOf(eventId);
    expect(stored).toMatchObject({ status: 'SavedToS3AndDeletedFromZoom', error: null });
    // Later on the webhook's download token may have lapsed: the account's own token is used.
    const uuidPath = encodeURIComponent(`uuid-${zoomId}==`);
    expect(zoom.calls()).toContain(`GET /v2/meetings/${uuidPath}/recordings`);
    const download = zoom.seen.find((each) => each.path === '/rec/download/file-e');
    expect(download?.authorization).toMatch(/^Bearer token-\d+$/);
    expect(await t.app.services.recordings.retryFailed()).toBe(0);
  });

  it('gives up after five failed fetches', async () => {
    const { eventId, event } = await recordedMeeting(['file-f']);
    zoom.failNextDownloads = 5;
    await deliver(event);
    await t.app.services.recordings.idle();
    for (let run = 0; run < 6; run += 1) await t.app.services.recordings.retryFailed();
    const [row] = await rowsOf(eventId);
    expect(row).toMatchObject({ status: 'Error', attempts: 5 });
    expect(zoom.calls().filter((call) => call === 'GET /rec/download/file-f')).toHaveLength(5);
    zoom.failNextDownloads = 0;
  });

  it('keeps nothing of a meeting whose client turned recording off, and deletes it at Zoom', async () => {
    const meeting = await bookNext(t, 'priya-raman');
    const zoomId = String(85_000_000_000 + meetingCount);
    const off = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_API.eventRecordingPreference(meeting.eventId),
      headers: meeting.client.headers,
      payload: { allowed: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.app.services.recordings.idle();
    expect(zoom.calls()).toContain(`PATCH /v2/meetings/${zoomId}`);

    clock.set(new Date(meeting.end.getTime() + 60_000));
    zoom.files.set('file-g', mp4Bytes(1000));
    const answer = await deliver({
      event: 'recording.completed',
      download_token: DOWNLOAD_TOKEN,
      payload: {
        object: {
          id: Number(zoomId),
          recording_files: [
            { id: 'file-g', file_type: 'MP4', download_url: 'https://zoom.us/rec/download/file-g' },
          ],
        },
      },
    });
    expect(answer.statusCode).toBe(200);
    await t.app.services.recordings.idle();
    expect(await rowsOf(meeting.eventId)).toEqual([]);
    expect(zoom.calls()).toContain(`DELETE /v2/meetings/${zoomId}/recordings/file-g?action=delete`);
    expect(zoom.calls().filter((call) => call.startsWith('GET /rec/'))).toEqual([]);
  });

  it('ignores meetings it does not know and events it does not handle', async () => {
    const unknown = await deliver({
      event: 'recording.completed',
      payload: { object: { id: 1, recording_files: [] } },
    });
    expect(unknown.statusCode).toBe(200);
    const other = await deliver({ event: 'meeting.started', payload: { object: { id: 1 } } });
    expect(other.statusCode).toBe(200);
    const broken = await deliver({ event: 'recording.completed', payload: {} });
    expect(broken.statusCode).toBe(400);
  });
});
