// Shared by the recordings tests: meetings booked at the next open time, video bytes that look
// like the real thing, and what the store holds for a meeting.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import { meetingRecordingsSchema } from '../../../shared/contracts/recordings';
import type { MeetingRecordings } from '../../../shared/contracts/recordings';
import type { TestApp } from '../../testing/test-app';
import { bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

const HOUR_MS = 3_600_000;

/** An MP4's opening box ('ftyp' at offset 4) followed by `bytes` in all. */
export function mp4Bytes(bytes: number): Buffer {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]);
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
}

export function webmBytes(bytes: number): Buffer {
  const head = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
}

/** A new client's meeting at the advisor's next open time. */
export async function bookNext(
  t: TestApp,
  slug: string,
): Promise<{ client: Caller; eventId: string; start: Date; end: Date }> {
  const client = await signedInCaller(t);
  const [slot] = await openSlots(t.app, slug, 21);
  if (!slot) throw new Error(`${slug} has no open time`);
  const { eventId } = await bookMeeting(t.app, client, slug, slot.start);
  const start = new Date(slot.start);
  return { client, eventId, start, end: new Date(start.getTime() + HOUR_MS) };
}

export async function listRecordings(
  t: TestApp,
  eventId: string,
  caller: Caller,
): Promise<MeetingRecordings> {
  const answer = await t.app.inject({
    method: 'GET',
    url: RECORDING_API.eventRecordings(eventId),
    headers: caller.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return meetingRecordingsSchema.parse(answer.json());
}

export function uploadRecording(
  t: TestApp,
  eventId: string,
  caller: Caller,
  body: Buffer,
  contentType = 'video/mp4',
) {
  return t.app.inject({
    method: 'POST',
    url: RECORDING_API.eventRecordings(eventId),
    headers: { ...caller.headers, 'content-type': contentType },
    payload: body,
  });
}

/** Every file the local store holds for the meeting's recordings, and any half-written one. */
export async function storedFilesOf(t: TestApp, eventId: string): Promise<string[]> {
  const list = async (dir: string) =>
    readdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  const objects = await list(path.join(t.config.filesDir, 'objects', 'recordings', eventId));
  const pending = await list(path.join(t.config.filesDir, 'tmp'));
  return [...objects, ...pending.map((name) => `tmp/${name}`)];
}
