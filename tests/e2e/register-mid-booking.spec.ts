// Registering in the middle of booking The Hour (docs/product.md#booking): a visitor picks a time
// and says where they live, then registers from the site's own Register link instead of pressing
// Continue, and comes back to the same time and state, exactly as logging in brings them back; one
// Continue later the time is held on the checkout. The advisor is the journey's world's own, so
// no other journey holds the same time.
import { expect, test } from './test';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { lastingOpenTime } from './booking-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({ timezoneId: 'America/New_York' });

const STATE = 'Virginia';

test('registering in the middle of a booking keeps the chosen time and state', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(150_000);
  const { advisor } = await world.advisor();
  const ADVISOR = { slug: advisor.slug, name: advisor.name.split(' ')[0]!, state: STATE };
  await visit(page, BOOKING_PAGES.bookHour(ADVISOR.slug));
  const panel = page.getByRole('complementary', { name: 'Your booking' });
  await expect(panel).toContainText('Choose a time from the calendar.');
  const first = await lastingOpenTime(page);
  await first.click();
  await panel.getByLabel('Where do you live?').selectOption({ label: ADVISOR.state });
  const chosenTime = panel.locator('[aria-live="polite"]');
  await expect(chosenTime).not.toContainText('Choose a time');
  const chosen = ((await chosenTime.textContent()) ?? '').trim();

  // The footer's Register, not Continue: a new account, then back here.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Full name').fill('Rowan Midway');
  await page.getByLabel('Email').fill(`midway.${world.tag}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sunny-Harbor-42');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The same time and state, signed in.
  await expect(page).toHaveURL(new RegExp(`${BOOKING_PAGES.bookHour(ADVISOR.slug)}\\?`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('contentinfo')).toContainText('Hello Rowan Midway');
  await expect(chosenTime).toHaveText(chosen);
  await expect(panel.getByLabel('Where do you live?')).toHaveValue('VA');
  await saveScreenshot(page, testInfo, 'back-after-register');

  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText(ADVISOR.name);
});
