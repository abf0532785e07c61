// A booked meeting over HTTP beyond changing it: nobody sees or touches another client's meeting,
// and after the start the advisor marks a no-show or sends notes, and an admin refunds on request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEETING_MESSAGES,
  meetingListSchema,
  meetingSchema,
} from '../../../shared/contracts/booking';
import { emails } from '../../db/schema/notifications';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { HOUR_MS, meetingTestKit } from './meeting-test-kit';
import type { MeetingTestApp } from './meeting-test-kit';

const kit = meetingTestKit();
const { clock, booked, post, meetingOf, eventRow } = kit;
let t: TestApp;
let advisor: MeetingTestApp['advisor'];
let admin: Caller;

beforeAll(async () => {
  ({ t, advisor, admin } = await kit.start());
});
afterAll(async () => {
  await t.close();
});

describe('who may see and change a meeting', () => {
  it('answers 404 to another client and another advisor, and lets the advisor and admins in', async () => {
    const { client, eventId } = await booked(10);
    const stranger = await signedInCaller(t);
    const otherAdvisor = await advisorCaller(t, 'hannah-lindqvist');
    for (const caller of [stranger, otherAdvisor]) {
      const read = await t.app.inject({
        method: 'GET',
        url: MEETING_API.event(eventId),
        headers: caller.headers,
      });
      expect(read.statusCode).toBe(404);
      expect((await post(MEETING_API.eventCancel(eventId), caller.headers)).statusCode).toBe(404);
      const move = await post(MEETING_API.eventReschedule(eventId), caller.headers, {
        start: '2027-04-20T15:00:00.000Z',
      });
      expect(move.statusCode).toBe(404);
      const calendar = await t.app.inject({
        method: 'GET',
        url: MEETING_API.eventCalendar(eventId),
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
          url: MEETING_API.account,
          headers: client.headers,
        })
      ).json(),
    );
    expect(mine.upcoming.map((meeting) => meeting.id)).toEqual([eventId]);
    const theirs = meetingListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: MEETING_API.account,
          headers: stranger.headers,
        })
      ).json(),
    );
    expect(theirs).toEqual({ upcoming: [], past: [] });
    const ics = await t.app.inject({
      method: 'GET',
      url: MEETING_API.eventCalendar(eventId),
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
    expect((await post(MEETING_API.eventNoShow(eventId), advisor.headers)).statusCode).toBe(409);
    const saved = clock.now();
    try {
      clock.set(new Date(start + 20 * 60_000));
      expect((await post(MEETING_API.eventNoShow(eventId), client.headers)).statusCode).toBe(403);
      const marked = await post(MEETING_API.eventNoShow(eventId), advisor.headers);
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
    const early = await post(MEETING_API.eventRefundRequest(eventId), client.headers, reason);
    expect(early.statusCode).toBe(409);
    const saved = clock.now();
    try {
      clock.set(new Date(start + 2 * HOUR_MS));
      const asked = await post(MEETING_API.eventRefundRequest(eventId), client.headers, reason);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(meetingSchema.parse(asked.json()).refundRequestedAt).not.toBeNull();
      expect(
        (await post(MEETING_API.eventRefundRequest(eventId), client.headers, reason)).statusCode,
      ).toBe(409);
      const list = await t.app.inject({
        method: 'GET',
        url: ADMIN_API.events,
        headers: admin.headers,
      });
      expect((list.json() as { items: { id: string }[] }).items.map((e) => e.id)).toContain(
        eventId,
      );
      expect((await post(ADMIN_API.eventRefund(eventId), client.headers)).statusCode).toBe(403);
      const approved = await post(ADMIN_API.eventRefund(eventId), admin.headers);
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
      url: MEETING_API.notes(eventId),
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
        url: MEETING_API.notes(eventId),
        headers: advisor.headers,
        payload: { notes: 'x'.repeat(2001) },
      });
      expect(tooLong.statusCode).toBe(400);
      const byClient = await t.app.inject({
        method: 'PUT',
        url: MEETING_API.notes(eventId),
        headers: client.headers,
        payload: { notes },
      });
      expect(byClient.statusCode).toBe(403);
      const sent = await t.app.inject({
        method: 'PUT',
        url: MEETING_API.notes(eventId),
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
      const noShow = await post(MEETING_API.eventNoShow(eventId), advisor.headers);
      expect(noShow.statusCode).toBe(409);
      expect(noShow.json().message).toBe(MEETING_MESSAGES.notesSentSoHeld);
    } finally {
      clock.set(saved);
    }
  });
});
