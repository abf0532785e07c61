// Calendar sync over HTTP: the private feed (its content, 404 once regenerated or turned off), the
// external calendars (only their owner sees or removes them), imports from a calendar served on
// 127.0.0.1 (a broken file keeps the last good busy times) and busy times leaving the open slots.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { openSlotsSchema } from '../../../shared/contracts/availability';
import {
  calendarFeedSchema,
  externalCalendarListSchema,
  externalCalendarSchema,
} from '../../../shared/contracts/calendar-sync';
import { CALENDAR_SYNC_MESSAGES } from '../../../shared/calendar-sync';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { CALENDAR_SYNC_API } from '../../../shared/routes/calendar-sync-api';
import { formatUtcBasic } from '../../../shared/calendar-links';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { externalBusyTimes } from '../../db/schema/calendar-sync';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller } from '../../testing/test-booking';
import { createCalendarSyncService } from './calendar-sync.service';
import { bearer, mintAccessToken } from '../../testing/test-tokens';

const SLUG = 'thomas-nguyen';
const ADVISOR_EMAIL = 'thomas.nguyen@justfinancialadvice.com';

let t: TestApp;
let thomas: Record<string, string>;
let other: Record<string, string>;
let server: http.Server;
let base: string;
/** What the local calendar server answers at /calendar.ics, changed by each test. */
let served: { status: number; body: string; hang?: boolean } = { status: 200, body: '' };

