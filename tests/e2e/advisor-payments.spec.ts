// An advisor opens Payments in Advisor Home: a month of earnings from the paid meetings of a client
// of theirs with the referral fee taken off, then downloads that month's CSV; the page also fits a
// phone without sideways scrolling.
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { EARNINGS_CSV_HEADER } from '../../src/shared/contracts/advisor-payouts';
import { ADVISOR_PAYOUT_PAGES } from '../../src/shared/routes/advisor-payouts';
import { openAdvisorTab } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an advisor sees a month of earnings and downloads it as CSV', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(90_000);
  const advisor = await world.advisor();
  await world.meetings(await world.client(), advisor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdvisorTab(page, 'Payments', ADVISOR_PAYOUT_PAGES.dashboard, advisor);

  const table = page.getByRole('table', { name: /^Earnings in / });
  await expect(table).toBeVisible();
  await expect(table.getByRole('cell', { name: 'The Hour' }).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\$/ }).first()).toBeVisible();
  const month = await page.getByRole('combobox', { name: 'Month' }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'payments-1280');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`earnings-${month}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe(EARNINGS_CSV_HEADER.join(','));
  expect(rows.length).toBeGreaterThan(2);
  expect(rows.at(-1)).toMatch(/^Total,,/);

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `${ADVISOR_PAYOUT_PAGES.dashboard}?month=${month}`);
  await expect(page.getByRole('table', { name: /^Earnings in / })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'payments-390');
});
