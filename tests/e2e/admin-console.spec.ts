// The admin console's frame and audit log (docs/product.md#admin-console,
// docs/product.md#audit-log): every tool is one click away on a desk and on a phone, and a flag an
// admin sets is in the audit log with its values before and after.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { signIn } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

// A flag is the whole site's: this journey sets it on a server of its own.
test.use({ ownServer: true });

/** Flips a flag, confirming when turning it off. */
async function setSpring(page: Page, on: boolean) {
  const flag = page.getByRole('switch', { name: /^SpringEasterEggs:/ });
  await expect(flag).toBeVisible();
  if ((await flag.isChecked()) === on) return;
  await flag.click({ force: true });
  const dialog = page.getByRole('dialog');
  if (!on && (await dialog.isVisible())) await dialog.getByRole('button', { name: /off/i }).click();
  await expect(
    page.getByRole('switch', { name: `SpringEasterEggs: ${on ? 'on' : 'off'}` }),
  ).toBeVisible();
}

test('an admin moves through the console by its side list and reads a flag change in the audit log', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await world.admin();
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();

  const tools = page.getByRole('navigation', { name: 'Admin tools', exact: true });
  await expect(tools.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await saveScreenshot(page, testInfo, 'console-home-desk');

  await tools.getByRole('link', { name: 'Feature flags' }).click();
  await expect(tools.getByRole('link', { name: 'Feature flags' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Off first, whatever an earlier journey on this server left: then on, and off again.
  await setSpring(page, false);
  await setSpring(page, true);
  await setSpring(page, false);

  await tools.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.auditLog}$`));
  await page.getByLabel('Search actions, people, records and details').fill('SpringEasterEggs');
  await expect(page).toHaveURL(/q=SpringEasterEggs/);
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  // Newest first: turned off, then on, each by the admin with the values it replaced.
  await expect(rows.nth(1)).toContainText('flag:SpringEasterEggs');
  await expect(rows.nth(1)).toContainText('true → false');
  await expect(rows.nth(2)).toContainText('false → true');
  await expect(rows.nth(1)).toContainText(admin.email);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'audit-log-desk');

  // The view is in the address: a reload shows the same rows.
  await reloadApp(page);
  await expect(page.getByLabel('Search actions, people, records and details')).toHaveValue(
    'SpringEasterEggs',
  );
  await expect(rows.nth(1)).toContainText('true → false');

  // A phone: the list folds above the page, rows become cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tools).toBeHidden();
  await page.getByText('All admin tools').click();
  const phoneTools = page.getByRole('navigation', { name: 'Admin tools (phone)' });
  await expect(phoneTools.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'audit-log-phone');
});
