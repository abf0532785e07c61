// Signing in the way a person does: through the provider's own log-in page.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { AUTH_PAGES } from '../../src/shared/routes/identity';
import { visit } from './visit';

/** Fills the provider's log-in form; the page must already show it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** From anywhere on the site: the header's Log In button, then the form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, email, password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
}

/** Whoever signs in: a person of the journey's own world (tests/e2e/world.ts). */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * The advisor signs in from the home page, goes to Advisor Home from the header and opens one of
 * its tabs by the navigation, landing on `path`.
 */
export async function openAdvisorTab(
  page: Page,
  tab: string,
  path: string,
  advisor: Credentials,
): Promise<void> {
  await visit(page, '/');
  await signIn(page, advisor.email, advisor.password);
  await page.getByRole('banner').getByRole('link', { name: 'Advisor Home' }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.dashboard}$`));
  await page
    .getByRole('navigation', { name: 'Advisor Home' })
    .getByRole('link', { name: tab })
    .click();
  await expect(page).toHaveURL(path);
}

/**
 * A new client account made through the register page, signed in afterwards; `affiliate` starts
 * from the affiliates' register address, which gives the Affiliate role too.
 */
export async function registerClient(
  page: Page,
  {
    email,
    fullName,
    password = 'Sunny-Harbor-42',
    affiliate = false,
  }: { email: string; fullName: string; password?: string; affiliate?: boolean },
): Promise<void> {
  if (affiliate) {
    await visit(page, AUTH_PAGES.registerAffiliate);
  } else {
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Register' }).click();
  }
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
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
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
}
