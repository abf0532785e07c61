import { expect, test } from './test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { submitLogin } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an unknown path shows the not-found page with a 404 status', async ({ page }, testInfo) => {
  const response = await visit(page, '/no/such/page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');

  // The frame still works: the page links back home.
  await page.getByRole('banner').getByRole('link', { name: 'Just Financial Advice, home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown page under Advisor Home shows the not-found page, not the area home', async ({
  page,
  world,
}, testInfo) => {
  const advisor = await world.advisor();
  const response = await visit(page, `${AREA_ROOTS.dashboard}/no-such-tab`);
  expect(response?.status()).toBe(404);
  await submitLogin(page, advisor.email, advisor.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await expect(page.getByRole('navigation', { name: 'Advisor Home' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'dashboard-not-found');
  // A real page of the area still opens.
  await visit(page, AREA_ROOTS.dashboard);
  await expect(page.getByRole('navigation', { name: 'Advisor Home' })).toBeVisible();
});
