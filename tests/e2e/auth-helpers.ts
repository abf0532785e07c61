// Signing in the way a person does: through the provider's own log-in page.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@justfinancialadvice.com', password: 'Demo-Admin-2026!', name: 'admin' },
  advisor: { email: 'thomas.nguyen@justfinancialadvice.com', password: 'Demo-Advisor-2026!' },
  consumer: { email: 'casey.morgan@example.com', password: 'Demo-Client-2026!' },
} as const;

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
