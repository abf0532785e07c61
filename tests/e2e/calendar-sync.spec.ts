// Calendar sync: an advisor with meetings of their own makes their private feed and finds a meeting
// in it, then adds an external calendar (served here on 127.0.0.1) whose busy time the
// client-facing booking page no longer offers, and removes the calendar at the end. The advisor is
// the journey's own, so the busy time is nobody else's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test';
import { AVAILABILITY_PAGES } from '../../src/shared/routes/availability';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { formatUtcBasic } from '../../src/shared/calendar-links';
import { signIn } from './auth-helpers';
import { lastingOpenTime } from './booking-helpers';
import { saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

let server: http.Server;
let calendarUrl: string;
let busy = '';

test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(busy);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/personal.ics`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('the advisor subscribes to their meetings and a busy time from another calendar closes an open time', async ({
  browser,
  baseURL,
  request,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const person = await world.advisor();
  await world.meetings(await world.client(), person);

  // The client-facing booking page: the first open time it offers is the one to block.
  const client = await browser.newPage({ baseURL });
  await visit(client, BOOKING_PAGES.bookHour(person.advisor.slug));
  const firstTime = (await lastingOpenTime(client)).locator('time');
  const start = (await firstTime.getAttribute('datetime')) ?? '';
  expect(start).not.toBe('');
  const startsAt = new Date(start);
  busy = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//EN',
    'BEGIN:VEVENT',
    'UID:e2e-dentist',
    `DTSTAMP:${formatUtcBasic(new Date())}`,
    `DTSTART:${formatUtcBasic(startsAt)}`,
    `DTEND:${formatUtcBasic(new Date(startsAt.getTime() + 60 * 60_000))}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  const advisor = await browser.newPage({ baseURL });
  await visit(advisor, '/');
  await signIn(advisor, person.email, person.password);
  await visit(advisor, AVAILABILITY_PAGES.dashboard);
  const section = advisor.getByRole('region', { name: 'Calendar sync' });
  // A full page load renews the session through the provider first: slow on a busy machine.
  await expect(section).toBeVisible({ timeout: 30_000 });

  // The feed: made once, its address shown once, and it lists the advisor's meetings.
  await section.getByRole('button', { name: 'Create my calendar feed' }).click();
  const address = section.getByLabel('Your feed address');
  await expect(address).toBeVisible();
  const feedUrl = await address.inputValue();
  expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/SUMMARY:(The Hour|The Plan|The Ongoing) with \S+ [A-Z]\./);

  // An external calendar: imported at once, its busy time shown.
  await section.getByLabel('Label').fill('Personal');
  await section.getByLabel('Calendar address (iCal)').fill('webcal://example.com/x.ics');
  await section.getByRole('button', { name: 'Add calendar' }).click();
  await expect(section.getByText('Replace webcal:// with https://')).toBeVisible();
  await section.getByLabel('Calendar address (iCal)').fill(calendarUrl);
  await section.getByRole('button', { name: 'Add calendar' }).click();
  const row = section.getByRole('listitem').filter({ hasText: 'Personal' });
  await expect(row).toContainText('1 busy time');
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(advisor, testInfo, 'calendar-sync');

  // The client no longer sees that time.
  await reloadApp(client);
  await expect(client.locator('button[data-slot] time').first()).toBeVisible();
  await expect(client.locator(`button[data-slot] time[datetime="${start}"]`)).toHaveCount(0);
  await saveScreenshot(client, testInfo, 'booking-without-busy-time');

  // Cleaned up: the calendar removed (the time is open again) and the feed turned off.
  await row.getByRole('button', { name: 'Remove Personal' }).click();
  await advisor.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No calendars added yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn off' }).click();
  await advisor.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('button', { name: 'Create my calendar feed' })).toBeVisible();
  expect((await request.get(feedUrl)).status()).toBe(404);
  await reloadApp(client);
  await expect(client.locator(`button[data-slot] time[datetime="${start}"]`)).toHaveCount(1);
  await advisor.close();
  await client.close();
});
