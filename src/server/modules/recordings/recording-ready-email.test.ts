// The "Recording ready" email is off until the client turns it on: an upload sends nothing to a
// client who never chose it, and one email to a client who did.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { bookNext, mp4Bytes, uploadRecording } from './recordings-test-support';
import { MEETING_PAGES } from '../../../shared/routes/meetings';

const HOUR_MS = 3_600_000;
const clock = createTestClock('2027-05-03T13:00:00Z');
let t: TestApp;
let advisor: Caller;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  advisor = await advisorCaller(t, 'priya-raman');
});
afterAll(async () => {
  await t.close();
});

async function recordedMeeting(before?: (client: Caller) => Promise<void>) {
  const meeting = await bookNext(t, 'priya-raman');
  await before?.(meeting.client);
  clock.set(new Date(meeting.end.getTime() + HOUR_MS));
  const answer = await uploadRecording(t, meeting.eventId, advisor, mp4Bytes(32 * 1024));
  expect(answer.statusCode, answer.body).toBe(201);
  await t.app.services.recordings.idle();
  return t.database.db
    .select()
    .from(emails)
    .where(
      and(eq(emails.toAddress, meeting.client.user.email), eq(emails.template, 'recording-ready')),
    );
}

describe('recording-ready email', () => {
  it('is not sent to a client who never turned it on', async () => {
    expect(await recordedMeeting()).toEqual([]);
  });

  it('is sent once to a client who turned it on', async () => {
    const sent = await recordedMeeting(async (client) => {
      const on = await t.app.inject({
        method: 'PUT',
        url: ACCOUNT_API.profile,
        headers: client.headers,
        payload: {
          notificationPreferences: {
            meetingReminders: true,
            reviewRequests: true,
            recordingReady: true,
            productNews: false,
          },
        },
      });
      expect(on.statusCode, on.body).toBe(200);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/^\[TEST\] Your recording with .+ is ready$/);
    expect(sent[0]?.textBody).toContain(MEETING_PAGES.account);
  });
});
