// An affiliate's referral end to end (docs/product.md#affiliates): a new affiliate copies their
// link from the share page; a visitor follows it, registers, accepts the agreements and books and
// pays The Hour; the affiliate's share page shows the sign-up and the earning; the admin finds it
// in that month's affiliate payments and logs the payout, which cannot be logged twice. The
// advisor booked and the admin are the journey's world's own.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { AFFILIATE_FEE_BPS } from '../../src/shared/constants';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { formatCurrency, formatMonth } from '../../src/shared/format';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { AFFILIATE_PAGES } from '../../src/shared/routes/affiliates';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { registerClient, signIn } from './auth-helpers';
import { answerIntake, payWith, pickFirstTime } from './booking-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

/** Looks at a page at phone width: nothing wider than the screen. Back to 1280 afterwards. */
async function atPhoneWidth(
  page: Page,
  name: string,
  testInfo: Parameters<typeof saveScreenshot>[1],
) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

// The booking page shows times in the visitor's zone; the helpers read Central Time.
test.use({ timezoneId: 'America/Chicago' });

test('a visitor brought by an affiliate’s link pays for The Hour; the affiliate earns and is paid once', async ({
  browser,
  baseURL,
  page,
  world,
}, testInfo) => {
  test.setTimeout(240_000);
  const [advisor, adminPerson] = await Promise.all([world.advisor(), world.admin()]);
  const stamp = world.tag;
  const affiliateEmail = `affiliate.${stamp}@example.com`;
  // Digits only after the name, as a person's name would not have the tag's letters.
  const affiliateName = `Morgan Referrer ${String(parseInt(stamp.slice(1), 16)).slice(-6)}`;

  // The affiliate, in a browser of their own, registers as one and copies their link from the
  // share page.
  const affiliateContext = await browser.newContext({ baseURL });
  const affiliate = await affiliateContext.newPage();
  await registerClient(affiliate, {
    email: affiliateEmail,
    fullName: affiliateName,
    affiliate: true,
  });
  await visit(affiliate, AFFILIATE_PAGES.share);
  const linkField = affiliate.getByRole('textbox', { name: 'Your link', exact: true });
  await expect(linkField).toHaveValue(/\/r\/morgan-referrer/);
  const url = await linkField.inputValue();
  const slug = new URL(url).pathname.split('/').pop()!;
  expect(new URL(url).pathname).toBe(AFFILIATE_PAGES.link(slug));
  await affiliate.getByRole('button', { name: 'Copy' }).click();
  await expect(affiliate.getByText(/The link is on your clipboard|copy it yourself/)).toBeVisible();

  // A visitor follows it, registers and books The Hour.
  const visitor = page;
  const landing = await visit(visitor, url);
  expect(landing?.status()).toBe(200);
  await expect(
    visitor.locator('#home').getByText(new RegExp(`shared by ${affiliateName}, an affiliate`)),
  ).toBeVisible();
  const visitorEmail = `referred.${stamp}@example.com`;
  await registerClient(visitor, { email: visitorEmail, fullName: 'Riley Referred' });
  await visit(visitor, BOOKING_PAGES.bookHour(advisor.advisor.slug));
  await pickFirstTime(visitor, 'next');
  await answerIntake(visitor);
  const pay = visitor.getByRole('button', { name: /^Pay \$/ });
  const paidCents = Math.round(
    Number(((await pay.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100,
  );
  expect(paidCents).toBeGreaterThan(0);
  await payWith(visitor, SANDBOX_TEST_CARDS.succeeds);
  await expect(visitor).toHaveURL(/\/booked\?event=[0-9a-f-]{36}$/);

  // The affiliate's share page: one sign-up and the fee of that payment, this month.
  const earned = formatCurrency(Math.round((paidCents * AFFILIATE_FEE_BPS) / 10_000));
  const month = formatMonth(new Date().toISOString().slice(0, 7));
  await visit(affiliate, AFFILIATE_PAGES.share);
  const earnings = affiliate.getByRole('region', { name: 'Your earnings' });
  const monthRow = earnings.getByRole('row').filter({ hasText: month });
  await expect(monthRow).toBeVisible();
  await expect(monthRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(monthRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(monthRow.getByRole('cell').nth(3)).toHaveText(earned);
  await expectAccessible(affiliate);
  await saveScreenshot(affiliate, testInfo, 'share-earned-1280');
  await atPhoneWidth(affiliate, 'share-earned-390', testInfo);

  // The admin finds it in this month's affiliate payments and logs the payout, once.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await visit(admin, '/');
  await signIn(admin, adminPerson.email, adminPerson.password);
  await visit(admin, ADMIN_PAGES.affiliatePayments);
  await expect(admin.getByRole('heading', { level: 1, name: 'Affiliate payments' })).toBeVisible();
  await admin.getByLabel('Search names, emails and links').fill(affiliateEmail);
  const row = admin.getByRole('row').filter({ hasText: affiliateEmail });
  // The search's answer has replaced the whole list (until then the old rows stay, dimmed).
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await expect(admin.locator('[data-stale]')).toHaveCount(0);
  await expect(row).toContainText(AFFILIATE_PAGES.link(slug));
  await expect(row).toContainText(earned);
  await expectAccessible(admin);
  await saveScreenshot(admin, testInfo, 'affiliate-payments-1280');
  await row.getByRole('button', { name: `Log the payout to ${affiliateName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Log the payout to ${affiliateName}` });
  await expect(dialog).toContainText(`${month}: earned ${earned}, still owed ${earned}`);
  await expect(dialog.getByLabel('Amount paid (USD)')).toHaveValue(
    (Math.round((paidCents * AFFILIATE_FEE_BPS) / 10_000) / 100).toFixed(2),
  );
  await dialog.getByLabel(/Reference/).fill(`ACH ${stamp}`);
  await saveScreenshot(admin, testInfo, 'log-payout-1280');
  await dialog.getByRole('button', { name: /Log( the)? payout/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`ACH ${stamp}`);
  await expect(row.getByRole('button', { name: /Log the payout/ })).toHaveCount(0);
  await atPhoneWidth(admin, 'affiliate-payments-390', testInfo);

  // Never twice for the same month: after a reload the month shows its payout and no way to log
  // another (the server refuses a second one with 409: affiliate-payouts.routes.test.ts).
  await reloadApp(admin);
  await admin.getByLabel('Search names, emails and links').fill(affiliateEmail);
  await expect(row).toContainText(`ACH ${stamp}`);
  await expect(admin.locator('[data-stale]')).toHaveCount(0);
  await expect(admin.getByRole('button', { name: /Log the payout/ })).toHaveCount(0);

  // The affiliate sees the payout on their share page.
  await visit(affiliate, AFFILIATE_PAGES.share);
  await expect(
    affiliate
      .getByRole('region', { name: 'Your earnings' })
      .getByRole('row')
      .filter({ hasText: month }),
  ).toContainText(earned);
  await expect(affiliate.getByRole('region', { name: 'Your earnings' })).toContainText(
    `ACH ${stamp}`,
  );
  await adminContext.close();
  await affiliateContext.close();
});
