// The compliance (books-and-records) report: the demo advisor opens it from Advisor Home's
// navigation, widens the date range to see the meetings still to come, downloads the PDF and the
// CSV, and prints it; the page fits a phone. An admin opens the same report from Admin → Users.
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { REPORT_CSV_HEADER } from '../../src/shared/contracts/records';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { RECORDS_PAGE_PATTERNS } from '../../src/shared/routes/records';
import { DEMO, signIn } from './auth-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

const reportUrl = (pattern: string) =>
  new RegExp(`${pattern.replace(':userId', '[0-9a-f-]+')}(\\?.*)?$`);
const FILE_NAME = /^compliance-report-thomas-nguyen-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\./;

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the advisor reads their compliance report, changes the range and downloads it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await signIn(page, DEMO.advisor.email, DEMO.advisor.password);
  await page.getByRole('banner').getByRole('link', { name: 'Advisor Home' }).click();
  await expect(page).toHaveURL(new RegExp(`${AREA_ROOTS.dashboard}$`));
  await page
    .getByRole('navigation', { name: 'Advisor Home' })
    .getByRole('link', { name: 'Compliance' })
    .click();
  await expect(page).toHaveURL(reportUrl(RECORDS_PAGE_PATTERNS.dashboard));
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance report' })).toBeVisible();

  // The last 12 months: the meetings held, the Plan and the Ongoing, fees and disclosures.
  const meetings = page.getByRole('region', { name: /^Meetings/ });
  await expect(meetings.getByRole('cell', { name: 'Casey Morgan' }).first()).toBeVisible();
  const engagements = page.getByRole('region', { name: /^Engagements/ });
  await expect(engagements.getByRole('cell', { name: 'Riley Parker' })).toBeVisible();
  await expect(engagements.getByRole('cell', { name: 'Sam Ortiz' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Agreements and disclosures/ })
      .getByText('Form CRS Client Relationship Summary')
      .first(),
  ).toBeVisible();
  const heldOnly = await meetings.getByRole('row').count();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'compliance-report-1280');

  // A range reaching a month ahead also lists the meetings still to come.
  await page.getByLabel('From', { exact: true }).fill(isoDay(-400));
  await page.getByLabel('To', { exact: true }).fill(isoDay(30));
  await page.getByRole('button', { name: 'Show records' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(-400)}&to=${isoDay(30)}`));
  await expect.poll(() => meetings.getByRole('row').count()).toBeGreaterThan(heldOnly);
  await expect(meetings.getByRole('cell', { name: 'The Plan' })).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(FILE_NAME);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(FILE_NAME);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const rows = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\r\n');
  expect(rows[0]).toBe(REPORT_CSV_HEADER.join(','));
  expect(rows.filter((row) => row.startsWith('Meeting,')).length).toBeGreaterThan(heldOnly - 1);

  // Printing leaves the records alone: no site header, navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Advisor Home' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(meetings).toBeVisible();
  await saveScreenshot(page, testInfo, 'compliance-report-print');
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 390, height: 844 });
  await reloadApp(page);
  await expect(meetings.getByRole('cell', { name: 'Casey Morgan' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'compliance-report-390');
});

test("an admin opens an advisor's compliance report from Users", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await visit(page, `${ADMIN_PAGES.users}?search=thomas.nguyen`);
  await page.getByRole('link', { name: 'Compliance report of Thomas Nguyen' }).click();
  await expect(page).toHaveURL(reportUrl(RECORDS_PAGE_PATTERNS.admin));
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance report' })).toBeVisible();
  await expect(page.getByText(/^Thomas Nguyen: records from/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Engagements/ }).getByRole('cell', { name: 'Riley Parker' }),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-compliance-report-1280');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(FILE_NAME);

  await page.setViewportSize({ width: 390, height: 844 });
  await reloadApp(page);
  await expect(page.getByRole('region', { name: /^Meetings/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-compliance-report-390');
});