const vcalendar = (events: { uid: string; start: Date; end: Date }[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${formatUtcBasic(new Date())}`,
      `DTSTART:${formatUtcBasic(event.start)}`,
      `DTEND:${formatUtcBasic(event.end)}`,
      'SUMMARY:Dentist',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function headersOfEmail(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return bearer(await mintAccessToken(t.database.db, t.config, { ...user, roles: ['Advisor'] }));
}

beforeAll(async () => {
  t = await createTestApp({ env: { CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: 'true' } });
  thomas = await headersOfEmail(ADVISOR_EMAIL);
  const [second] = await t.database.db
    .select({ slug: advisors.slug })
    .from(advisors)
    .where(ne(advisors.slug, SLUG))
    .limit(1);
  other = (await advisorCaller(t, second!.slug)).headers;
  server = http.createServer((_request, response) => {
    if (served.hang) return; // a calendar that never answers
    response.writeHead(served.status, { 'content-type': 'text/calendar' });
    response.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('the meeting feed', () => {
  it('is made, lists meetings with the client as first name and initial, and dies when replaced or turned off', async () => {
    expect(
      calendarFeedSchema.parse((await call('GET', CALENDAR_SYNC_API.feed, thomas)).json()),
    ).toMatchObject({ active: false });
    const made = await call('POST', CALENDAR_SYNC_API.feed, thomas);
    expect(made.statusCode).toBe(200);
    const feed = calendarFeedSchema.parse(made.json());
    expect(feed.active).toBe(true);
    const path = new URL(feed.url ?? '').pathname;
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    // Afterwards the address is not shown again: only that a feed is active.
    const state = calendarFeedSchema.parse(
      (await call('GET', CALENDAR_SYNC_API.feed, thomas)).json(),
    );
    expect(state).toEqual({ active: true, createdAt: feed.createdAt });

    const answer = await t.app.inject({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const ics = answer.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('METHOD:PUBLISH');
    const events = ics.split('BEGIN:VEVENT').length - 1;
    expect(events).toBeGreaterThan(0);
    expect(ics).toMatch(/SUMMARY:(The Hour|The Plan|The Ongoing) with \S+ [A-Z]\.\r\n/);
    expect(ics).toMatch(/UID:feed-[0-9a-f-]{36}@localhost/);
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The same meeting keeps its UID from one fetch to the next.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.body.match(/UID:.*/g)).toEqual(ics.match(/UID:.*/g));

    const renewed = calendarFeedSchema.parse(
      (await call('POST', CALENDAR_SYNC_API.feed, thomas)).json(),
    );
    const newPath = new URL(renewed.url ?? '').pathname;
    expect(newPath).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);

    expect((await call('DELETE', CALENDAR_SYNC_API.feed, thomas)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    expect((await call('DELETE', CALENDAR_SYNC_API.feed, thomas)).statusCode).toBe(404);
  });

  it('answers 404 for any made-up address and needs an advisor to manage', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/calendar/${'a'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/short.ics' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: CALENDAR_SYNC_API.feed })).statusCode).toBe(
      401,
    );
  });
});

describe('external calendars', () => {
  it('refuses bad addresses with the shared messages', async () => {
    const webcal = await call('POST', CALENDAR_SYNC_API.calendars, thomas, {
      label: 'Work',
      url: 'webcal://example.com/a.ics',
    });
    expect(webcal.statusCode).toBe(400);
    expect(JSON.stringify(webcal.json())).toContain(CALENDAR_SYNC_MESSAGES.webcal);
    const ftp = await call('POST', CALENDAR_SYNC_API.calendars, thomas, {
      label: 'Work',
      url: 'ftp://example.com/a.ics',
    });
    expect(JSON.stringify(ftp.json())).toContain(CALENDAR_SYNC_MESSAGES.urlScheme);
    const noLabel = await call('POST', CALENDAR_SYNC_API.calendars, thomas, {
      label: '',
      url: `${base}/calendar.ics`,
    });
    expect(noLabel.statusCode).toBe(400);
  });

  it('imports busy times that leave the open slots, keeps them through a broken file, and is the owner’s only', async () => {
    const slotsOf = async () =>
      openSlotsSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `${AVAILABILITY_API.advisorSlots(SLUG)}?days=14`,
          })
        ).json(),
      ).slots;
    const before = await slotsOf();
    const target = before[2];
    if (!target) throw new Error('The demo advisor has no open slots.');
    const start = new Date(target.start);
    const end = new Date(target.end);
    served = { status: 200, body: vcalendar([{ uid: 'dentist-1', start, end }]) };

    const added = await call('POST', CALENDAR_SYNC_API.calendars, thomas, {
      label: 'Personal',
      url: `${base}/calendar.ics`,
    });
    expect(added.statusCode).toBe(201);
    const calendar = externalCalendarSchema.parse(added.json());
    expect(calendar).toMatchObject({ label: 'Personal', lastError: null, busyCount: 1 });
    expect(calendar.lastImportedAt).not.toBeNull();
    const after = await slotsOf();
    expect(after.some((slot) => slot.start === target.start)).toBe(false);

    // A broken file: the error is shown, the busy time stays.
    served = { status: 200, body: '<html>Not a calendar</html>' };
    const { calendarSync } = t.app.services;
    expect(await calendarSync.importCalendar(calendar.id)).toBe(false);
    // A calendar that does not answer in time (the same service with a short wait).
    served = { status: 200, body: '', hang: true };
    const impatient = createCalendarSyncService({
      db: t.database.db,
      publicUrl: t.config.publicUrl,
      allowPrivateHosts: true,
      findAdvisorOfUser: () => Promise.resolve(undefined),
      onBusyChange: () => Promise.resolve(),
      importTimeoutMs: 200,
    });
    expect(await impatient.importCalendar(calendar.id)).toBe(false);
    let listed = externalCalendarListSchema.parse(
      (await call('GET', CALENDAR_SYNC_API.calendars, thomas)).json(),
    );
    expect(listed.calendars[0]).toMatchObject({
      lastError: CALENDAR_SYNC_MESSAGES.timeout,
      busyCount: 1,
    });
    served = { status: 500, body: 'down' };
    expect(await calendarSync.importCalendar(calendar.id)).toBe(false);
    listed = externalCalendarListSchema.parse(
      (await call('GET', CALENDAR_SYNC_API.calendars, thomas)).json(),
    );
    expect(listed.calendars).toHaveLength(1);
    expect(listed.calendars[0]?.lastError).toBe('The calendar’s server answered 500.');
    expect(listed.calendars[0]?.busyCount).toBe(1);
    expect(listed.calendars[0]?.lastImportedAt).toBe(calendar.lastImportedAt);
    expect((await slotsOf()).some((slot) => slot.start === target.start)).toBe(false);

    // Another advisor sees none of it and cannot remove it.
    const theirs = externalCalendarListSchema.parse(
      (await call('GET', CALENDAR_SYNC_API.calendars, other)).json(),
    );
    expect(theirs.calendars).toEqual([]);
    expect((await call('DELETE', CALENDAR_SYNC_API.calendar(calendar.id), other)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', CALENDAR_SYNC_API.calendar('nonsense'), thomas)).statusCode).toBe(
      404,
    );

    // Removed by its owner: the busy time goes and the slot is open again.
    expect((await call('DELETE', CALENDAR_SYNC_API.calendar(calendar.id), thomas)).statusCode).toBe(
      204,
    );
    expect(await t.database.db.select().from(externalBusyTimes)).toEqual([]);
    expect((await slotsOf()).some((slot) => slot.start === target.start)).toBe(true);
  });
});
