// The way out of optional emails (ADR 0064): reminders, review requests and recordings ready each
// carry the RFC 8058 one-click headers and a foot with the signed links of the person they go to;
// booking confirmations, cancellations and account emails carry neither. The header's address
// turns that kind off for that person.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferencesOf } from '../../../shared/contracts/profile';
import type { NotificationKind } from '../../../shared/contracts/profile';
import {
  EMAIL_CHOICES_PAGE_PATTERNS,
  EMAIL_CHOICES_PAGES,
} from '../../../shared/routes/email-choices';
import { users } from '../../db/schema/accounts';
import { emails } from '../../db/schema/notifications';
import type { EmailRecord } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { findEventRecord } from './events.repository';

const HOUR_MS = 3_600_000;
/** RFC 8058: what a mail program posts to the List-Unsubscribe address, and the header saying so. */
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const clock = createTestClock('2027-05-03T13:00:00Z');
/** The emails a person may turn off, by template, with the choice that governs each. */
const OPTIONAL: Record<string, NotificationKind> = {
  'meeting-reminder-24h': 'meetingReminders',
  'meeting-reminder-1h': 'meetingReminders',
  'review-request': 'reviewRequests',
  'recording-ready': 'recordingReady',
};

let t: TestApp;
let advisor: Caller;
let client: Caller;
let all: EmailRecord[];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, 'priya-raman');
  client = await signedInCaller(t);
  await t.database.db
    .update(users)
    .set({ notificationPreferences: { recordingReady: true } })
    .where(eq(users.id, client.user.id));

  // A meeting more than two days ahead: booked, reminded twice, met, reviewed, recorded.
  const slot = (await openSlots(t.app, 'priya-raman', 10)).find(
    (s) => new Date(s.start).getTime() - clock.now().getTime() > 50 * HOUR_MS,
  )!;
  const { eventId } = await bookMeeting(t.app, client, 'priya-raman', slot.start);
  const start = new Date(slot.start).getTime();
  const jobs = t.app.services.meetingJobs;
  clock.set(new Date(start - 23 * HOUR_MS));
  await jobs.sendDueReminders();
  clock.set(new Date(start - 30 * 60_000));
  await jobs.sendDueReminders();
  clock.set(new Date(start + 61 * 60_000));
  await jobs.sendReviewRequests();
  const record = (await findEventRecord(t.database.db, eventId))!;
  await t.app.services.meetingNotifier.recordingReady(record);
  // Transactional ones: a cancellation and an account email.
  await t.app.services.meetingNotifier.canceled(record, 'Sam Client', null);
  await t.app.services.accounts.requestPasswordReset(client.user.email);
  all = await t.database.db.select().from(emails);
}, 120_000);
afterAll(() => t.close());

const mine = (email: EmailRecord) =>
  email.toAddress === client.user.email || email.toAddress === advisor.user.email;
const oneClickOf = (email: EmailRecord) =>
  /^<([^>]+)>$/.exec(email.headers['List-Unsubscribe'] ?? '')?.[1];

describe('unsubscribe headers and links', () => {
  it('sends every kind of email of the meeting, optional and not', () => {
    const templates = new Set(all.filter(mine).map((email) => email.template));
    for (const template of [
      ...Object.keys(OPTIONAL),
      'booking-confirmed-client',
      'booking-confirmed-advisor',
      'meeting-canceled',
      'reset-password',
    ]) {
      expect(templates, template).toContain(template);
    }
  });

  it('puts the one-click headers and the foot exactly on the emails a person may turn off', () => {
    for (const email of all.filter(mine)) {
      const kind = OPTIONAL[email.template];
      if (!kind) {
        expect(email.headers, email.template).toEqual({});
        expect(email.textBody, email.template).not.toContain(EMAIL_CHOICES_PAGE_PATTERNS.choices);
        continue;
      }
      const oneClick = new URL(oneClickOf(email)!);
      expect(`${oneClick.origin}`).toBe(new URL(t.config.publicUrl).origin);
      expect(oneClick.searchParams.get('kind')).toBe(kind);
      expect(email.headers['List-Unsubscribe-Post']).toBe(ONE_CLICK);
      // The foot: why it came, the link that turns this kind off, and the choices page.
      const token = oneClick.searchParams.get('token')!;
      for (const body of [email.textBody, email.htmlBody]) {
        expect(body).toContain('is on in your email choices');
        expect(body).toContain(EMAIL_CHOICES_PAGES.choices(token));
      }
      expect(email.textBody).toContain(EMAIL_CHOICES_PAGES.choices(token, kind));
    }
  });

  it('turns that kind off for that person only when the header’s address is posted to', async () => {
    const reminderOf = (to: string) =>
      all.find((email) => email.toAddress === to && email.template === 'meeting-reminder-1h')!;
    const choicesOf = async (userId: string) => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
      return notificationPreferencesOf(row?.notificationPreferences);
    };
    // The advisor's reminder names the advisor: posting to it leaves the client's choices alone.
    const address = new URL(oneClickOf(reminderOf(advisor.user.email))!);
    const posted = await t.app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: ONE_CLICK,
    });
    expect(posted.statusCode, posted.body).toBe(204);
    expect((await choicesOf(advisor.user.id)).meetingReminders).toBe(false);
    expect((await choicesOf(client.user.id)).meetingReminders).toBe(true);
    expect((await choicesOf(advisor.user.id)).reviewRequests).toBe(true);
  });
});
