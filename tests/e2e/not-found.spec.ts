import { expect, test } from '@playwright/test';
import { saveScreenshot } from './fixtures';

test('an unknown path shows the not-found page with a 404 status', async ({ page }, testInfo) => {
  const response = await page.goto('/no/such/page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');

  // The frame still works: the page links back home.
  await page
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});
