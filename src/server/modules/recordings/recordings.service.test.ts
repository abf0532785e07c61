// The upload cap, enforced while the body streams: a small injected limit stands in for 500 MB.
// A body one byte over it is refused and leaves nothing stored; one at the limit is kept.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { RECORDING_MESSAGES } from '../../../shared/contracts/recordings';
import type { RequestUser } from '../../auth/access/request-user';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller } from '../../testing/test-booking';
import { asRequestUser } from '../../testing/test-users';
import { createRecordingsService } from './recordings.service';
import type { RecordingsService } from './recordings.service';
import { bookNext, mp4Bytes, storedFilesOf } from './recordings-test-support';

const LIMIT = 4096;
const clock = createTestClock('2027-05-03T13:00:00Z');
let t: TestApp;
let service: RecordingsService;
let advisor: RequestUser;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const caller = await advisorCaller(t, 'priya-raman');
  advisor = asRequestUser(caller.user);
  service = createRecordingsService({
    db: t.database.db,
    storage: t.app.services.storage,
    config: t.config,
    now: clock.now,
    maxBytes: LIMIT,
  });
});
afterAll(async () => {
  await t.close();
});

/** The bytes in small chunks, as a network body arrives. */
function trickle(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 500) yield bytes.subarray(at, at + 500);
    })(),
  );
}

async function heldMeeting() {
  const meeting = await bookNext(t, 'priya-raman');
  clock.set(new Date(meeting.end.getTime() + 60_000));
  return meeting;
}

describe('recording upload cap', () => {
  it('refuses a stream longer than the cap, keeping nothing', async () => {
    const { eventId } = await heldMeeting();
    const failure = await service
      .upload(advisor, eventId, trickle(mp4Bytes(LIMIT + 1)), undefined)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'payloadTooLarge',
      message: RECORDING_MESSAGES.tooLarge,
    });
    expect(await storedFilesOf(t, eventId)).toEqual([]);
    expect((await service.list(advisor, eventId)).recordings).toEqual([]);
  });

  it('keeps a stream exactly at the cap', async () => {
    const { eventId } = await heldMeeting();
    const recording = await service.upload(advisor, eventId, trickle(mp4Bytes(LIMIT)), undefined);
    expect(recording).toMatchObject({ status: 'SavedToS3', sizeBytes: LIMIT });
    expect(await storedFilesOf(t, eventId)).toEqual([`${recording.id}.mp4`]);
  });
});
