// The user agreements (docs/product.md#user-agreements): a new client accepts them on the way to
// paying for The Hour; an admin then publishes a new Form CRS; the payment is refused until the
// client reads and accepts it, then goes through; the admin sees the acceptance in the list.
// Publishing changes the documents in force for the whole site: the journey runs on a server of
// its own, and books its world's own advisor.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { registerClient, signIn } from './auth-helpers';
import { chooseResidenceIfAsked, lastingOpenTime } from './booking-helpers';
import { PDF, choosePdf, expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

const CRS = 'Form CRS Client Relationship Summary';
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

// The documents in force are the whole site's (ADR 0075).
test.use({ ownServer: true });

async function toPayment(page: Page, advisorSlug: string): Promise<void> {
  await visit(page, BOOKING_PAGES.bookHour(advisorSlug));
  await page.getByRole('button', { name: 'Next week' }).click();
  const first = await lastingOpenTime(page);
  await first.click();
  await chooseResidenceIfAsked(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await page.getByRole('checkbox', { name: /Retirement: when, and how much is enough/ }).check();
  await page.getByLabel('Your questions').fill('Should we pay off the mortgage before retiring?');
  await page.getByRole('radio', { name: 'Me and a partner' }).check();
  await page.getByRole('radio', { name: '$250,000 – $1 million' }).check();
  await page.getByRole('button', { name: 'Save & continue' }).click();
}

async function acceptAll(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I have read and accept these agreements' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Name on card').fill('Morgan Agreeing');
  await page.getByLabel('Card number').fill(spaced(SANDBOX_TEST_CARDS.succeeds));
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test('a client must accept a newly published Form CRS before booking; the admin sees it', async ({
  browser,
  baseURL,
  page,
  world,
}, testInfo) => {
  // Two people, a publication and two pages measured at two widths: long on a loaded machine.
  test.setTimeout(240_000);
  const [advisor, adminPerson] = await Promise.all([world.advisor(), world.admin()]);
  const email = `agree.${world.tag}@example.com`;
  await registerClient(page, { email, fullName: 'Morgan Agreeing' });

  // First booking: the agreements come before the card form, each a link to read it.
  await toPayment(page, advisor.advisor.slug);
  const step = page.getByRole('region', { name: /our client agreements/ });
  await expect(step).toBeVisible();
  await expect(step.getByRole('link', { name: new RegExp(CRS) })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'agreements-1280');
  await acceptAll(page);
  await fillCard(page);

  // Meanwhile an admin publishes a new version of the Form CRS.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await visit(admin, '/');
  await signIn(admin, adminPerson.email, adminPerson.password);
  await visit(admin, ADMIN_PAGES.documents);
  await admin.getByRole('button', { name: `Upload a new version of ${CRS}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('every client accepts it again');
  await choosePdf(dialog, {
    name: 'Form CRS 2026.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const publish = dialog.getByRole('button', { name: /^Publish version \d+$/ });
  const version = Number((await publish.textContent())?.replace(/\D/g, ''));
  await publish.click();
  await expect(admin.getByText(`Version ${version} of ${CRS} is now in force.`)).toBeVisible();

  // The payment is refused, nothing charged: the updated agreement is shown to read and accept.
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const updated = page.getByRole('region', { name: 'We have updated our agreements' });
  await expect(updated).toBeVisible();
  await expect(updated.getByRole('alert')).toContainText(
    `Please read and accept the current ${CRS}`,
  );
  await expect(updated.getByRole('listitem').filter({ hasText: CRS })).toContainText('Updated');
  await expect(page).toHaveURL(/\/booking\//);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'agreements-updated-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'agreements-updated-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Accepted: the booking goes through.
  await acceptAll(page);
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/booked\?event=[0-9a-f-]{36}$/);

  // The admin's list: the client's acceptance of the new version on top of theirs.
  await visit(admin, ADMIN_PAGES.userAgreements);
  await expect(admin.getByRole('heading', { level: 1, name: 'User agreements' })).toBeVisible();
  const rows = admin.getByRole('row').filter({ hasText: email });
  const newVersion = rows.filter({ hasText: `${CRS} · version ${version}` });
  await expect(newVersion.filter({ hasText: 'Agreement step' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Paid booking' }).first()).toBeVisible();
  // Searched by the client's email and filtered to the Form CRS: versions 1 and 2 accepted on the
  // agreement step, and version 2 again with the paid booking.
  await admin.getByLabel('Search client names and emails').fill(email);
  await expect(admin).toHaveURL(/[?&]q=agree\./);
  await admin.getByLabel('Document').selectOption({ label: CRS });
  await expect(admin).toHaveURL(/document=form-crs/);
  await expect(admin.locator('[data-stale]')).toHaveCount(0);
  const table = admin.getByRole('table', { name: /Acceptances/ });
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: 'Privacy' })).toHaveCount(0);
  await expectAccessible(admin);
  await saveScreenshot(admin, testInfo, 'user-agreements-1280');
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(admin, testInfo, 'user-agreements-390');
  await adminContext.close();
});
