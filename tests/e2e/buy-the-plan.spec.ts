// The Plan as a new client buys it: open an advisor's profile, choose The Plan, read the advisor's
// terms, answer the signup form and accept the terms, pay with the sandbox's test card, land on the
// confirmation and open the engagement from it; the invoice is on the billing page.
import { expect, test } from './test';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { BILLING_PAGES } from '../../src/shared/routes/billing';
import { PLAN_PAGES } from '../../src/shared/routes/plans';
import { registerClient } from './auth-helpers';
import { chooseResidenceIfAsked } from './booking-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { acceptAgreementsBeforeSignup, asSignedIn, switchOfferingOn } from './plans-helpers';
import { visit } from './visit';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

test('a new client buys The Plan from a profile and finds it in the account and in billing', async ({
  page,
  browser,
  baseURL,
  world,
}, testInfo) => {
  test.setTimeout(240_000);
  // The journey's own advisor, whose Plan starts off and is switched on as the advisor would.
  const person = await world.advisor({ plan: false });
  const ADVISOR = person.advisor;
  await asSignedIn(browser, baseURL, person, (advisor, headers) =>
    switchOfferingOn(advisor, headers, 'plan'),
  );
  await registerClient(page, {
    email: `plan.${world.tag}@example.com`,
    fullName: 'Jordan Planner',
  });

  await visit(page, ADVISOR_PAGES.profile(ADVISOR.slug));
  await page.getByRole('link', { name: 'Choose The Plan' }).click();
  await expect(page).toHaveURL(PLAN_PAGES.planTerms(ADVISOR.slug));
  await expect(
    page.getByRole('heading', { level: 1, name: `The Plan with ${ADVISOR.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'terms');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A new client reads and accepts the client agreements before the form; it refuses to go on
  // without the box ticked.
  await expect(page.getByRole('heading', { name: /our client agreements/ })).toBeVisible();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Please tick the box to accept the agreements.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'agreements');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'agreements-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await acceptAgreementsBeforeSignup(page);

  // The form refuses to go on without the terms accepted.
  await page.getByRole('checkbox', { name: /Retirement: when, and how much is enough/ }).check();
  await page
    .getByLabel('Your questions and goals')
    .fill('When can we retire, and how should we pay for our children’s college?');
  await page.getByRole('radio', { name: 'Me, a partner and dependents' }).check();
  await page.getByRole('radio', { name: '$250,000 – $1 million' }).check();
  await page.getByLabel('Extra information').fill('We both have workplace pensions.');
  await chooseResidenceIfAsked(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please read and accept the terms to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the terms' }).check();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'signup-form');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByLabel('Card number')).toBeVisible();
  await saveScreenshot(page, testInfo, 'payment');
  await page.getByLabel('Name on card').fill('Jordan Planner');
  await page.getByLabel('Card number').fill(spaced(SANDBOX_TEST_CARDS.succeeds));
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  const amount = ((await pay.textContent()) ?? '').replace('Pay', '').trim();
  await pay.click();

  await expect(page).toHaveURL(/\/purchase\/the-plan\/success\?signup=[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: `You’re signed up for The Plan with ${ADVISOR.name}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'confirmation');
  const open = page.getByRole('link', { name: 'Open The Plan' });
  await expect(open).toHaveAttribute('href', /\/account\/engagements\/[0-9a-f-]{36}$/);

  await open.click();
  await expect(page).toHaveURL(/\/account\/engagements\/[0-9a-f-]{36}$/);

  await visit(page, AREA_ROOTS.account);
  await expect(
    page.getByRole('link', { name: `Open The Plan with ${ADVISOR.name}` }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'account');

  await visit(page, BILLING_PAGES.account);
  // The fee paid is on the billing page with its receipt.
  const row = page.getByRole('row').filter({ hasText: amount });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByRole('link', { name: 'Receipt' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing');
});
