import { expect, test } from '@playwright/test';
import { PAGES } from '../../src/shared/routes';
import { DEMO, signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';

test('an admin impersonates a client, sees the banner, stops and is back in the admin area', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: /users/i }).first().click();

  await page
    .getByRole('searchbox')
    .or(page.getByLabel(/search/i))
    .first()
    .fill('casey');
  const row = page.getByRole('row', { name: /casey\.morgan@example\.com/i });
  await row.getByRole('button', { name: /impersonate/i }).click();

  const banner = page.getByText(/acting as/i).first();
  await expect(banner).toContainText(/Casey Morgan/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'impersonating');

  await page.getByRole('button', { name: /stop impersonating/i }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES.adminRoot}/?$`));
  await expect(page.getByText(/acting as/i)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
});
