// A client's account safety from start to end: turns on two-step sign-in (the code is computed
// from the key the page shows), signs out and back in with a code, downloads their data and
// deletes the account, after which the old password no longer signs in. A fresh user each run.
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { totpCode, totpStepAt } from '../../src/server/auth/two-factor/totp';
import { registerClient, submitLogin } from './auth-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PASSWORD = 'Quiet-Meadow-2026';

test('a client turns on two-step sign-in, signs in with a code, downloads their data and deletes the account', async ({
  page: firstPage,
  browser,
}, testInfo) => {
  let page = firstPage;
  test.setTimeout(120_000);
  const email = `e2e.safety.${Date.now()}.${testInfo.workerIndex}@example.com`;
  await registerClient(page, { email, fullName: 'Robin Safety', password: PASSWORD });

  // Turn it on from the profile page.
  await visit(page, ACCOUNT_PAGES.profile);
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
  await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    twoStep.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = await twoStep.locator('[data-secret]').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await twoStep.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'two-step-setup');
  await expectAccessible(page);
  const enrolStep = totpStepAt(new Date());
  await twoStep.getByLabel('Code from the app').fill(totpCode(secret!, enrolStep));
  await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = twoStep.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await saveScreenshot(page, testInfo, 'two-step-recovery-codes');
  await twoStep.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();
  await expect(twoStep).toContainText('10 of 10 recovery codes left.');
  await expectAccessible(page);

  // Out, and back in on another device: the password, then a code.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  const device = await browser.newContext();
  page = await device.newPage();
  await visit(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await saveScreenshot(page, testInfo, 'two-step-code-page');
  await expectAccessible(page);
  // The enrolment used this step's code; the next step's is new and still in the window.
  const signInStep = Math.max(totpStepAt(new Date()), enrolStep) + 1;
  await page.getByLabel('Code').fill(totpCode(secret!, signInStep));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();

  // Download my data.
  await visit(page, ACCOUNT_PAGES.profile);
  const dataSection = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await dataSection.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^just-financial-advice-my-data-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; fullName: string; twoFactorEnabled: boolean };
    emailPreferences: Record<string, boolean>;
  };
  expect(data.profile).toMatchObject({ email, fullName: 'Robin Safety', twoFactorEnabled: true });
  expect(data.emailPreferences).toMatchObject({ recordingReady: false, productNews: false });

  // Delete the account.
  const danger = page.getByRole('region', { name: 'Delete your account' });
  await expect(danger).toContainText('SEC Rule 204-2');
  await expect(danger).toContainText('Kept for five years');
  await danger.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'profile-safety-sections');
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(danger.getByText('Type DELETE to confirm.')).toBeVisible();
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await device.close();

  // The old password signs nobody in, wherever it is tried.
  const another = await browser.newContext();
  page = await another.newPage();
  await visit(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect.');
  await another.close();
});
