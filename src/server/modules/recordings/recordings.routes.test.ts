// Recordings over HTTP: the advisor's upload (only real video, kept at once), playback by signed
// address with byte ranges, the client's right to turn recording off (never on) and to delete a
// recording for good, and 404 for everyone outside the meeting.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import {
  RECORDING_MESSAGES,
  playbackLinkSchema,
  recordingSchema,
} from '../../../shared/contracts/recordings';
import { meetingSchema } from '../../../shared/contracts/booking';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import {
  bookNext,
  listRecordings,
  mp4Bytes,
  storedFilesOf,
  uploadRecording,
  webmBytes,
} from './recordings-test-support';

const HOUR_MS = 3_600_000;
const clock = createTestClock('2027-05-03T13:00:00Z');
let t: TestApp;
let advisor: Caller;
let otherAdvisor: Caller;
let otherClient: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, 'priya-raman');
  otherAdvisor = await advisorCaller(t, 'grace-park');
  otherClient = await signedInCaller(t);
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(async () => {
  await t.close();
});

/** A meeting that has taken place: the clock moves past its end. */
async function heldMeeting() {
  const meeting = await bookNext(t, 'priya-raman');
  clock.set(new Date(meeting.end.getTime() + HOUR_MS));
  return meeting;
}

async function uploaded(eventId: string, body = mp4Bytes(64 * 1024)) {
  const answer = await uploadRecording(t, eventId, advisor, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return recordingSchema.parse(answer.json());
}

async function playbackUrl(recordingId: string, caller: Caller): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: RECORDING_API.stream(recordingId),
    headers: caller.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return playbackLinkSchema.parse(answer.json()).url;
}

const play = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const remove = (recordingId: string, caller: Caller) =>
  t.app.inject({
    method: 'DELETE',
    url: RECORDING_API.recording(recordingId),
    headers: caller.headers,
  });

const setPreference = (eventId: string, caller: Caller, allowed: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: RECORDING_API.eventRecordingPreference(eventId),
    headers: caller.headers,
    payload: { allowed },
  });

