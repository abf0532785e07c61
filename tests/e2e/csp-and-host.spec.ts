// The page's Content-Security-Policy holds on signed-in pages without a single violation, and a
// person who opens the site on another name for the same machine is moved to its own address,
// where signing in works.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { BILLING_PAGES } from '../../src/shared/routes/billing';
import { AUTH_PAGES } from '../../src/shared/routes/identity';
import { signIn } from './auth-helpers';
import { visit } from './visit';

/** Collects every CSP violation the page reports, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('signed-in pages log no Content-Security-Policy violation', async ({ page, world }) => {
  // Each full page load checks the sign-in again with the provider; two areas are enough.
  test.setTimeout(60_000);
  const client = await world.client();
  const violations = await watchViolations(page);
  await visit(page, '/');
  await signIn(page, client.email, client.password);
  // The profile form validates with the shared contracts (zod) as the person types.
  for (const path of [ACCOUNT_PAGES.profile, BILLING_PAGES.account]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  }
  expect(violations).toEqual([]);
});

test('opened on localhost instead of its own address, the site moves there and sign-in works', async ({
  page,
  baseURL,
  world,
}) => {
  const client = await world.client();
  const own = new URL(baseURL ?? '');
  expect(own.hostname).toBe('127.0.0.1');
  const violations = await watchViolations(page);
  await visit(page, `http://localhost:${own.port}/advisors?sort=newest`);
  await expect(page).toHaveURL(`${own.origin}/advisors?sort=newest`);
  await signIn(page, client.email, client.password);
  await expect(page).not.toHaveURL(new RegExp(AUTH_PAGES.loginFailed));
  expect(violations).toEqual([]);
});
