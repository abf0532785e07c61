// The compliance (books-and-records) report: the world's advisor, with meetings, a Plan and an
// Ongoing of the world's clients, opens it from Advisor Home's navigation, widens the date range
// to see the meetings still to come, downloads the PDF and the CSV, and prints it; the page fits a
// phone. An admin opens the same report from Admin → Users.
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { REPORT_CSV_HEADER } from '../../src/shared/contracts/records';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { RECORDS_PAGE_PATTERNS } from '../../src/shared/routes/records';
import { signIn } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';
import type { World, WorldAdvisor, WorldPerson } from './world';

const reportUrl = (pattern: string) =>
  new RegExp(`${pattern.replace(':userId', '[0-9a-f-]+')}(\\?.*)?$`);
/** The report's files are named for the advisor (letters and a space) and the range. */
const fileName = (advisor: WorldAdvisor) =>
  new RegExp(
    `^compliance-report-${advisor.advisor.name.toLowerCase().replace(/ /g, '-')}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.`,
  );

/** An advisor with a client's three meetings, a client in The Plan and one in The Ongoing. */
async function practiceWithRecords(world: World): Promise<{
  advisor: WorldAdvisor;
  client: WorldPerson;
  planClient: WorldPerson;
  ongoingClient: WorldPerson;
}> {
  const [advisor, client, planClient, ongoingClient] = await Promise.all([
    world.advisor(),
    world.client(),
    world.client(),
    world.client(),
  ]);
  await world.meetings(client, advisor);
  await world.engagement(planClient, advisor, 'plan');
  await world.engagement(ongoingClient, advisor, 'ongoing');
  return { advisor, client, planClient, ongoingClient };
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('the advisor reads their compliance report, changes the range and downloads it', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const { advisor, client, planClient, ongoingClient } = await practiceWithRecords(world);
  const FILE_NAME = fileName(advisor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await signIn(page, advisor.email, advisor.password);
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
  await expect(meetings.getByRole('cell', { name: client.fullName }).first()).toBeVisible();
  const engagements = page.getByRole('region', { name: /^Engagements/ });
  await expect(engagements.getByRole('cell', { name: planClient.fullName })).toBeVisible();
  await expect(engagements.getByRole('cell', { name: ongoingClient.fullName })).toBeVisible();
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
  await expect(meetings.getByRole('cell', { name: client.fullName }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'compliance-report-390');
});

test("an admin opens an advisor's compliance report from Users", async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(90_000);
  const [admin, { advisor, planClient }] = await Promise.all([
    world.admin(),
    practiceWithRecords(world),
  ]);
  const FILE_NAME = fileName(advisor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await visit(page, `${ADMIN_PAGES.users}?q=${encodeURIComponent(advisor.email)}`);
  await page.getByRole('link', { name: `Compliance report of ${advisor.advisor.name}` }).click();
  await expect(page).toHaveURL(reportUrl(RECORDS_PAGE_PATTERNS.admin));
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance report' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${advisor.advisor.name}: records from`))).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Engagements/ })
      .getByRole('cell', { name: planClient.fullName }),
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
