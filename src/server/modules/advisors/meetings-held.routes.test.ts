// "Meetings completed" counts the meetings that took place: a booked meeting counts once it has
// ended (the meetings-held sweep), a no-show or a refund after it takes it back at once, and a
// cancelled one never counts. The kept public answers (profile, home figures) move with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import type { DashboardData } from '../../../shared/contracts/home';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

const HOUR_MS = 3_600_000;
const SLUG = 'grace-park';
const clock = createTestClock('2027-04-05T14:00:00Z');

let t: TestApp;
let advisor: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    env: { RESPONSE_CACHE_MB: '64', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  advisor = await advisorCaller(t, SLUG);
  admin = await signedInCaller(t, ['Admin']);
  // The demo's own meetings that lie between the seeding and this clock are counted first.
  await t.app.services.advisors.countEndedMeetings();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** A change to a meeting by the person who may make it; it must succeed. */
async function post(url: string, caller: Caller, payload: object = {}) {
  const response = await t.app.inject({ method: 'POST', url, headers: caller.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
}
/** The figures as the public reads them, and whether they came from the response cache. */
async function figures() {
  const profile = await get(ADVISOR_API.profile(SLUG));
  const home = await get(ADVISOR_API.home);
  return {
    advisor: profile.json<AdvisorProfile>().meetingsCompleted,
    all: home.json<DashboardData>().meetingsCompleted,
    kept:
      profile.headers['x-response-cache'] === 'hit' || home.headers['x-response-cache'] === 'hit',
  };
}
/** Reads the figures twice, so the second read is kept. */
async function keptFigures() {
  await figures();
  const kept = await figures();
  expect(kept.kept).toBe(true);
  return kept;
}

async function bookAt(slotIndex: number) {
  const client = await signedInCaller(t);
  const slots = await openSlots(t.app, SLUG, 21);
  const start = slots[slotIndex]!.start;
  const { eventId } = await bookMeeting(t.app, client, SLUG, start);
  return { client, eventId, start: Date.parse(start) };
}

describe('meetings completed', () => {
  it('counts a meeting once it has ended, on the profile and in all, through the kept answers', async () => {
    const meeting = await bookAt(0);
    const before = await keptFigures();

    // Under way: not completed yet.
    clock.set(new Date(meeting.start + 30 * 60_000));
    await t.app.services.advisors.countEndedMeetings();
    expect(await figures()).toEqual(before);

    // Ended: the sweep counts it and the kept answers go.
    clock.set(new Date(meeting.start + HOUR_MS + 60_000));
    expect(await t.app.services.advisors.countEndedMeetings()).toBe(1);
    const after = await figures();
    expect(after).toEqual({ advisor: before.advisor + 1, all: before.all + 1, kept: false });
    // Counted once: the next sweep finds nothing new.
    expect(await t.app.services.advisors.countEndedMeetings()).toBe(0);

    // The advisor says the client never came: it is not a meeting completed, at once.
    await keptFigures();
    await post(MEETING_API.eventNoShow(meeting.eventId), advisor);
    expect(await figures()).toEqual({ ...before, kept: false });
  });

  it('takes back a meeting refunded after it, and never counts a cancelled one', async () => {
    const refunded = await bookAt(2);
    const cancelled = await bookAt(3);
    await post(MEETING_API.eventCancel(cancelled.eventId), cancelled.client, {
      reason: 'Plans changed',
    });
    await t.app.services.advisors.countEndedMeetings();
    const before = await keptFigures();

    clock.set(new Date(Math.max(refunded.start, cancelled.start) + 2 * HOUR_MS));
    expect(await t.app.services.advisors.countEndedMeetings()).toBe(1);
    const held = await figures();
    expect(held.advisor).toBe(before.advisor + 1);

    await post(MEETING_API.eventRefundRequest(refunded.eventId), refunded.client, {
      reason: 'The advice did not fit our situation.',
    });
    await keptFigures();
    await post(ADMIN_API.eventRefund(refunded.eventId), admin);
    expect(await figures()).toEqual({ ...before, kept: false });
  });
});
