// An admin manages people and roles (docs/product.md#admin-users): finds a user by search, grants
// them Affiliate after a confirmation, reads the entry in the audit log; creates a role, grants it,
// and sees the role's deletion refused while someone holds it. The user and the role are the
// journey's own. Each page is also looked at on a phone, without sideways scrolling.
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** A screenshot at desk width and on a phone, which must not scroll sideways. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, testInfo, `${name}-390`);
  await page.setViewportSize(DESK);
}

test('an admin grants a role, reads the audit entry, and cannot delete a role in use', async ({
  page,
  world,
}, testInfo) => {
  test.slow();
  const [admin, user] = await Promise.all([world.admin(), world.client()]);
  const name = user.fullName;
  // A role of this run's own: copies of the journey running at once each make theirs.
  const role = `Reviewers ${world.tag}`;
  await page.setViewportSize(DESK);
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /^Users/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await page.getByLabel('Search by name or email').fill(name.toLowerCase());
  const row = page.getByRole('row', { name: user.email });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${name.split(' ')[0]!.toLowerCase()}`));
  await lookAt(page, testInfo, 'users-list');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible();
  const userPage = page.url();

  // Grant Affiliate: asked first, said afterwards, shown at once.
  await page.getByLabel('Role to grant').selectOption('Affiliate');
  await page.getByRole('button', { name: 'Grant role' }).click();
  const dialog = page.getByRole('dialog', { name: `Grant Affiliate to ${name}?` });
  await dialog.getByRole('button', { name: 'Grant Affiliate' }).click();
  await expect(page.getByText(`${name} now holds Affiliate.`)).toBeVisible();
  const roles = page.getByRole('region', { name: 'Roles' });
  await expect(roles.getByRole('button', { name: 'Remove Affiliate' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent audit entries' });
  await expect(activity.getByText('role-granted')).toBeVisible();
  await lookAt(page, testInfo, 'user-edit');

  await activity.getByRole('link', { name: 'All audit entries about this user' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?subject=/);
  const entry = page.getByRole('row').filter({ hasText: 'role-granted' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Affiliate');
  await expect(entry).toContainText(name);

  // A role of the admin's own, granted, then its deletion refused while held.
  await visit(page, ADMIN_PAGES.roles);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Affiliate/ })).toContainText('Built-in');
  await page.getByRole('link', { name: 'New role' }).click();
  await page.getByLabel('Role name').fill(role);
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText(`${role} can be granted now.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit role' })).toBeVisible();
  const rolePage = page.url();

  await visit(page, userPage);
  await page.getByLabel('Role to grant').selectOption(role);
  await page.getByRole('button', { name: 'Grant role' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Grant ${role}` })
    .click();
  await expect(page.getByText(`${name} now holds ${role}.`)).toBeVisible();

  await visit(page, rolePage);
  const deletion = page.getByRole('region', { name: 'Delete this role' });
  await expect(deletion).toContainText('1 user holds this role. Remove it from them first.');
  await expect(deletion.getByRole('button', { name: 'Delete role' })).toBeDisabled();
  await lookAt(page, testInfo, 'role-edit');

  await visit(page, ADMIN_PAGES.roles);
  await expect(page.getByRole('row', { name: role })).toBeVisible();
  await lookAt(page, testInfo, 'roles-list');
});
