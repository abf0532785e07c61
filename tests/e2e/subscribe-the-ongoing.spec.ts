// The Ongoing with its flag on: an admin turns the flag on (on a server of the journey's own, the
// flag being the whole site's), the advisor's Ongoing is open, and a new client subscribes (overview, terms, form, the first quarter paid), finds the quarterly
// invoice in billing, then cancels from the account and is told no further invoice comes.
import { expect, test } from './test';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { BILLING_PAGES } from '../../src/shared/routes/billing';
import { PLAN_PAGES } from '../../src/shared/routes/plans';
import { registerClient } from './auth-helpers';
import { chooseResidenceIfAsked } from './booking-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import {
  asSignedIn,
  setFeatureFlag,
  switchOfferingOn,
  acceptAgreementsBeforeSignup,
} from './plans-helpers';
import { visit } from './visit';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

// The TheOngoing flag is the whole site's: this journey turns it on a server of its own.
test.use({ ownServer: true });

test('a client subscribes to The Ongoing, sees the quarterly invoice, then cancels', async ({
  page,
  browser,
  baseURL,
  world,
}, testInfo) => {
  test.setTimeout(300_000);
  const admin = await world.admin();
  // The journey's own advisor, whose Ongoing starts off and is switched on as the advisor would.
  const person = await world.advisor({ ongoing: false });
  const ADVISOR = person.advisor.name;
  await asSignedIn(browser, baseURL, admin, (adminPage, headers) =>
    setFeatureFlag(adminPage, headers, 'TheOngoing', true),
  );
  try {
    const offeringId = await asSignedIn(browser, baseURL, person, (advisor, headers) =>
      switchOfferingOn(advisor, headers, 'ongoing'),
    );
    await registerClient(page, {
      email: `ongoing.${world.tag}@example.com`,
      fullName: 'Sam Steady',
    });

    await visit(page, PLAN_PAGES.purchaseOngoing(offeringId));
    await expect(
      page.getByRole('heading', { level: 1, name: `The Ongoing with ${ADVISOR}` }),
    ).toBeVisible();
    await expect(
      page.getByText(/\/month, billed \$[\d,]+ every three months/).first(),
    ).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'overview');
    await page.getByRole('link', { name: 'Continue to the terms' }).click();

    await expect(page).toHaveURL(PLAN_PAGES.ongoingTerms(offeringId));
    await expect(page.getByRole('region', { name: 'Terms' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await acceptAgreementsBeforeSignup(page);
    await page.getByRole('checkbox', { name: /Investing and my portfolio/ }).check();
    await page
      .getByLabel('Your questions and goals')
      .fill('Keep our investments on track and check in before big decisions.');
    await page.getByRole('radio', { name: 'Just me' }).check();
    await page.getByRole('radio', { name: '$50,000 – $250,000' }).check();
    await page.getByRole('checkbox', { name: 'I have read and accept the terms' }).check();
    await chooseResidenceIfAsked(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByText(/Today you pay the first quarter/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'payment');
    await page.getByLabel('Name on card').fill('Sam Steady');
    await page.getByLabel('Card number').fill(spaced(SANDBOX_TEST_CARDS.succeeds));
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    const quarter = ((await pay.textContent()) ?? '').replace('Pay', '').trim();
    await pay.click();

    await expect(page).toHaveURL(/\/purchase\/the-ongoing\/success\?signup=[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { name: `You’re signed up for The Ongoing with ${ADVISOR}` }),
    ).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'confirmation');

    await visit(page, BILLING_PAGES.account);
    // The first quarter is on the billing page with its receipt.
    const row = page.getByRole('row').filter({ hasText: quarter });
    await expect(row.first()).toBeVisible();
    await expect(row.first().getByRole('link', { name: 'Receipt' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'billing');

    await visit(page, AREA_ROOTS.account);
    await page.getByRole('button', { name: 'Cancel The Ongoing' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/no further invoice will be issued/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'cancel-confirmation');
    await dialog.getByRole('button', { name: 'Cancel The Ongoing' }).click();
    await expect(page.getByText('The Ongoing is cancelled')).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    // The quarter paid for is kept: it ends on its last day, not now (ADR 0067).
    await expect(page.getByText(/^Ends on /).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel The Ongoing' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'cancelled');
  } finally {
    await asSignedIn(browser, baseURL, admin, (adminPage, headers) =>
      setFeatureFlag(adminPage, headers, 'TheOngoing', false),
    );
  }
});
