// Session monitoring and signing in again in a popup (docs/product.md#sign-in, ADR 0072): logging
// out in another window of the same browser signs this page out within seconds, without leaving
// it; the person signs in again in a popup and carries on with what they had typed.
import { expect as baseExpect, test } from './test';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { SIGN_IN_MESSAGES } from '../../src/shared/errors';
import { AUTH_PAGES } from '../../src/shared/routes/identity';
import { submitLogin } from './auth-helpers';
import { visit } from './visit';

// Two windows, a popup and several sign-ins: on a machine under load each step may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a log-out in another window ends this page’s session; a popup signs in again and keeps the page', async ({
  page,
  context,
  world,
}) => {
  test.setTimeout(240_000);
  const client = await world.client();
  await visit(page, '/');
  // The log-in page first tries a silent sign-in in a frame; on a loaded machine that takes a while.
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await submitLogin(page, client.email, client.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  await visit(page, ACCOUNT_PAGES.profile);
  const name = page.getByLabel('Full name');
  await expect(name).toBeVisible();
  await name.fill('Casey Typed-Not-Saved');

  // Another window of the same browser: signed in by the provider session, then logged out.
  const other = await context.newPage();
  await visit(other, '/');
  await other.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(other.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible({
    timeout: 30_000,
  });
  await visit(other, AUTH_PAGES.logout);
  await expect(other).toHaveURL(new RegExp(`${AUTH_PAGES.loggedOut}$`));

  // The first window notices by itself and keeps the page.
  const dialog = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${ACCOUNT_PAGES.profile}$`));
  await expect(name).toHaveValue('Casey Typed-Not-Saved');

  // A popup closed without signing in says so.
  const closing = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await (await closing).close();
  await expect(dialog.getByRole('alert')).toHaveText(SIGN_IN_MESSAGES.windowClosed);

  // The popup signs in again; the page is as it was, signed in.
  const opening = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  const popup = await opening;
  await expect(popup.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await submitLogin(popup, client.email, client.password);
  await popup.waitForEvent('close', { timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${ACCOUNT_PAGES.profile}$`));
  await expect(name).toHaveValue('Casey Typed-Not-Saved');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
});
