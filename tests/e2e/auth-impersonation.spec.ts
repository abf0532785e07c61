import { expect, test } from './test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an admin impersonates a client, sees the banner, stops and is back in the admin area', async ({
  page,
  world,
}, testInfo) => {
  // Two sign-ins and the console on a machine that may be busy.
  test.setTimeout(90_000);
  const [admin, client] = await Promise.all([world.admin(), world.client()]);
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: /users/i }).first().click();

  await page
    .getByRole('searchbox')
    .or(page.getByLabel(/search/i))
    .first()
    .fill(client.email);
  const row = page.getByRole('row', { name: client.email });
  await row.getByRole('button', { name: /impersonate/i }).click();

  const banner = page.getByText(/acting as/i).first();
  await expect(banner).toContainText(client.fullName);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'impersonating');

  await page.getByRole('button', { name: /stop impersonating/i }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.admin}/?$`));
  await expect(page.getByText(/acting as/i)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
});
