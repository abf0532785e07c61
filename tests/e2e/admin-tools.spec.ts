// An admin uses the maintenance tools (docs/product.md#admin-tools): opens Tools from the console,
// clears the cached data of every server and reads what was cleared, then sends again an email the
// mail server refused to the world's affiliate and sees it leave the stuck list. Desk and phone
// widths.
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import { CACHED_DATA } from '../../src/shared/contracts/tools';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { TEST_MODE } from '../../src/shared/test-mode';
import { signIn } from './auth-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

// The stuck list is the whole site's: this journey empties it on a server of its own.
test.use({ ownServer: true });

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

test('an admin clears cached data and sends a stuck email again', async ({
  page,
  world,
}, testInfo) => {
  test.slow();
  const [admin, affiliate] = await Promise.all([world.admin(), world.affiliate()]);
  await page.setViewportSize(DESK);
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /^Tools/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.tools}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();

  // Clear cached data, after a confirmation; the answer lists what every server forgot.
  const cache = page.getByRole('region', { name: 'Clear cached data' });
  await cache.getByRole('button', { name: 'Clear cached data' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('every server');
  await dialog.getByRole('button', { name: 'Clear cached data' }).click();
  const answer = cache.getByRole('status');
  await expect(answer).toContainText('Cleared on every server');
  await expect(answer).toContainText('Feature flag values');
  await expect(answer.getByRole('listitem')).toHaveCount(CACHED_DATA.length);

  // Whatever was stuck before (the demo's own on a fresh server) is sent first; then the world's
  // affiliate has the one email stuck.
  const emails = page.getByRole('region', { name: 'Stuck emails' });
  const resend = emails.getByRole('button', { name: /^Send again/ });
  await expect(emails.getByRole('table').or(emails.getByText('No stuck emails'))).toBeVisible();
  for (let left = await resend.count(); left > 0; left = await resend.count()) {
    await resend.first().click();
    await expect(resend).toHaveCount(left - 1);
  }
  await expect(emails).toContainText('No stuck emails', { timeout: 30_000 });
  const stuck = await world.stuckEmail(affiliate);
  const STUCK_SUBJECT = stuck.subject;
  await visit(page, ADMIN_PAGES.tools);
  const row = emails.getByRole('row', { name: new RegExp(STUCK_SUBJECT) });
  await expect(row).toContainText(affiliate.email);
  await expect(row).toContainText('ECONNREFUSED');
  await expectAccessible(page);
  await lookAt(page, testInfo, 'tools');

  // Send again: queued once; the job sends it and the list no longer holds it.
  await row.getByRole('button', { name: /^Send again/ }).click();
  await expect(page.getByText(`“${STUCK_SUBJECT}” to ${affiliate.email}`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expect(emails.getByRole('row', { name: new RegExp(STUCK_SUBJECT) })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(emails).toContainText('No stuck emails');
  await lookAt(page, testInfo, 'tools-sent');

  // The outbox holds the copy sent again beside the original, now marked resent; the journeys run
  // in the sandbox, so the copy sent now says TEST (the seeded original was written before).
  await visit(page, ADMIN_PAGES.emails);
  await page.getByLabel('Recipient').fill(affiliate.email);
  const prefix = TEST_MODE.emailSubjectPrefix.replace(/[[\]]/g, '\\$&');
  const subject = new RegExp(`^(${prefix})?${STUCK_SUBJECT}$`);
  await expect(page.getByText(subject)).toHaveCount(2, {
    timeout: 15_000,
  });
});
