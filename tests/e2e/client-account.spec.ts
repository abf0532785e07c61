// The client account as a client of the journey's world lives it, with the three meetings the
// demo client starts with: every account page; a file uploaded with a
// visible progress bar, downloaded byte-identical, shared with the advisor (who sees it) and
// deleted; the meeting recording played, then deleted; a receipt printed; the time zone changed
// and the meeting times following it. axe checks each page on the way.
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { ADVISOR_CLIENT_PAGES } from '../../src/shared/routes/advisor-clients';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { BILLING_PAGES } from '../../src/shared/routes/billing';
import { MEETING_PAGES } from '../../src/shared/routes/meetings';
import { REVIEW_PAGES } from '../../src/shared/routes/reviews';
import { VAULT_PAGES } from '../../src/shared/routes/vault';
import { signIn, submitLogin } from './auth-helpers';
import { expectAccessible, expectVideoPlays, saveScreenshot, waitForQuiet } from './fixtures';
import { visit } from './visit';

test.use({ timezoneId: 'America/Chicago' });

const UPLOAD = Buffer.concat([
  Buffer.from('%PDF-1.4\n% net worth statement\n'),
  Buffer.alloc(6 * 1024 * 1024, 0x20),
]);

async function openWithHeading(page: Page, path: string, heading: string | RegExp) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForQuiet(page);
  await expectAccessible(page);
}

test('a client uses every account page', async ({ page, browser, baseURL, world }, testInfo) => {
  test.setTimeout(180_000);
  const client = await world.client();
  const advisor = await world.advisor();
  await world.meetings(client, advisor);
  const firstName = client.fullName.split(' ')[0]!;
  const advisorName = advisor.advisor.name;
  await visit(page, '/');
  await signIn(page, client.email, client.password);

  // Upcoming meetings, in the browser's zone until the client chooses one.
  await openWithHeading(page, AREA_ROOTS.account, new RegExp(`Hello, ${firstName}`));
  const upcoming = page.getByRole('listitem').filter({ hasText: advisorName }).first();
  await expect(upcoming).toContainText(/Central (Standard|Daylight) Time/);
  await saveScreenshot(page, testInfo, 'account-upcoming');

  // Past meetings: the notes, and the recording, which plays and is then deleted for good.
  await openWithHeading(page, MEETING_PAGES.account, /Past meetings/);
  const video = page.locator('video').first();
  await expectVideoPlays(video);
  await saveScreenshot(page, testInfo, 'account-past-recording');
  await page.getByRole('button', { name: 'Delete recording' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.locator('video')).toHaveCount(0);

  await openWithHeading(page, REVIEW_PAGES.account, /reviews/i);

  // Billing, and a receipt printed (the print dialog is the browser's; the call is what we see).
  await openWithHeading(page, BILLING_PAGES.account, /Billing/);
  await page
    .getByRole('link', { name: /Receipt/ })
    .first()
    .click();
  await expect(page.getByText('Receipt number')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await saveScreenshot(page, testInfo, 'receipt-print');
  await page.emulateMedia({ media: 'screen' });

  // The vault: upload with a visible progress bar (the upload is slowed to watch it).
  await openWithHeading(page, VAULT_PAGES.account, /Secure file vault/);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await page.getByLabel('File to upload').setInputFiles({
    name: 'Net worth statement.pdf',
    mimeType: 'application/pdf',
    buffer: UPLOAD,
  });
  await page.getByRole('button', { name: 'Upload file' }).click();
  const progress = page.getByRole('progressbar', { name: /Uploading/ });
  await expect(progress).toBeVisible();
  await saveScreenshot(page, testInfo, 'vault-uploading');
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const row = page.getByRole('row', { name: /Net worth statement\.pdf/ });
  await expect(row).toBeVisible();

  // Download: byte-identical.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Net worth statement.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Net worth statement.pdf');
  expect((await readFile((await download.path())!)).equals(UPLOAD)).toBe(true);

  // Share with the advisor, who sees it on their page of this client.
  await page.getByRole('button', { name: 'Share Net worth statement.pdf' }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: advisorName }).check();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: advisorName })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(row).toContainText(advisorName);
  await saveScreenshot(page, testInfo, 'vault-shared');

  const advisorContext = await browser.newContext({ baseURL });
  const advisorPage = await advisorContext.newPage();
  // Signed in from the page itself: the sign-in brings the advisor back to it.
  await visit(advisorPage, ADVISOR_CLIENT_PAGES.client(client.email));
  await submitLogin(advisorPage, advisor.email, advisor.password);
  await expect(advisorPage.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
  await expect(advisorPage.getByText('Net worth statement.pdf')).toBeVisible();
  // What the client answered before each Hour and what they paid for them.
  const payments = advisorPage.getByRole('region', { name: `Payments from ${firstName}` });
  await expect(payments.getByText(`The Hour with ${advisorName}`).first()).toBeVisible();
  expect(await payments.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  const told = advisorPage.getByRole('region', { name: `What ${firstName} told you` });
  await told.getByText('Read the answers').first().click();
  await expect(told.getByText(/For the meeting on/).first()).toBeVisible();
  await expect(told.locator('dt').first()).toBeVisible();
  await saveScreenshot(advisorPage, testInfo, 'advisor-client-page');
  await advisorContext.close();

  // Delete it, after the confirmation.
  await page.getByRole('button', { name: 'More actions for Net worth statement.pdf' }).click();
  await page.getByRole('menuitem', { name: /Delete/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByRole('row', { name: /Net worth statement\.pdf/ })).toHaveCount(0);

  // The profile: choose Pacific time; the meeting times follow.
  await openWithHeading(page, ACCOUNT_PAGES.profile, /profile/i);
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Los Angeles');
  await page.getByRole('option', { name: 'Pacific Time (Los Angeles)' }).click();
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText(/Times now show in Pacific Time/)).toBeVisible();
  await page.getByRole('link', { name: 'Upcoming meetings' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: advisorName }).first()).toContainText(
    /Pacific (Standard|Daylight) Time/,
  );
  await saveScreenshot(page, testInfo, 'account-pacific');
});
