// An admin works a Plan signup (docs/product.md#plans-admin): finds it by search, moves its
// follow-up status and target date, opens its instance and refunds its paid invoice in full with a
// confirmation, then sees the refund on the page. The signup is the world client's paid Plan with
// the world's advisor.
import { expect, test } from './test';
import { PLANS_ADMIN_PAGES } from '../../src/shared/routes/plans-admin';
import { signIn } from './auth-helpers';
import { saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

test('an admin finds a Plan signup, moves its follow-up, and refunds its paid invoice', async ({
  page,
  world,
}, testInfo) => {
  // A long journey: sign-in, five pages and three changes.
  // Long, and on a machine that may be busy.
  test.setTimeout(180_000);
  const [admin, client, advisor] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  await world.engagement(client, advisor, 'plan');
  const clientName = client.fullName;
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /^The Plan/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PLANS_ADMIN_PAGES.thePlan}`));
  await expect(page.getByRole('heading', { level: 1, name: 'The Plan' })).toBeVisible();

  // The paid signups; the world client's, found by name, has a paid invoice.
  await page.getByLabel('State').selectOption('paid');
  await page.getByLabel('Search by client name, email or advisor').fill(clientName);
  const found = page.getByRole('row').filter({ hasText: clientName }).first();
  await expect(found).toBeVisible();
  await expect(found).toContainText(/1 paid/);
  await expect(page.getByText(/found for/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'the-plan-signups');
  await found.getByRole('link', { name: `Signup of ${clientName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Plan signup' })).toBeVisible();

  // The follow-up: a new status and a target date, kept after a reload.
  const followUp = page.getByRole('form', { name: 'Follow-up' });
  await followUp.getByLabel('Follow-up status').selectOption('WaitingForClient');
  await followUp.getByLabel('Target date', { exact: true }).fill('2027-01-15');
  await followUp.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(page.getByText('The follow-up is saved.')).toBeVisible();
  await reloadApp(page);
  await expect(
    page.getByRole('form', { name: 'Follow-up' }).getByLabel('Follow-up status'),
  ).toHaveValue('WaitingForClient');
  await expect(
    page.getByRole('form', { name: 'Follow-up' }).getByLabel('Target date', { exact: true }),
  ).toHaveValue('2027-01-15');
  await saveScreenshot(page, testInfo, 'plan-signup');

  // The instance, and the refund of its paid invoice, confirmed in a dialog with a reason.
  await page.getByRole('link', { name: 'Open the instance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Plan instance' })).toBeVisible();
  const refundButton = page.getByRole('button', { name: /^Refund INV-/ }).first();
  await expect(refundButton).toBeVisible();
  const invoiceNumber = ((await refundButton.getAttribute('aria-label')) ?? '').replace(
    'Refund ',
    '',
  );
  await refundButton.click();
  const dialog = page.getByRole('dialog', { name: `Refund ${invoiceNumber}` });
  await expect(dialog).toContainText('goes back to the card');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  // A reason is asked for before anything is sent.
  await expect(dialog.getByText('Say why, in a few words.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The client asked for their money back.');
  await saveScreenshot(page, testInfo, 'refund-dialog');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(page.getByText(/is refunded in full/)).toBeVisible();

  const invoiceRow = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(invoiceRow.getByText('Refunded')).toBeVisible();
  await expect(invoiceRow.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund ${invoiceNumber}` })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'plan-instance-refunded');
});
