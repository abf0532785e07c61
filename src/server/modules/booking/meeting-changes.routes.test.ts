// Changing a booked meeting over HTTP: reschedule keeps the payment and the link, cancel refunds
// in full once, the 24-hour rule holds at its edges, and nobody touches another client's meeting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MEETING_MESSAGES,
  meetingListSchema,
  meetingSchema,
} from '../../../shared/contracts/booking';
import type { Meeting } from '../../../shared/contracts/booking';
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import { ERROR_MESSAGES } from '../../../shared/errors';

import { advisorTimeClaims, eventStatusChanges, events } from '../../db/schema/booking';
import { emails } from '../../db/schema/notifications';
import { charges, refunds } from '../../db/schema/payments';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { MEETING_API } from '../../../shared/meeting-routes';

const HOUR_MS = 3_600_000;
const clock = createTestClock('2027-04-05T14:00:00Z');
let t: TestApp;
let advisor: Awaited<ReturnType<typeof advisorCaller>>;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, 'kevin-brooks');
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(async () => {
  await t.close();
});

async function booked(slotIndex = 0) {
  const client = await signedInCaller(t);
  const slots = await openSlots(t.app, 'kevin-brooks', 21);
  const { eventId } = await bookMeeting(t.app, client, 'kevin-brooks', slots[slotIndex]!.start);
  return { client, eventId, slots };
}

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

async function meetingOf(eventId: string, caller: Caller): Promise<Meeting> {
  const answer = await t.app.inject({
    method: 'GET',
    url: MEETING_API.bookingEvent(eventId),
    headers: caller.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return meetingSchema.parse(answer.json());
}

const eventRow = async (eventId: string) =>
  (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0]!;

describe('reschedule', () => {
  it('moves the meeting to another open time, keeping the payment and the video link', async () => {
    const { client, eventId } = await booked(2);
    const before = await eventRow(eventId);
    const options = await t.app.inject({
      method: 'GET',
      url: `${MEETING_API.bookingEventSlots(eventId)}?days=14`,
      headers: client.headers,
    });
    const target = (options.json() as { slots: { start: string }[] }).slots.at(-1)!.start;
    const moved = await post(MEETING_API.bookingEventReschedule(eventId), client.headers, {
      start: target,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const meeting = meetingSchema.parse(moved.json());
    expect(meeting.start).toBe(target);
    expect(meeting.meetingUrl).toBe(before.meetingUrl);
    const after = await eventRow(eventId);
    expect(after.calendarSequence).toBe(before.calendarSequence + 1);
    expect(after.status).toBe('Active');
    const paid = await t.database.db.select().from(charges).where(eq(charges.eventId, eventId));
    expect(paid).toHaveLength(1);
    // The old time is open again, the new one is not.
    const open = (await openSlots(t.app, 'kevin-brooks', 21)).map((slot) => slot.start);
    expect(open).toContain(before.startsAt.toISOString());
    expect(open).not.toContain(target);
    const history = await t.database.db
      .select()
      .from(eventStatusChanges)
      .where(eq(eventStatusChanges.eventId, eventId));
    expect(history.map((change) => change.action)).toEqual(['book', 'reschedule']);
    const invites = (await t.database.db.select().from(emails)).filter(
      (mail) =>
        mail.template === 'meeting-rescheduled' && mail.textBody.includes(before.meetingUrl!),
    );
    expect(invites.map((mail) => mail.toAddress).sort()).toEqual(
      [client.user.email, advisor.user.email].sort(),
    );
    const ics = Buffer.from(
      (invites[0]!.attachments as { base64: string }[])[0]!.base64,
      'base64',
    ).toString();
    expect(ics).toContain('SEQUENCE:1');
  });

  it('refuses a time that is not open and the time it already has', async () => {
    const { client, eventId } = await booked(0);
    const meeting = await meetingOf(eventId, client);
    const same = await post(MEETING_API.bookingEventReschedule(eventId), client.headers, {
      start: meeting.start,
    });
    expect(same.statusCode).toBe(409);
    const night = await post(MEETING_API.bookingEventReschedule(eventId), client.headers, {
      start: '2027-04-11T07:00:00.000Z',
    });
    expect(night.statusCode).toBe(409);
  });
});

describe('the 24-hour rule at its edges', () => {
  it('allows a free change until exactly 24 hours before, then only an admin', async () => {
    const { client, eventId } = await booked(4);
    const start = (await eventRow(eventId)).startsAt.getTime();
    const saved = clock.now();
    try {
      clock.set(new Date(start - RESCHEDULE_CANCEL_NOTICE_HOURS * HOUR_MS));
      expect((await meetingOf(eventId, client)).actions).toMatchObject({
        reschedule: true,
        cancel: true,
      });
      clock.advance(1);
      const view = await meetingOf(eventId, client);
      expect(view.actions).toMatchObject({ reschedule: false, cancel: false });
      const late = await post(MEETING_API.bookingEventCancel(eventId), client.headers);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'changeWindowClosed',
        message: ERROR_MESSAGES.changeWindowClosed,
      });
      const lateForAdvisor = await post(MEETING_API.bookingEventCancel(eventId), advisor.headers);
      expect(lateForAdvisor.json().code).toBe('changeWindowClosed');
      const byAdmin = await post(MEETING_API.bookingEventCancel(eventId), admin.headers, {
        reason: 'Client called in sick',
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(meetingSchema.parse(byAdmin.json()).status).toBe('Canceled');
    } finally {
      clock.set(saved);
    }
  });

  it('lets the client cancel exactly at the edge', async () => {
    const { client, eventId } = await booked(6);
    const start = (await eventRow(eventId)).startsAt.getTime();
    const saved = clock.now();
    try {
      clock.set(new Date(start - RESCHEDULE_CANCEL_NOTICE_HOURS * HOUR_MS));
      expect((await post(MEETING_API.bookingEventCancel(eventId), client.headers)).statusCode).toBe(
        200,
      );
    } finally {
      clock.set(saved);
    }
  });
});

describe('cancel and the refund', () => {
  it('refunds 100% once, frees the time and tells both sides, however many cancels arrive', async () => {
    const { client, eventId } = await booked(8);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(MEETING_API.bookingEventCancel(eventId), client.headers),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const canceled = meetingSchema.parse(answers.find((a) => a.statusCode === 200)!.json());
    expect(canceled.status).toBe('Canceled');
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.eventId, eventId));
    expect(canceled.refund).toMatchObject({
      status: 'succeeded',
      amountCents: charge!.amountCents,
    });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', idempotencyKey: `refund:${eventId}` });
    expect(rows[0]!.gatewayRef).toMatch(/^sbx_re_/);
    // Asking again (a retry, a second admin) finds the same refund.
    const again = await t.app.services.payments.refundEvent({
      eventId,
      reason: 'again',
      requestedBy: null,
    });
    expect(again?.id).toBe(rows[0]!.id);
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.eventId, eventId)),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(advisorTimeClaims)
        .where(eq(advisorTimeClaims.eventId, eventId)),
    ).toEqual([]);
    const notices = (await t.database.db.select().from(emails))
      .filter((mail) => mail.template === 'meeting-canceled')
      .map((mail) => ({
        to: mail.toAddress,
        ics: Buffer.from(
          (mail.attachments as { base64: string }[])[0]!.base64,
          'base64',
        ).toString(),
      }))
      .filter((mail) => mail.ics.includes(`UID:${eventId}@`));
    expect(notices.map((mail) => mail.to).sort()).toEqual(
      [client.user.email, advisor.user.email].sort(),
    );
    for (const mail of notices) expect(mail.ics).toContain('METHOD:CANCEL');
  });
});

