import { expect, test } from './test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { signIn, submitLogin } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an advisor signs in and sees Advisor Home', async ({ page, world }) => {
  const advisor = await world.advisor();
  await visit(page, '/');
  await signIn(page, advisor.email, advisor.password);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Advisor Home' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a consumer opening the admin area is told it is not allowed', async ({
  page,
  world,
}, testInfo) => {
  const client = await world.client();
  await visit(page, '/');
  await signIn(page, client.email, client.password);
  await visit(page, AREA_ROOTS.admin);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not allowed/i);
  await saveScreenshot(page, testInfo, 'not-allowed');
});

test('a signed-out visitor opening an account page signs in and lands back on it', async ({
  page,
  world,
}) => {
  const client = await world.client();
  await visit(page, `${AREA_ROOTS.account}/billing`);
  await submitLogin(page, client.email, client.password);
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.account}/billing$`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
});
