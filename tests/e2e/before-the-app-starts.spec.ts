// A public page read and used as plain HTML, before its application has started (ADR 0057): on a
// slow phone the first second, here for good because no module loads. Links and the search form
// work natively, the page keeps its looks from the inline CSS, and an affiliate's campaign data is
// kept on arrival, so following a link at once still credits the affiliate.
import { expect, test } from './test';
import { affiliateCampaign } from '../../src/shared/contracts/affiliates';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { AFFILIATE_PAGES } from '../../src/shared/routes/affiliates';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { APP_STARTED_ATTRIBUTE } from '../../src/shared/page-shell';
import { saveScreenshot } from './fixtures';
import { reloadApp } from './visit';

test('without its modules, a visitor lands from an affiliate, follows a link and searches', async ({
  page,
}, testInfo) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  const kept = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.utmData);

  const landing = await page.goto(AFFILIATE_PAGES.link('avery-lee'), {
    waitUntil: 'domcontentloaded',
  });
  expect(landing?.status()).toBe(200);
  await expect.poll(kept).toBe(JSON.stringify(affiliateCampaign('avery-lee')));
  await expect(page.locator('#home').getByText(/shared by Avery Lee/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'affiliate-landing-before-app');

  await page
    .locator('#home')
    .getByRole('link', { name: /find your advisor/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/advisors$/);
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ advisors?$/ })).toBeVisible();

  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill('Thomas');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/advisors\?q=Thomas$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('“Thomas”');
  await expect(page.getByRole('link', { name: /Thomas Nguyen/ }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-before-app');

  // A later campaign address does not replace the first visit's.
  await page.goto('/?utm_source=newsletter', { waitUntil: 'domcontentloaded' });
  await expect.poll(kept).toBe(JSON.stringify(affiliateCampaign('avery-lee')));
  expect(await page.locator('html').getAttribute(APP_STARTED_ATTRIBUTE)).toBeNull();

  // With its modules the application starts on the same page and keeps the same data.
  await page.unroute('**/assets/*.js');
  await reloadApp(page);
  await expect(page.locator('html')).toHaveAttribute(APP_STARTED_ATTRIBUTE, '');
  expect(await kept()).toBe(JSON.stringify(affiliateCampaign('avery-lee')));
});

test('a campaign address is kept before the application starts', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/advisor/thomas-nguyen?utm_source=news&utm_campaign=spring&gclid=1', {
    waitUntil: 'domcontentloaded',
  });
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.utmData))
    .toBe(JSON.stringify({ utm_source: 'news', utm_campaign: 'spring' }));
});

test('a name typed while the results page is starting is searched once it has started', async ({
  page,
}) => {
  // The scripts arrive only after the visitor has typed: the page is server-rendered and waiting.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(ADVISOR_PAGES.search, { waitUntil: 'commit' });
  const box = page.getByRole('search').getByRole('searchbox');
  await expect(box).toBeVisible();
  await box.fill('Thomas');
  expect(await page.locator('html').getAttribute(APP_STARTED_ATTRIBUTE)).toBeNull();

  release();
  await expect(page.locator('html')).toHaveAttribute(APP_STARTED_ATTRIBUTE, '', {
    timeout: 30_000,
  });
  // Started: the box still holds the name, and Enter searches for it.
  await expect(box).toHaveValue('Thomas');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/advisors\?q=Thomas$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('“Thomas”');
});

test('Book The Hour clicked the moment a profile paints always opens the booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const booking = BOOKING_PAGES.bookHour('thomas-nguyen');
  // Each try clicks at a different moment of the start: before the scripts, while hydrating, after.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await page.goto(ADVISOR_PAGES.profile('thomas-nguyen'), { waitUntil: 'commit' });
    const book = page.getByRole('link', { name: 'Book The Hour', exact: true }).first();
    await expect(book).toBeVisible();
    if (attempt > 0) await page.waitForTimeout(attempt * 60);
    await book.click();
    await expect(page, `try ${attempt + 1}`).toHaveURL(new RegExp(`${booking}(\\?|$)`), {
      timeout: 20_000,
    });
  }
});
