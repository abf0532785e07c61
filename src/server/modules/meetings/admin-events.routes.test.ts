// The console's meeting calls (ADR 0043): the paged table, search-events, one meeting with the
// changes the state machine allows, PUT through the state machine only, DELETE as a cancellation,
// each audited with before and after; refusals for non-admins, unknown meetings and forbidden moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminEventPageSchema,
  adminEventSchema,
  meetingSchema,
} from '../../../shared/contracts/booking';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { OPERATIONS_API } from '../../../shared/routes/operations-api';
import { auditLog } from '../../db/schema/accounts';
import { refunds } from '../../db/schema/payments';
import type { TestApp } from '../../testing/test-app';
import type { Caller } from '../../testing/test-booking';
import { HOUR_MS, meetingTestKit } from './meeting-test-kit';

const kit = meetingTestKit();
const { clock, booked, eventRow } = kit;
let t: TestApp;
let admin: Caller;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ t, admin } = await kit.start());
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, caller: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });

const auditOf = async (eventId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `event:${eventId}`));

describe('admin meetings table and search', () => {
  it('pages, searches and sorts meetings; only admins may read them', async () => {
    const { client, eventId } = await booked(0);
    const page = await call(
      'GET',
      `${ADMIN_API.events}?q=${encodeURIComponent(client.user.email)}`,
      admin,
    );
    expect(page.statusCode, page.body).toBe(200);
    const parsed = adminEventPageSchema.parse(page.json());
    expect(parsed.items.map((meeting) => meeting.id)).toEqual([eventId]);
    expect(parsed.total).toBe(1);
    const sorted = await call('GET', `${ADMIN_API.events}?sort=price&dir=asc&size=50`, admin);
    expect(sorted.statusCode, sorted.body).toBe(200);
    expect((await call('GET', `${ADMIN_API.events}?sort=nope`, admin)).statusCode).toBe(400);
    expect((await call('GET', ADMIN_API.events, client)).statusCode).toBe(403);

    const found = await call('GET', OPERATIONS_API.searchEvents(client.user.fullName), admin);
    expect(found.statusCode, found.body).toBe(200);
    expect(
      meetingSchema
        .array()
        .parse(found.json())
        .map((meeting) => meeting.id),
    ).toContain(eventId);
    const none = await call('GET', OPERATIONS_API.searchEvents('no such person 100%'), admin);
    expect(none.json()).toEqual([]);
    expect((await call('GET', OPERATIONS_API.searchEvents('x'), client)).statusCode).toBe(403);
  });
});

describe('admin meeting changes', () => {
  it('offers only what the state machine allows and refuses the rest with 409', async () => {
    const { client, eventId } = await booked(1);
    const before = adminEventSchema.parse(
      (await call('GET', ADMIN_API.event(eventId), admin)).json(),
    );
    // Before the start: cancel and waive the notes, never a no-show or a refund.
    expect(before.adminActions.sort()).toEqual(['cancel', 'waiveNotes']);
    const noShow = await call('PUT', ADMIN_API.event(eventId), admin, { action: 'markNoShow' });
    expect(noShow.statusCode, noShow.body).toBe(409);
    expect((await eventRow(eventId)).status).toBe('Active');
    expect(
      (await call('PUT', ADMIN_API.event(eventId), admin, { action: 'Refunded' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', ADMIN_API.event(eventId), client, { action: 'waiveNotes' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', ADMIN_API.event(UNKNOWN), admin, { action: 'waiveNotes' })).statusCode,
    ).toBe(404);
    expect((await call('GET', ADMIN_API.event(UNKNOWN), admin)).statusCode).toBe(404);

    const waived = await call('PUT', ADMIN_API.event(eventId), admin, { action: 'waiveNotes' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(meetingSchema.parse(waived.json()).status).toBe('ActiveNoNotesRequired');
    const [entry] = await auditOf(eventId);
    expect(entry).toMatchObject({
      action: 'event-waive-notes',
      subjectId: client.user.id,
      before: { status: 'Active' },
      after: { status: 'ActiveNoNotesRequired' },
    });
    // Waived once: not again.
    const again = await call('PUT', ADMIN_API.event(eventId), admin, { action: 'waiveNotes' });
    expect(again.statusCode).toBe(409);
  });

  it('marks a no-show after the start, audited', async () => {
    const { eventId } = await booked(2);
    const saved = clock.now();
    try {
      clock.set(new Date((await eventRow(eventId)).startsAt.getTime() + HOUR_MS));
      const shown = adminEventSchema.parse(
        (await call('GET', ADMIN_API.event(eventId), admin)).json(),
      );
      expect(shown.adminActions.sort()).toEqual(['markNoShow', 'refund', 'waiveNotes']);
      const marked = await call('PUT', ADMIN_API.event(eventId), admin, { action: 'markNoShow' });
      expect(marked.statusCode, marked.body).toBe(200);
      expect((await eventRow(eventId)).status).toBe('NoShow');
      expect((await auditOf(eventId)).map((row) => row.action)).toEqual(['event-mark-no-show']);
      // Too late to cancel: DELETE follows the state machine too.
      expect((await call('DELETE', ADMIN_API.event(eventId), admin)).statusCode).toBe(409);
    } finally {
      clock.set(saved);
    }
  });

  it('DELETE cancels through the state machine and refunds on the payments path', async () => {
    const { client, eventId } = await booked(3);
    expect((await call('DELETE', ADMIN_API.event(eventId), client)).statusCode).toBe(403);
    expect((await call('DELETE', ADMIN_API.event(UNKNOWN), admin)).statusCode).toBe(404);
    const gone = await call('DELETE', ADMIN_API.event(eventId), admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(meetingSchema.parse(gone.json()).status).toBe('Canceled');
    const row = await eventRow(eventId);
    expect(row.status).toBe('Canceled');
    const refunded = await t.database.db.select().from(refunds).where(eq(refunds.eventId, eventId));
    expect(refunded).toHaveLength(1);
    expect((await auditOf(eventId)).map((entry) => entry.action)).toEqual(['event-cancel']);
    expect((await call('DELETE', ADMIN_API.event(eventId), admin)).statusCode).toBe(409);
  });
});
