// A request the app cancels itself is not an error: opening the account signed out sends the
// browser to sign-in while the page's first calls (feature flags, app info) are still running;
// none of them may be printed as a failure ("Failed to fetch") on the console.
import { expect, test } from './test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { SYSTEM_API } from '../../src/shared/routes/system-api';

test('the redirect to sign-in logs no cancelled request as an error', async ({ page }) => {
  // Each sign-in page waits for the provider's silent check first.
  test.setTimeout(90_000);
  // The flags answer slowly, so the redirect always finds them still running.
  await page.route(`**${SYSTEM_API.featureFlag('*')}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue().catch(() => undefined);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of [AREA_ROOTS.account, AREA_ROOTS.dashboard, SITE_PAGES.home]) {
    await page.goto(path, { waitUntil: 'commit' });
    if (path !== SITE_PAGES.home) {
      await expect(page.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
    }
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(errors.filter((text) => /failed to fetch|SystemService/i.test(text))).toEqual([]);
});
