// Advisors may only advise residents of the states they serve (docs/product.md#booking): a client
// in a state the advisor does not serve is told so, with a link to advisors who serve it; a client
// who lives outside the US is led to the page for them.
import { expect, test } from './test';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { registerClient } from './auth-helpers';
import { lastingOpenTime } from './booking-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'America/Chicago',
});

// Rachel Kowalski serves Ohio and its neighbours, not California. The journey only reads her open
// times: the server refuses both holds, so nothing of hers changes.
const ADVISOR = 'rachel-kowalski';

test('a client in a state the advisor does not serve is told so; outside the US leads to the non-US page', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  // The register helper looks for My Account in the wide header; the rest is on the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerClient(page, {
    email: `residency.${world.tag}@example.com`,
    fullName: 'Avery Coast',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, BOOKING_PAGES.bookHour(ADVISOR));
  const first = await lastingOpenTime(page);
  await first.click();
  const residence = page.getByLabel('Where do you live?');
  await expect(residence).toBeVisible();
  await residence.selectOption({ label: 'California' });
  await page.getByRole('button', { name: 'Continue' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This advisor does not advise residents of California.');
  // Still the booking page; its address keeps the time and state chosen.
  await expect(page).toHaveURL((url) => url.pathname === BOOKING_PAGES.bookHour(ADVISOR));
  await saveScreenshot(page, testInfo, 'not-served', { fullPage: false });
  await expectAccessible(page);
  await alert.getByRole('link', { name: 'Advisors who serve California' }).click();
  await expect(page).toHaveURL(ADVISOR_PAGES.stateResults('california'));
  await saveScreenshot(page, testInfo, 'california-advisors');

  // Outside the US: the server refuses the hold and the page leads to the non-US page.
  await visit(page, BOOKING_PAGES.bookHour(ADVISOR));
  await (await lastingOpenTime(page)).click();
  await page.getByLabel('Where do you live?').selectOption({ label: 'I live outside the US' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(SITE_PAGES.nonUs);
  await saveScreenshot(page, testInfo, 'non-us');
});
