// The admin reports (docs/product.md#admin-reports): the admin opens Reports from the console's
// Money group, reads the last twelve months by month (totals, revenue beside refunds, the table
// with its totals row), switches to by advisor (kept in the address), sorts, and downloads the
// CSV whose header is the table's columns. The page fits a phone.
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { reportCsvHeader } from '../../src/shared/contracts/admin-reports';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { signIn } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an admin reads the reports by month and by advisor and downloads the CSV', async ({
  page,
  world,
}, testInfo) => {
  test.slow();
  const [admin, client, advisor] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  // The world's advisor earns from the meetings its client paid for: a row of the report.
  await world.meetings(client, advisor);
  const advisorName = advisor.advisor.name;
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.admin}$`));
  await page
    .getByRole('link', { name: /^Reports/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.reports}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // By month: the last twelve months, a chart whose bars read out, the table and its totals.
  await expect(page.getByText(/calendar months in UTC/)).toBeVisible();
  const totals = page.getByRole('definition').first();
  await expect(totals).toBeVisible();
  const chart = page.getByRole('group', { name: /^Revenue \$[\d,.]+ and refunds \$/ });
  await expect(chart).toBeVisible();
  await chart.getByRole('img').last().focus();
  await expect(
    page.getByText(/^[A-Z][a-z]+ \d{4}: revenue \$[\d,.]+, refunds \$[\d,.]+$/),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /^By month, / });
  await expect(table.getByRole('row')).toHaveCount(12 + 2);
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-reports-month-1280');

  // By advisor: in the address, the world's advisor listed, sorted on the server.
  await page.getByText('By advisor', { exact: true }).click();
  await expect(page).toHaveURL(/by=advisor/);
  const advisors = page.getByRole('table', { name: /^By advisor, / });
  await expect(advisors.getByRole('row').filter({ hasText: advisorName })).toBeVisible();
  await advisors.getByRole('button', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/sort=revenue&dir=asc/);
  await expect(advisors.getByRole('columnheader', { name: 'Revenue' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await saveScreenshot(page, testInfo, 'admin-reports-advisor-1280');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^report-by-advisor-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/,
  );
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(reportCsvHeader('advisor').join(','));
  expect(lines.some((line) => line.startsWith(`${advisorName},`))).toBe(true);
  expect(lines.at(-2)).toMatch(/^Total,/);

  // A phone: the same report as cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, ADMIN_PAGES.reports);
  await expect(page.getByRole('table', { name: /^By month, / })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-reports-month-390');
  await page.getByText('By advisor', { exact: true }).click();
  await expect(page.getByRole('table', { name: /^By advisor, / })).toBeVisible();
  // No column headers to click on a phone: the order is a list.
  await page.getByLabel('Sort advisors by').selectOption({ label: 'Name, A to Z' });
  await expect(page).toHaveURL(/sort=advisor&dir=asc/);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-reports-advisor-390');
});
