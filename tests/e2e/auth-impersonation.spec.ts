import { expect, test } from './test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { DEMO, signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an admin impersonates a client, sees the banner, stops and is back in the admin area', async ({
  page,
}, testInfo) => {
  await visit(page, '/');
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
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.admin}/?$`));
  await expect(page.getByText(/acting as/i)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
});
