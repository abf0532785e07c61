// A Plan delivered, from both sides: a new client buys The Plan from an advisor with the
// sandbox card, opens its portal and books the first meeting without paying again; the advisor
// (a second browser) moves the signup's follow-up and asks for a document from the client's page; the client uploads it against
// the request; the advisor downloads nothing yet but uploads the written plan; the client finds
// the delivered plan in the portal. Both see the paid fee among the engagement's invoices.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { FOLLOW_UP_STATUS_LABELS } from '../../src/shared/contracts/plans';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { ADVISOR_CLIENT_PAGES } from '../../src/shared/routes/advisor-clients';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { registerClient, submitLogin } from './auth-helpers';
import { chooseResidenceIfAsked, lastingOpenTime } from './booking-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { acceptAgreementsBeforeSignup } from './plans-helpers';
import { reloadApp, visit } from './visit';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41)]);
/** After a full page load the session is renewed silently first, slower on a busy machine. */
const AFTER_LOAD = { timeout: 30_000 };
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** From the advisor's profile to the paid Plan's confirmation, as a client does it. */
async function buyThePlan(page: Page, slug: string, fullName: string): Promise<void> {
  await visit(page, ADVISOR_PAGES.profile(slug));
  await page.getByRole('link', { name: 'Choose The Plan' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await acceptAgreementsBeforeSignup(page);
  await page.getByRole('checkbox', { name: /Retirement: when, and how much is enough/ }).check();
  await page.getByLabel('Your questions and goals').fill('How much should we save each month?');
  await page.getByRole('radio', { name: 'Me, a partner and dependents' }).check();
  await page.getByRole('radio', { name: '$250,000 – $1 million' }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the terms' }).check();
  await chooseResidenceIfAsked(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Name on card').fill(fullName);
  await page.getByLabel('Card number').fill(spaced(SANDBOX_TEST_CARDS.succeeds));
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/purchase\/the-plan\/success/);
}

test('a plan client books a meeting without paying, answers a document request and finds the written plan', async ({
  page,
  browser,
  baseURL,
  world,
}, testInfo) => {
  // Two browsers, two uploads and a dozen pages on a shared machine.
  test.setTimeout(300_000);
  const person = await world.advisor();
  const ADVISOR = person.advisor;
  const email = `portal.${world.tag}@example.com`;
  await registerClient(page, { email, fullName: 'Robin Portal' });
  await buyThePlan(page, ADVISOR.slug, 'Robin Portal');
  await page.getByRole('link', { name: 'Open The Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Plan' })).toBeVisible();
  await expect(page.getByText('0 of 4 included meetings booked')).toBeVisible();
  // The fee, paid, with its receipt as in Billing.
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.locator('tr[data-status="paid"]')).toHaveCount(1);
  await expect(invoices.getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'portal');

  // The first meeting, from the advisor's open times, with nothing to pay.
  await page.getByRole('button', { name: 'Book a meeting' }).click();
  const calendar = page.getByRole('region', { name: `Book a meeting with ${ADVISOR.name}` });
  await (await lastingOpenTime(calendar)).click();
  await expect(calendar.getByText('included, nothing to pay')).toBeVisible();
  await saveScreenshot(page, testInfo, 'booking');
  await calendar.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('1 of 4 included meetings booked')).toBeVisible();
  await expect(page.getByText(/Pay \$/)).toHaveCount(0);

  // The advisor, in a browser of their own, asks for a document from the client's page.
  const advisorContext = await browser.newContext({ baseURL });
  const advisor = await advisorContext.newPage();
  await visit(advisor, '/');
  await advisor.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  // The provider's page may take a while while the first browser is busy on the same server.
  await expect(advisor.getByLabel('Email')).toBeVisible({ timeout: 30_000 });
  await submitLogin(advisor, person.email, person.password);
  await expect(advisor.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await visit(advisor, ADVISOR_CLIENT_PAGES.client(email));
  await expect(advisor.getByRole('heading', { level: 1, name: 'Robin Portal' })).toBeVisible(
    AFTER_LOAD,
  );
  await advisor.getByLabel('Document to ask for').fill('Last two pay stubs');
  await advisor.getByLabel('Why you need it').fill('To check take-home pay.');
  await advisor.getByRole('button', { name: 'Ask for it' }).click();
  await expect(advisor.getByText('1 still needed.')).toBeVisible();
  // The signup's follow-up, moved by the advisor from the same page.
  const followUp = advisor.getByRole('region', { name: 'Follow-up' });
  await followUp
    .getByLabel('Follow-up status')
    .selectOption({ label: FOLLOW_UP_STATUS_LABELS.WaitingForClient });
  await followUp.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(advisor.getByText('The follow-up is saved.')).toBeVisible();

  // Advisor Home lists the plan to deliver and the document still owed, each leading back here.
  await advisor
    .getByRole('navigation', { name: 'Advisor Home' })
    .getByRole('link', { name: 'Overview' })
    .click();
  const toDo = advisor.getByRole('region', { name: 'What needs doing' });
  await expect(toDo.getByText('Robin Portal still owes “Last two pay stubs”')).toBeVisible();
  await saveScreenshot(advisor, testInfo, 'advisor-home-to-do');
  await toDo.getByRole('link', { name: /^Deliver Robin Portal’s written plan/ }).click();
  await expect(advisor.getByRole('heading', { level: 1, name: 'Robin Portal' })).toBeVisible();

  // The client answers it with a file from their computer: kept in the vault, marked sent.
  await reloadApp(page);
  await expect(page.getByText('Last two pay stubs')).toBeVisible(AFTER_LOAD);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Last two pay stubs' }).click();
  await (
    await chooser
  ).setFiles({ name: 'pay-stubs.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Nothing is outstanding.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download pay-stubs.pdf' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'document-sent');

  // The advisor sees it sent, and delivers the written plan.
  await reloadApp(advisor);
  // Also among the files the client shared, so the first is the request's.
  await expect(advisor.getByRole('button', { name: 'Download pay-stubs.pdf' }).first()).toBeVisible(
    AFTER_LOAD,
  );
  await expect(followUp.getByLabel('Follow-up status')).toHaveValue('WaitingForClient');
  const planChooser = advisor.waitForEvent('filechooser');
  await advisor.getByRole('button', { name: 'Upload the written plan' }).click();
  await (
    await planChooser
  ).setFiles({ name: 'Robin financial plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    advisor.getByRole('button', { name: 'Download Robin financial plan.pdf' }).first(),
  ).toBeVisible();
  // The advisor sees the fee paid, without the client's receipt.
  const advisorInvoices = advisor.getByRole('region', { name: 'Invoices' });
  await expect(advisorInvoices.locator('tr[data-status="paid"]')).toHaveCount(1);
  await expect(advisorInvoices.getByRole('link', { name: /^Receipt/ })).toHaveCount(0);
  await saveScreenshot(advisor, testInfo, 'advisor-side');
  await advisorContext.close();

  // The client finds the delivered plan in the account.
  await reloadApp(page);
  const plan = page.getByRole('region', { name: 'Your written plan' });
  await expect(plan.getByText('Robin financial plan.pdf')).toBeVisible(AFTER_LOAD);
  await expect(
    plan.getByRole('button', { name: 'Download Robin financial plan.pdf' }),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'plan-delivered');
});
