// An admin's money pages (docs/product.md#admin-dashboard, docs/product.md#advisor-payments): the
// console home shows the marketplace's charts; on Advisor payments the admin logs a payout to the
// world's advisor for the month of the meetings its client paid for, with a confirmation, and the
// advisor then sees it on their own payments page. Both pages fit a phone.
import { expect, test } from './test';
import { ADVISOR_PAYOUT_PAGES } from '../../src/shared/routes/advisor-payouts';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { openAdvisorTab, signIn } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an admin reads the dashboard, logs an advisor payout, and the advisor sees it', async ({
  page,
  browser,
  baseURL,
  world,
}, testInfo) => {
  // Long, and on a machine that may be busy.
  test.setTimeout(180_000);
  const [admin, client, advisor] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  // What the advisor earned: the meetings its client paid for.
  await world.meetings(client, advisor);
  const ADVISOR_NAME = advisor.advisor.name;
  const reference = `ACH-${world.tag}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.admin}$`));

  // The dashboard: totals, four charts whose bars read out on focus, and the table.
  const console_ = page.getByRole('region', { name: 'Admin console' });
  await expect(console_.getByRole('group', { name: /^Revenue by month/ })).toBeVisible();
  await expect(console_.getByRole('group', { name: /^Bookings by month/ })).toBeVisible();
  const lastBar = console_
    .getByRole('group', { name: /^Bookings by month/ })
    .getByRole('img')
    .last();
  await lastBar.focus();
  await expect(console_.getByText(/^[A-Z][a-z]+ \d{4}: Hour meetings booked \d+$/)).toBeVisible();
  await console_.getByText('Show the numbers as a table').click();
  await expect(
    console_.getByRole('table', { name: /^Marketplace figures by month/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-index-1280');
  await page.getByText('By week', { exact: true }).click();
  await expect(page).toHaveURL(/by=week/);
  await expect(console_.getByRole('group', { name: /^Revenue by week/ })).toBeVisible();

  // Advisor payments: the world's meetings were paid this month or, early in a month, the last.
  await console_.getByRole('link', { name: /^Advisor payments/ }).click();
  await expect(page).toHaveURL(new RegExp(ADVISOR_PAYOUT_PAGES.admin));
  await expect(page.getByRole('heading', { level: 1, name: 'Advisor payments' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await visit(page, `${ADVISOR_PAYOUT_PAGES.admin}?date=${today}`);
  let row = page.getByRole('row').filter({ hasText: ADVISOR_NAME });
  await expect(page.getByRole('table').or(page.getByText(/^Nothing earned in/))).toBeVisible();
  if ((await row.count()) === 0) await page.goBack();
  row = page.getByRole('row').filter({ hasText: ADVISOR_NAME });
  await expect(row).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-advisorpayments-1280');
  const date = new URL(page.url()).searchParams.get('date') ?? '';
  const month = date.slice(0, 7);

  await row.getByRole('button', { name: `Log payout to ${ADVISOR_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Log payout to ${ADVISOR_NAME}` });
  await dialog.getByLabel('Amount (USD)').fill('25.00');
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByRole('button', { name: 'Review payout' }).click();
  await expect(dialog.getByText(/cannot be changed or removed/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Log payout' }).click();
  await expect(page.getByText(`Logged $25 paid to ${ADVISOR_NAME}`)).toBeVisible();
  await expect(row.getByRole('cell', { name: /\$25 on / })).toBeVisible();

  // More than is still owed is refused, and the server's message shows in the form.
  await row.getByRole('button', { name: `Log payout to ${ADVISOR_NAME}` }).click();
  await dialog.getByLabel('Amount (USD)').fill('999999');
  await dialog.getByRole('button', { name: 'Review payout' }).click();
  await dialog.getByRole('button', { name: 'Log payout' }).click();
  await expect(dialog.getByRole('alert')).toContainText('is more than the');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, AREA_ROOTS.admin);
  await expect(page.getByRole('group', { name: /^Revenue by month/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-index-390');
  await visit(page, `${ADVISOR_PAYOUT_PAGES.admin}?date=${date}`);
  await expect(page.getByRole('row').filter({ hasText: ADVISOR_NAME })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-advisorpayments-390');

  // The advisor, in their own session, sees the payout on their payments page.
  const advisorContext = await browser.newContext({ baseURL });
  const advisorPage = await advisorContext.newPage();
  await openAdvisorTab(advisorPage, 'Payments', ADVISOR_PAYOUT_PAGES.dashboard, advisor);
  await visit(advisorPage, `${ADVISOR_PAYOUT_PAGES.dashboard}?month=${month}`);
  const received = advisorPage.getByRole('table', { name: /^Payouts received for / });
  await expect(received.getByRole('cell', { name: reference })).toBeVisible();
  await expect(received.getByRole('cell', { name: '$25' })).toBeVisible();
  await advisorContext.close();
});
