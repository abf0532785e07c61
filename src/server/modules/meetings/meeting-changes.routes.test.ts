// Changing a booked meeting over HTTP: reschedule keeps the payment and the link, cancel refunds
// in full once, and the 24-hour rule holds at its edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meetingSchema } from '../../../shared/contracts/booking';
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import { ERROR_MESSAGES } from '../../../shared/errors';

import { advisorTimeClaims, eventStatusChanges } from '../../db/schema/booking';
import { emails } from '../../db/schema/notifications';
import { charges, refunds } from '../../db/schema/payments';
import type { TestApp } from '../../testing/test-app';
import { openSlots } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
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

describe('reschedule', () => {
  it('moves the meeting to another open time, keeping the payment and the video link', async () => {
    const { client, eventId } = await booked(2);
    const before = await eventRow(eventId);
    const options = await t.app.inject({
      method: 'GET',
      url: `${MEETING_API.eventSlots(eventId)}?days=14`,
      headers: client.headers,
    });
    const target = (options.json() as { slots: { start: string }[] }).slots.at(-1)!.start;
    const moved = await post(MEETING_API.eventReschedule(eventId), client.headers, {
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
    const same = await post(MEETING_API.eventReschedule(eventId), client.headers, {
      start: meeting.start,
    });
    expect(same.statusCode).toBe(409);
    const night = await post(MEETING_API.eventReschedule(eventId), client.headers, {
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
      const late = await post(MEETING_API.eventCancel(eventId), client.headers);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'changeWindowClosed',
        message: ERROR_MESSAGES.changeWindowClosed,
      });
      const lateForAdvisor = await post(MEETING_API.eventCancel(eventId), advisor.headers);
      expect(lateForAdvisor.json().code).toBe('changeWindowClosed');
      const byAdmin = await post(MEETING_API.eventCancel(eventId), admin.headers, {
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
      expect((await post(MEETING_API.eventCancel(eventId), client.headers)).statusCode).toBe(200);
    } finally {
      clock.set(saved);
    }
  });
});

describe('cancel and the refund', () => {
  it('refunds 100% once, frees the time and tells both sides, however many cancels arrive', async () => {
    const { client, eventId } = await booked(8);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(MEETING_API.eventCancel(eventId), client.headers)),
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