describe('uploading a recording', () => {
  it('keeps an MP4 from the advisor at once, listed for the client and the advisor', async () => {
    const { client, eventId } = await heldMeeting();
    expect((await listRecordings(t, eventId, advisor)).canUpload).toBe(true);

    const recording = await uploaded(eventId);
    expect(recording).toMatchObject({
      status: 'SavedToS3',
      source: 'upload',
      contentType: 'video/mp4',
      sizeBytes: 64 * 1024,
      streamUrl: RECORDING_API.stream(recording.id),
      canDelete: false,
    });

    const forClient = await listRecordings(t, eventId, client);
    expect(forClient.recordings).toEqual([{ ...recording, canDelete: true }]);
    expect(forClient.canUpload).toBe(false);
    const forAdvisor = await listRecordings(t, eventId, advisor);
    expect(forAdvisor.recordings).toEqual([recording]);
    expect(forAdvisor.canUpload).toBe(false);
    expect(await storedFilesOf(t, eventId)).toEqual([`${recording.id}.mp4`]);

    const again = await uploadRecording(t, eventId, advisor, mp4Bytes(1024));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: RECORDING_MESSAGES.alreadyRecorded });
  });

  it('takes WebM too, and an admin may upload', async () => {
    const { eventId } = await heldMeeting();
    const answer = await uploadRecording(t, eventId, admin, webmBytes(2048), 'video/webm');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ contentType: 'video/webm', sizeBytes: 2048 });
  });

  it('refuses a renamed text file, an empty body and other types, keeping nothing', async () => {
    const { eventId } = await heldMeeting();
    const text = Buffer.from('These are my meeting notes, not a video at all.\n'.repeat(50));
    for (const [body, type, message] of [
      [text, 'video/mp4', RECORDING_MESSAGES.notVideo],
      [text, 'video/webm', RECORDING_MESSAGES.notVideo],
      [Buffer.alloc(0), 'video/mp4', RECORDING_MESSAGES.empty],
      [mp4Bytes(1024), 'text/plain', RECORDING_MESSAGES.notVideo],
    ] as const) {
      const answer = await uploadRecording(t, eventId, advisor, body, type);
      expect(answer.statusCode, `${type}: ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation', fieldErrors: { file: [message] } });
    }
    expect(await storedFilesOf(t, eventId)).toEqual([]);
    expect((await listRecordings(t, eventId, advisor)).recordings).toEqual([]);
  });

  it('refuses a body declared larger than the cap before reading it', async () => {
    const { eventId } = await heldMeeting();
    const answer = await t.app.inject({
      method: 'POST',
      url: RECORDING_API.eventRecordings(eventId),
      headers: { ...advisor.headers, 'content-type': 'video/mp4', 'content-length': '524288001' },
      payload: mp4Bytes(1024),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: RECORDING_MESSAGES.tooLarge });
    expect(await storedFilesOf(t, eventId)).toEqual([]);
  });

  it('answers a refused upload over a real connection, the client still sending', async () => {
    const { eventId } = await heldMeeting();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (headers: Record<string, string>, body: Buffer) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = request(
          `${address}${RECORDING_API.eventRecordings(eventId)}`,
          // The site's host (PUBLIC_URL), not the address it listens on.
          { method: 'POST', headers: { ...advisor.headers, host: 'localhost', ...headers } },
          (incoming) => {
            incoming.setEncoding('utf8');
            let text = '';
            incoming.on('data', (chunk: string) => (text += chunk));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
          },
        );
        outgoing.on('error', reject);
        // Only a first part of what was announced: the answer must come without the rest.
        outgoing.write(body);
      });

    const text = Buffer.from('plain text, not a video '.repeat(4096));
    const notVideo = await send(
      { 'content-type': 'video/mp4', 'content-length': String(text.length * 100) },
      text,
    );
    expect(notVideo.status).toBe(400);
    expect(JSON.parse(notVideo.body)).toMatchObject({ message: RECORDING_MESSAGES.notVideo });

    const huge = await send(
      { 'content-type': 'video/mp4', 'content-length': '524288001' },
      mp4Bytes(64 * 1024),
    );
    expect(huge.status).toBe(413);
    expect(await storedFilesOf(t, eventId)).toEqual([]);
  });

  it('waits for the meeting to start, and is for the advisor or an admin only', async () => {
    const { client, eventId } = await bookNext(t, 'priya-raman');
    const early = await uploadRecording(t, eventId, advisor, mp4Bytes(1024));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: RECORDING_MESSAGES.notStarted });
    expect((await uploadRecording(t, eventId, client, mp4Bytes(1024))).statusCode).toBe(403);
    expect((await uploadRecording(t, eventId, otherAdvisor, mp4Bytes(1024))).statusCode).toBe(404);
  });
});

describe('playing a recording', () => {
  it('serves the whole file and byte ranges to a signed address, and 416 outside it', async () => {
    const { client, eventId } = await heldMeeting();
    const bytes = mp4Bytes(64 * 1024);
    const recording = await uploaded(eventId, bytes);
    const url = await playbackUrl(recording.id, client);
    expect(url).toMatch(new RegExp(`^${RECORDING_API.stream(recording.id)}\\?token=`));

    const whole = await play(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await play(url, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await play(url, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const open = await play(url, { range: `bytes=${bytes.length - 10}-` });
    expect(open.headers['content-range']).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    );

    const outside = await play(url, { range: `bytes=${bytes.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('plays for the advisor with their own token, and signed addresses expire', async () => {
    const { eventId } = await heldMeeting();
    const recording = await uploaded(eventId);
    expect((await play(RECORDING_API.stream(recording.id), advisor.headers)).statusCode).toBe(200);
    expect((await play(RECORDING_API.stream(recording.id))).statusCode).toBe(404);

    const url = await playbackUrl(recording.id, advisor);
    expect((await play(url)).statusCode).toBe(200);
    const token = new URL(url, 'http://local').searchParams.get('token') ?? '';
    const [expires, ...rest] = token.split('.');
    const later = [String(Number(expires) + 3600), ...rest].join('.');
    const forged = `${RECORDING_API.stream(recording.id)}?token=${encodeURIComponent(later)}`;
    expect((await play(forged)).statusCode).toBe(404);
    clock.advance(61 * 60_000);
    expect((await play(url)).statusCode).toBe(404);
  });

  it('does not open another recording with a token', async () => {
    const first = await uploaded((await heldMeeting()).eventId);
    const second = await uploaded((await heldMeeting()).eventId);
    const url = await playbackUrl(first.id, advisor);
    const token = new URL(url, 'http://local').searchParams.get('token') ?? '';
    const answer = await play(
      `${RECORDING_API.stream(second.id)}?token=${encodeURIComponent(token)}`,
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe('the client’s choices', () => {
  it('turns recording off before the start, never back on, and the advisor cannot', async () => {
    const { client, eventId, start } = await bookNext(t, 'priya-raman');
    expect((await listRecordings(t, eventId, client)).canTurnOff).toBe(true);
    expect((await setPreference(eventId, advisor, false)).statusCode).toBe(403);

    const off = await setPreference(eventId, client, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ recordingAllowed: false, canTurnOff: false });
    expect((await setPreference(eventId, client, false)).statusCode).toBe(200);
    const on = await setPreference(eventId, client, true);
    expect(on.statusCode).toBe(409);
    expect(on.json()).toMatchObject({ message: RECORDING_MESSAGES.cannotTurnOn });

    const meeting = await t.app.inject({
      method: 'GET',
      url: MEETING_API.event(eventId),
      headers: client.headers,
    });
    expect(meetingSchema.parse(meeting.json()).recordingAllowed).toBe(false);

    clock.set(new Date(start.getTime() + 2 * HOUR_MS));
    const upload = await uploadRecording(t, eventId, advisor, mp4Bytes(1024));
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ message: RECORDING_MESSAGES.recordingOff });
  });

  it('cannot turn recording off once the meeting has started', async () => {
    const { client, eventId, start } = await bookNext(t, 'priya-raman');
    clock.set(new Date(start.getTime() + 60_000));
    expect((await listRecordings(t, eventId, client)).canTurnOff).toBe(false);
    const late = await setPreference(eventId, client, false);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: RECORDING_MESSAGES.tooLateToTurnOff });
    expect((await listRecordings(t, eventId, client)).recordingAllowed).toBe(true);
  });

  it('deletes a recording for good: the file goes, the row stays, playback ends', async () => {
    const { client, eventId } = await heldMeeting();
    const recording = await uploaded(eventId);
    const url = await playbackUrl(recording.id, client);
    expect((await remove(recording.id, advisor)).statusCode).toBe(403);

    const deleted = await remove(recording.id, client);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 'DeletedByUser', streamUrl: null });
    expect(await storedFilesOf(t, eventId)).toEqual([]);
    expect((await listRecordings(t, eventId, client)).recordings).toEqual([
      expect.objectContaining({ id: recording.id, status: 'DeletedByUser', canDelete: false }),
    ]);

    expect((await play(url)).statusCode).toBe(404);
    expect((await play(RECORDING_API.stream(recording.id), client.headers)).statusCode).toBe(404);
    const twice = await remove(recording.id, client);
    expect(twice.statusCode).toBe(410);
    // Deleted at the client's request: it is not uploaded again.
    expect((await uploadRecording(t, eventId, advisor, mp4Bytes(1024))).statusCode).toBe(409);
  });
});

describe('people outside the meeting', () => {
  it('get 404 for its list, playback, deletion, preference and upload', async () => {
    const { eventId } = await heldMeeting();
    const recording = await uploaded(eventId);
    for (const stranger of [otherClient, otherAdvisor]) {
      const answers = await Promise.all([
        t.app.inject({
          method: 'GET',
          url: RECORDING_API.eventRecordings(eventId),
          headers: stranger.headers,
        }),
        t.app.inject({
          method: 'POST',
          url: RECORDING_API.stream(recording.id),
          headers: stranger.headers,
        }),
        play(RECORDING_API.stream(recording.id), stranger.headers),
        remove(recording.id, stranger),
        setPreference(eventId, stranger, false),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    }
    expect((await uploadRecording(t, eventId, otherAdvisor, mp4Bytes(1024))).statusCode).toBe(404);
    expect(await storedFilesOf(t, eventId)).toEqual([`${recording.id}.mp4`]);
    expect((await listRecordings(t, eventId, admin)).recordings).toHaveLength(1);
  });
});