describe('who may see and change a meeting', () => {
  it('answers 404 to another client and another advisor, and lets the advisor and admins in', async () => {
    const { client, eventId } = await booked(10);
    const stranger = await signedInCaller(t);
    const otherAdvisor = await advisorCaller(t, 'hannah-lindqvist');
    for (const caller of [stranger, otherAdvisor]) {
      const read = await t.app.inject({
        method: 'GET',
        url: MEETING_API.bookingEvent(eventId),
        headers: caller.headers,
      });
      expect(read.statusCode).toBe(404);
      expect((await post(MEETING_API.bookingEventCancel(eventId), caller.headers)).statusCode).toBe(
        404,
      );
      const move = await post(MEETING_API.bookingEventReschedule(eventId), caller.headers, {
        start: '2027-04-20T15:00:00.000Z',
      });
      expect(move.statusCode).toBe(404);
      const calendar = await t.app.inject({
        method: 'GET',
        url: MEETING_API.bookingEventCalendar(eventId),
        headers: caller.headers,
      });
      expect(calendar.statusCode).toBe(404);
    }
    expect((await meetingOf(eventId, advisor)).client.id).toBe(client.user.id);
    expect((await meetingOf(eventId, admin)).id).toBe(eventId);
    const mine = meetingListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: MEETING_API.accountMeetings,
          headers: client.headers,
        })
      ).json(),
    );
    expect(mine.upcoming.map((meeting) => meeting.id)).toEqual([eventId]);
    const theirs = meetingListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: MEETING_API.accountMeetings,
          headers: stranger.headers,
        })
      ).json(),
    );
    expect(theirs).toEqual({ upcoming: [], past: [] });
    const ics = await t.app.inject({
      method: 'GET',
      url: MEETING_API.bookingEventCalendar(eventId),
      headers: client.headers,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:${eventId}@`);
  });
});

describe('after the meeting', () => {
  it('lets the advisor mark a no-show after the start, and nobody else', async () => {
    const { client, eventId } = await booked(16);
    const start = (await eventRow(eventId)).startsAt.getTime();
    expect((await post(MEETING_API.bookingEventNoShow(eventId), advisor.headers)).statusCode).toBe(
      409,
    );
    const saved = clock.now();
    try {
      clock.set(new Date(start + 20 * 60_000));
      expect((await post(MEETING_API.bookingEventNoShow(eventId), client.headers)).statusCode).toBe(
        403,
      );
      const marked = await post(MEETING_API.bookingEventNoShow(eventId), advisor.headers);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(meetingSchema.parse(marked.json()).status).toBe('NoShow');
    } finally {
      clock.set(saved);
    }
  });

  it('takes a money-back request after the start, and an admin refunds it in full', async () => {
    const { client, eventId } = await booked(12);
    const start = (await eventRow(eventId)).startsAt.getTime();
    const reason = { reason: 'The advice did not fit our situation at all.' };
    const early = await post(
      MEETING_API.bookingEventRefundRequest(eventId),
      client.headers,
      reason,
    );
    expect(early.statusCode).toBe(409);
    const saved = clock.now();
    try {
      clock.set(new Date(start + 2 * HOUR_MS));
      const asked = await post(
        MEETING_API.bookingEventRefundRequest(eventId),
        client.headers,
        reason,
      );
      expect(asked.statusCode, asked.body).toBe(200);
      expect(meetingSchema.parse(asked.json()).refundRequestedAt).not.toBeNull();
      expect(
        (await post(MEETING_API.bookingEventRefundRequest(eventId), client.headers, reason))
          .statusCode,
      ).toBe(409);
      const list = await t.app.inject({
        method: 'GET',
        url: MEETING_API.adminEvents,
        headers: admin.headers,
      });
      expect((list.json() as { events: { id: string }[] }).events.map((e) => e.id)).toContain(
        eventId,
      );
      expect((await post(MEETING_API.adminEventRefund(eventId), client.headers)).statusCode).toBe(
        403,
      );
      const approved = await post(MEETING_API.adminEventRefund(eventId), admin.headers);
      expect(approved.statusCode, approved.body).toBe(200);
      const meeting = meetingSchema.parse(approved.json());
      expect(meeting.status).toBe('Refunded');
      expect(meeting.refund?.status).toBe('succeeded');
      const mail = (await t.database.db.select().from(emails)).filter(
        (row) => row.toAddress === client.user.email && row.template === 'refund-issued',
      );
      expect(mail).toHaveLength(1);
    } finally {
      clock.set(saved);
    }
  });

  it('lets the advisor send notes after the start, which the client receives as the summary', async () => {
    const { client, eventId } = await booked(14);
    const start = (await eventRow(eventId)).startsAt.getTime();
    const notes = 'Max the 401(k) match first.\nThen build a six-month emergency fund.';
    const early = await t.app.inject({
      method: 'PUT',
      url: MEETING_API.meetingNotes(eventId),
      headers: advisor.headers,
      payload: { notes },
    });
    expect(early.statusCode).toBe(409);
    const saved = clock.now();
    try {
      clock.set(new Date(start + 70 * 60_000));
      expect((await meetingOf(eventId, client)).notes).toBeNull();
      const tooLong = await t.app.inject({
        method: 'PUT',
        url: MEETING_API.meetingNotes(eventId),
        headers: advisor.headers,
        payload: { notes: 'x'.repeat(2001) },
      });
      expect(tooLong.statusCode).toBe(400);
      const byClient = await t.app.inject({
        method: 'PUT',
        url: MEETING_API.meetingNotes(eventId),
        headers: client.headers,
        payload: { notes },
      });
      expect(byClient.statusCode).toBe(403);
      const sent = await t.app.inject({
        method: 'PUT',
        url: MEETING_API.meetingNotes(eventId),
        headers: advisor.headers,
        payload: { notes },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await meetingOf(eventId, client)).notes).toBe(notes);
      const summary = (await t.database.db.select().from(emails)).filter(
        (row) => row.toAddress === client.user.email && row.template === 'meeting-notes-summary',
      );
      expect(summary).toHaveLength(1);
      expect(summary[0]!.textBody).toContain('Max the 401(k) match first.');
      // Notes say the meeting took place: it can no longer be a no-show.
      const noShow = await post(MEETING_API.bookingEventNoShow(eventId), advisor.headers);
      expect(noShow.statusCode).toBe(409);
      expect(noShow.json().message).toBe(MEETING_MESSAGES.notesSentSoHeld);
    } finally {
      clock.set(saved);
    }
  });
});
