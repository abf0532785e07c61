// An advisor changes their hours and a client in another time zone sees them as open times in
// their own zone. The advisor is the journey's own, so no other journey sees the change.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { AVAILABILITY_PAGES } from '../../src/shared/routes/availability';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The clock times shown under one day of the week on screen. */
async function timesOn(page: Page, day: string): Promise<string[]> {
  const row = page.getByRole('listitem').filter({ hasText: new RegExp(`^${day}`) });
  return (await row.locator('button[data-slot]').allTextContents()).map((time) => time.trim());
}

test('an advisor opens Saturday mornings and a client in Los Angeles sees them in Pacific time', async ({
  browser,
  baseURL,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const person = await world.advisor();
  const advisor = await browser.newPage({ baseURL });
  await visit(advisor, '/');
  await signIn(advisor, person.email, person.password);
  await visit(advisor, AVAILABILITY_PAGES.dashboard);
  await expect(advisor.getByRole('heading', { name: 'Your availability' })).toBeVisible();

  // Saturday 10:00–13:00 in the advisor's zone (New York), weekdays left as they are.
  const saturday = advisor.getByRole('switch', { name: 'Saturday' });
  if (!(await saturday.isChecked())) await saturday.click({ force: true });
  await advisor.getByLabel('Saturday start', { exact: true }).fill('10:00');
  await advisor.getByLabel('Saturday end', { exact: true }).fill('13:00');
  await saveScreenshot(advisor, testInfo, 'availability-edited');
  await advisor.getByRole('button', { name: 'Save availability' }).click();
  await expect(advisor.getByText('Availability saved')).toBeVisible();
  await advisor.close();

  const context = await browser.newContext({ baseURL, timezoneId: 'America/Los_Angeles' });
  const client = await context.newPage();
  await visit(client, BOOKING_PAGES.bookHour(person.advisor.slug));
  await expect(client.getByText(/Times in Pacific (Standard|Daylight) Time/)).toBeVisible();
  await expect(client.getByText(/works in Eastern (Standard|Daylight) Time/)).toBeVisible();
  // Next week is beyond the minimum notice whatever the hour of the run.
  await client.getByRole('button', { name: 'Next week' }).click();
  // 10:00, 11:00 and 12:00 in New York are 7, 8 and 9 in the morning in Los Angeles.
  await expect.poll(() => timesOn(client, 'Saturday')).toEqual(['7:00 AM', '8:00 AM', '9:00 AM']);
  // Weekdays keep 09:00–17:00 New York: 6:00 AM to 1:00 PM Pacific (less any booked hour).
  const weekdayTimes = await Promise.all(WEEKDAYS.map((day) => timesOn(client, day)));
  const allowed = [
    '6:00 AM',
    '7:00 AM',
    '8:00 AM',
    '9:00 AM',
    '10:00 AM',
    '11:00 AM',
    '12:00 PM',
    '1:00 PM',
  ];
  for (const times of weekdayTimes) for (const time of times) expect(allowed).toContain(time);
  expect(weekdayTimes.some((times) => times.join() === allowed.join())).toBe(true);
  await saveScreenshot(client, testInfo, 'client-in-los-angeles');
  await context.close();
});
