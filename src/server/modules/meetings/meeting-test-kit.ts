// What the meeting-changes tests share: a clock they move, an app with Kevin Brooks's advisor and
// an admin signed in, and helpers that book, post to and read meetings in that app.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { meetingSchema } from '../../../shared/contracts/booking';
import type { Meeting } from '../../../shared/contracts/booking';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { events } from '../../db/schema/booking';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

export const HOUR_MS = 3_600_000;

export interface MeetingTestApp {
  t: TestApp;
  advisor: Caller & { advisorId: string };
  admin: Caller;
}

/** Call start() in beforeAll before any helper; close the app it returns in afterAll. */
export function meetingTestKit() {
  const clock = createTestClock('2027-04-05T14:00:00Z');
  let started: TestApp | undefined;
  const app = (): TestApp => {
    if (!started) throw new Error('meetingTestKit: call start() in beforeAll first.');
    return started;
  };

  async function start(): Promise<MeetingTestApp> {
    const t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    started = t;
    const advisor = await advisorCaller(t, 'kevin-brooks');
    const admin = await signedInCaller(t, ['Admin']);
    return { t, advisor, admin };
  }

  async function booked(slotIndex = 0) {
    const t = app();
    const client = await signedInCaller(t);
    const slots = await openSlots(t.app, 'kevin-brooks', 21);
    const { eventId } = await bookMeeting(t.app, client, 'kevin-brooks', slots[slotIndex]!.start);
    return { client, eventId, slots };
  }

  const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
    app().app.inject({ method: 'POST', url, headers, payload: payload as object });

  async function meetingOf(eventId: string, caller: Caller): Promise<Meeting> {
    const answer = await app().app.inject({
      method: 'GET',
      url: MEETING_API.event(eventId),
      headers: caller.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return meetingSchema.parse(answer.json());
  }

  const eventRow = async (eventId: string) =>
    (await app().database.db.select().from(events).where(eq(events.id, eventId)))[0]!;

  return { clock, start, booked, post, meetingOf, eventRow };
}
