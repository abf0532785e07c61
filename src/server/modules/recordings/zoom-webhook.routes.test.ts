// Zoom's webhook end to end against a local fake Zoom (reached through a fetch that maps Zoom's
// hosts onto it): only genuine, fresh signatures are acted on; a finished recording is stored and
// then deleted at Zoom; a repeat changes nothing and a replay, however late, is not acted on
// again; a failed fetch is retried; a meeting whose client turned recording off keeps nothing.
import { createHmac } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import { paymentWebhookEvents } from '../../db/schema/payments';
import { recordings } from '../../db/schema/recordings';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller } from '../../testing/test-booking';
import { bookNext, listRecordings, mp4Bytes } from './recordings-test-support';
import { signZoomRequest } from './zoom-webhook';
import { FakeZoom, numberedZoomMeetings, routeZoomToFake } from './fake-zoom';

const SECRET = 'zoom-webhook-secret';
const DOWNLOAD_TOKEN = 'webhook-download-token';
const clock = createTestClock('2027-05-03T13:00:00Z');
let zoom: FakeZoom;
let t: TestApp;
/** Booking makes Zoom meetings with known ids, without calling anyone. */
const zoomMeetings = numberedZoomMeetings(85_000_000_000);

beforeAll(async () => {
  zoom = new FakeZoom();
  await routeZoomToFake(zoom);
  t = await createTestApp({
    now: clock.now,
    video: zoomMeetings.provider,
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
    url: RECORDING_API.zoomWebhook,
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
  const zoomId = zoomMeetings.lastId();
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
    expect(listed?.streamUrl).toBe(RECORDING_API.stream(row!.id));
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

  it('acts on an event once, however late a signed copy of it arrives', async () => {
    const { client, eventId, event } = await recordedMeeting(['file-h']);
    const sentAt = clock.now();
    expect((await deliver(event, { signedAt: sentAt })).json()).toEqual({
      received: true,
      duplicate: false,
    });
    await t.app.services.recordings.idle();
    const [row] = await rowsOf(eventId);
    // The client deletes the recording: a replayed event must not bring it back.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: RECORDING_API.recording(row!.id),
      headers: client.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const callsBefore = zoom.calls().length;

    clock.advance(4 * 60_000); // the same request again, within its five minutes
    const replayed = await deliver(event, { signedAt: sentAt });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    clock.advance(2 * 60_000); // the same request after five minutes
    expect((await deliver(event, { signedAt: sentAt })).statusCode).toBe(401);
    clock.advance(3 * 3_600_000); // signed anew hours later (Zoom retrying)
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    await t.app.services.recordings.idle();

    expect((await rowsOf(eventId)).filter((each) => each.status !== 'DeletedByUser')).toEqual([]);
    expect(zoom.calls()).toHaveLength(callsBefore);
    const stored = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.provider, 'zoom'));
    const mine = stored.find((each) => each.providerEventId.includes(`:${event.event_ts}:`));
    expect(mine).toMatchObject({ type: 'recording.completed', deliveries: 3 });
    expect(mine!.processedAt).not.toBeNull();
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
      url: RECORDING_API.zoomWebhook,
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
    const zoomId = zoomMeetings.lastId();
    const off = await t.app.inject({
      method: 'PUT',
      url: RECORDING_API.eventRecordingPreference(meeting.eventId),
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
