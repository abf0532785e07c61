// The money-back promise for The Plan (ADR 0066): a new client buys The Plan, asks for their money
// back from the billing page, an admin finds the request among the Plan's money-back requests and
// refunds the invoice, and the client's billing page shows it refunded.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { BILLING_PAGES } from '../../src/shared/routes/billing';
import { PLANS_ADMIN_PAGES } from '../../src/shared/routes/plans-admin';
import { registerClient } from './auth-helpers';
import { chooseResidenceIfAsked } from './booking-helpers';
import { docShots } from './doc-screenshots';
import { expectAccessible } from './fixtures';
import { acceptAgreementsBeforeSignup, asSignedIn, switchOfferingOn } from './plans-helpers';
import { reloadApp, visit } from './visit';

const REASON = 'The plan did not look at our pensions, which was the reason we came.';
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

async function buyThePlan(page: Page, slug: string, name: string): Promise<void> {
  await visit(page, ADVISOR_PAGES.profile(slug));
  await page.getByRole('link', { name: 'Choose The Plan' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await acceptAgreementsBeforeSignup(page);
  await page.getByRole('checkbox', { name: /Retirement: when, and how much is enough/ }).check();
  await page.getByLabel('Your questions and goals').fill('When can we retire?');
  await page.getByRole('radio', { name: 'Me, a partner and dependents' }).check();
  await page.getByRole('radio', { name: '$250,000 – $1 million' }).check();
  await chooseResidenceIfAsked(page);
  await page.getByRole('checkbox', { name: 'I have read and accept the terms' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(spaced(SANDBOX_TEST_CARDS.succeeds));
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/purchase\/the-plan\/success\?signup=[0-9a-f-]{36}$/);
}

test('a Plan client asks for their money back and an admin refunds it', async ({
  page,
  browser,
  baseURL,
  world,
}, testInfo) => {
  test.setTimeout(300_000);
  // The journey's own advisor, whose Plan starts off and is switched on as the advisor would.
  const advisor = await world.advisor({ plan: false });
  await asSignedIn(browser, baseURL, advisor, (advisorPage, headers) =>
    switchOfferingOn(advisorPage, headers, 'plan'),
  );
  const name = `Morgan Refund ${world.tag}`;
  await registerClient(page, { email: `money-back.${world.tag}@example.com`, fullName: name });
  await buyThePlan(page, advisor.advisor.slug, name);

  // The terms and the billing page say the rule; the request is asked from billing.
  await visit(page, BILLING_PAGES.account);
  await page.getByRole('button', { name: /^Money back for invoice INV-\d{6}$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for your money back' });
  await expect(dialog.getByText(/before your written plan is delivered/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ask for my money back' }).click();
  await expect(dialog.getByText('Tell us in a sentence what went wrong.')).toBeVisible();
  await dialog.getByLabel('What went wrong?').fill(REASON);
  await expectAccessible(page);
  await docShots(page, testInfo, 'plan-money-back-request');
  await dialog.getByRole('button', { name: 'Ask for my money back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Money back asked on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Money back for invoice/ })).toHaveCount(0);

  // The admin sees it waiting and settles it with the invoice's refund.
  await asSignedIn(browser, baseURL, await world.admin(), async (admin) => {
    await visit(admin, `${PLANS_ADMIN_PAGES.thePlan}?view=money-back`);
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(REASON);
    await row.getByRole('link', { name: 'Review and refund' }).click();
    await expect(admin.getByText('Money back requested')).toBeVisible();
    await admin.getByRole('button', { name: /^Refund INV-/ }).click();
    const refund = admin.getByRole('dialog');
    await refund.getByLabel('Reason').fill('Money-back promise.');
    await refund.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(admin.getByText('Money back requested')).toHaveCount(0);
    await visit(admin, `${PLANS_ADMIN_PAGES.thePlan}?view=money-back`);
    await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  // The client sees the fee refunded.
  await reloadApp(page);
  await expect(page.getByText(/^Refunded \$/).first()).toBeVisible();
});
