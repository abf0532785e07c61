// Booking The Hour on a phone from the sticky bar of a long profile: a new visitor taps the bar,
// picks a time and says where they live, is asked to sign in on a page that shows the advisor,
// the time and the price, registers, and lands on the checkout with the time held, without
// pressing Continue a second time (docs/product.md#booking). The advisor is the journey's world's
// own, whose long profile is copied from the demo advisor's.
import { expect, test } from './test';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { lastingOpenTime } from './booking-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'America/Chicago',
});

const STATE = 'Ohio';

test('a new visitor books from the sticky bar, registers on the way and lands on the checkout', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const { advisor } = await world.advisor();
  const ADVISOR = { slug: advisor.slug, name: advisor.name, state: STATE };
  await visit(page, ADVISOR_PAGES.profile(ADVISOR.slug));
  const bar = page.getByRole('region', {
    name: `Book The Hour with ${advisor.name.split(' ')[0]}`,
  });

  // Far down the long profile the bar keeps the price, the next time and the way to book.
  await page
    .getByRole('heading', { name: 'Credentials and registration' })
    .scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/\$\d/);
  await expect(bar).toContainText(/Next: |See open times/);
  const price = ((await bar.locator('strong').textContent()) ?? '').trim();
  // Nothing in the bar is cut off at 390 px.
  const clipped = await bar.evaluate((node) =>
    [...node.querySelectorAll('a, a *')].some((part) => part.scrollWidth > part.clientWidth + 1),
  );
  expect(clipped).toBe(false);
  await saveScreenshot(page, testInfo, 'profile-bar', { fullPage: false });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // At the very end of the page the bar covers nothing: the page makes room below the footer.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = await bar.boundingBox();
  const footerBox = await page.getByRole('contentinfo').boundingBox();
  expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
  await saveScreenshot(page, testInfo, 'profile-end', { fullPage: false });

  await bar.getByRole('link', { name: 'Book The Hour' }).click();
  await expect(page).toHaveURL(BOOKING_PAGES.bookHour(ADVISOR.slug));
  const first = await lastingOpenTime(page);
  const chosen = ((await first.textContent()) ?? '').trim();
  await first.click();
  await page.getByLabel('Where do you live?').selectOption({ label: ADVISOR.state });
  await saveScreenshot(page, testInfo, 'time-chosen', { fullPage: false });
  await page.getByRole('button', { name: 'Continue' }).click();

  // The sign-in page says what is being booked: advisor, time in the visitor's zone, price.
  const card = page.getByRole('region', { name: 'You are booking' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(`The Hour with ${ADVISOR.name}`);
  await expect(card).toContainText(chosen);
  await expect(card).toContainText(/Central (Standard|Daylight) Time/);
  await expect(card).toContainText(price);
  await saveScreenshot(page, testInfo, 'sign-in-with-booking');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, testInfo, 'sign-in-with-booking-wide');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(card).toContainText(`The Hour with ${ADVISOR.name}`);
  await page.getByLabel('Full name').fill('Morgan Phone');
  await page.getByLabel('Email').fill(`sticky.${world.tag}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Harbor-42');
  await saveScreenshot(page, testInfo, 'register-with-booking');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Straight to the checkout with the time held; going back does not return to the time page.
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText(ADVISOR.name);
  await expect(page.getByRole('main')).toContainText(chosen);
  await saveScreenshot(page, testInfo, 'checkout-held');
  await expectAccessible(page);
});
