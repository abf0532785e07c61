// The clock's work on meetings: reminders 24 hours and 1 hour before (once each, and only when
// the booking was not already that close), the review request after the meeting with its link,
// and video links added for meetings booked while the provider was down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { users } from '../../db/schema/accounts';
import { events } from '../../db/schema/booking';
import { emails } from '../../db/schema/notifications';
import type { VideoProvider } from '../../integrations/video/video';
import { createJitsiProvider } from '../../integrations/video/jitsi-provider';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';

const HOUR_MS = 3_600_000;
const clock = createTestClock('2027-05-03T13:00:00Z');
const jitsi = createJitsiProvider({ baseUrl: 'https://meet.example.test' });
let videoDown = false;
const flakyVideo: VideoProvider = {
  kind: 'jitsi',
  createMeeting: (request) =>
    videoDown ? Promise.reject(new Error('provider unavailable')) : jitsi.createMeeting(request),
  updateMeeting: () => Promise.resolve(),
  deleteMeeting: () => Promise.resolve(),
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    video: flakyVideo,
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await advisorCaller(t, 'priya-raman');
});
afterAll(async () => {
  await t.close();
});

const mailsOf = async (to: string, template: string) =>
  (await t.database.db.select().from(emails)).filter(
    (mail) => mail.toAddress === to && mail.template === template,
  );

describe('meeting jobs', () => {
  it('reminds both sides a day and an hour before, once each, then asks the client for a review', async () => {
    const client = await signedInCaller(t);
    const slots = await openSlots(t.app, 'priya-raman', 10);
    // A meeting more than two days ahead, so both reminders are news.
    const slot = slots.find(
      (s) => new Date(s.start).getTime() - clock.now().getTime() > 50 * HOUR_MS,
    )!;
    const { eventId } = await bookMeeting(t.app, client, 'priya-raman', slot.start);
    const start = new Date(slot.start).getTime();
    const jobs = t.app.services.meetingJobs;
    const saved = clock.now();
    try {
      clock.set(new Date(start - 25 * HOUR_MS));
      expect(await jobs.sendDueReminders()).toEqual({ dayBefore: 0, hourBefore: 0 });
      clock.set(new Date(start - 23 * HOUR_MS));
      expect(await jobs.sendDueReminders()).toMatchObject({ dayBefore: 1 });
      expect(await jobs.sendDueReminders()).toEqual({ dayBefore: 0, hourBefore: 0 });
      expect(await mailsOf(client.user.email, 'meeting-reminder-24h')).toHaveLength(1);
      clock.set(new Date(start - 30 * 60_000));
      expect(await jobs.sendDueReminders()).toMatchObject({ hourBefore: 1 });
      expect(await mailsOf(client.user.email, 'meeting-reminder-1h')).toHaveLength(1);
      // Not before the end; then once.
      clock.set(new Date(start + 30 * 60_000));
      expect(await jobs.sendReviewRequests()).toBe(0);
      clock.set(new Date(start + 61 * 60_000));
      expect(await jobs.sendReviewRequests()).toBe(1);
      expect(await jobs.sendReviewRequests()).toBe(0);
      const [request] = await mailsOf(client.user.email, 'review-request');
      const [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
      expect(request!.textBody).toContain(
        REVIEW_PAGES.leave(event!.advisorId, client.user.id, eventId),
      );
    } finally {
      clock.set(saved);
    }
  });

  it('skips the day-before reminder for a meeting booked less than a day ahead', async () => {
    const client = await signedInCaller(t);
    const saved = clock.now();
    try {
      // Monday evening: with twelve hours' notice the first open time is Tuesday morning.
      clock.set('2027-05-03T23:00:00Z');
      const [soon] = await openSlots(t.app, 'priya-raman', 3);
      expect(new Date(soon!.start).getTime() - clock.now().getTime()).toBeLessThan(24 * HOUR_MS);
      await bookMeeting(t.app, client, 'priya-raman', soon!.start);
      clock.set(new Date(new Date(soon!.start).getTime() - 2 * HOUR_MS));
      await t.app.services.meetingJobs.sendDueReminders();
      expect(await mailsOf(client.user.email, 'meeting-reminder-24h')).toEqual([]);
    } finally {
      clock.set(saved);
    }
  });

  it('leaves out the reminders and review request a person turned off on their profile', async () => {
    const client = await signedInCaller(t);
    await t.database.db
      .update(users)
      .set({ notificationPreferences: { meetingReminders: false, reviewRequests: false } })
      .where(eq(users.id, client.user.id));
    const slots = await openSlots(t.app, 'priya-raman', 10);
    const slot = slots
      .filter((s) => new Date(s.start).getTime() - clock.now().getTime() > 50 * HOUR_MS)
      .at(-1)!;
    await bookMeeting(t.app, client, 'priya-raman', slot.start);
    const start = new Date(slot.start).getTime();
    const saved = clock.now();
    try {
      clock.set(new Date(start - 30 * 60_000));
      await t.app.services.meetingJobs.sendDueReminders();
      clock.set(new Date(start + 2 * HOUR_MS));
      await t.app.services.meetingJobs.sendReviewRequests();
      expect(await mailsOf(client.user.email, 'meeting-reminder-1h')).toEqual([]);
      expect(await mailsOf(client.user.email, 'review-request')).toEqual([]);
      // The advisor still wants theirs.
      const advisorReminders = (await t.database.db.select().from(emails)).filter(
        (mail) =>
          mail.template === 'meeting-reminder-1h' && mail.textBody.includes(client.user.fullName),
      );
      expect(advisorReminders).toHaveLength(1);
    } finally {
      clock.set(saved);
    }
  });

  it('books the meeting when the video provider is down and adds the link later', async () => {
    const client = await signedInCaller(t);
    const slots = await openSlots(t.app, 'priya-raman', 10);
    videoDown = true;
    const { eventId } = await bookMeeting(t.app, client, 'priya-raman', slots.at(-1)!.start);
    const [before] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(before).toMatchObject({ status: 'Active', meetingUrl: null });
    expect(await t.app.services.meetingJobs.ensureMeetingLinks()).toBe(0);
    videoDown = false;
    expect(await t.app.services.meetingJobs.ensureMeetingLinks()).toBe(1);
    const [after] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(after!.meetingUrl).toMatch(/^https:\/\/meet\.example\.test\//);
  });
});
