import { expect, test } from './test';
import { saveScreenshot } from './fixtures';
import { submitLogin } from './auth-helpers';
import { visit } from './visit';

test('a visitor registers, signs in, sees My Account and signs out', async ({ page }, testInfo) => {
  const email = `e2e.${Date.now()}.${testInfo.workerIndex}@example.com`;
  const password = 'Sunny-Harbor-42';
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Register' }).click();

  await page.getByLabel('Full name').fill('Jordan Example');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await saveScreenshot(page, testInfo, 'register-form');
  await page.getByRole('button', { name: 'Create account' }).click();

  // A registration outside a sign-in flow asks the new client to log in with the new password.
  if (await page.getByRole('button', { name: 'Log in' }).isVisible()) {
    await submitLogin(page, email, password);
  } else if (
    await page
      .getByRole('link', { name: /log in/i })
      .first()
      .isVisible()
  ) {
    await page
      .getByRole('link', { name: /log in/i })
      .first()
      .click();
    await submitLogin(page, email, password);
  }

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Hello Jordan Example');
  await saveScreenshot(page, testInfo, 'signed-in');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveCount(0);
});
