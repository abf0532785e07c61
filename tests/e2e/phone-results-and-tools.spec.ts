// On a 390 px phone: the first screen of the advisor results shows three advisors' names, prices,
// ratings and next times; the booked page leads with the meeting's date, time and advisor; a Money
// Tools link opens with its numbers, typing changes the link, and back restores it.
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { buildAdvisorResultsUrl } from '../../src/shared/advisor-search-url';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { registerClient } from './auth-helpers';
import { answerIntake, payWith, pickFirstTime } from './booking-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, timezoneId: 'America/Chicago' });

/**
 * The element is drawn wholly within the first screen (no scrolling) as production shows it: the
 * journey server's test-mode ribbon (ADR 0063) is not on a production page, so its height is not
 * counted against the screen.
 */
async function expectOnFirstScreen(locator: Locator, page: Page): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const ribbon = await page.getByRole('complementary', { name: 'Test mode' }).boundingBox();
  const height = (page.viewportSize()?.height ?? 0) + (ribbon?.height ?? 0);
  expect(box, 'has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/** A screenshot at 390 px (as the test runs) and one at 1280 px, then back to the phone. */
async function screenshotsAtBothWidths(
  page: Page,
  testInfo: Parameters<typeof saveScreenshot>[1],
  name: string,
): Promise<void> {
  // What a phone shows before any scrolling, then the whole page.
  await saveScreenshot(page, testInfo, `${name}-390-first-screen`, { fullPage: false });
  await saveScreenshot(page, testInfo, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

test('the first screen of the advisor results shows three names, prices, ratings and next times', async ({
  page,
}, testInfo) => {
  // Highest rated first: other journeys approve new advisors with no reviews yet, who may well be
  // the soonest available.
  await visit(page, buildAdvisorResultsUrl({ filters: [], sort: 'rating' }));
  const cards = page.locator('main article');
  await expect(cards.nth(2)).toBeVisible();
  // The next open time shows once the page has hydrated.
  await expect(cards.nth(2).getByText(/Next available/)).toBeVisible();
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(index);
    await expectOnFirstScreen(card.getByRole('heading', { level: 3 }), page);
    await expectOnFirstScreen(card.getByText(/\/hour$/), page);
    await expectOnFirstScreen(card.getByText(/\(\d+ reviews?\)/), page);
    await expectOnFirstScreen(card.getByText(/Next available/), page);
    // One link per card, to the profile.
    await expect(card.getByRole('link')).toHaveCount(1);
  }
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Filters stay one button away.
  await page.getByRole('button', { name: /Filters/ }).click();
  await expect(page.getByRole('heading', { name: /Filter advisors/ })).toBeVisible();
  await page.getByRole('button', { name: /Filters/ }).click();
  await screenshotsAtBothWidths(page, testInfo, 'results');
});

test('the booked page leads with the meeting’s date, time and advisor', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  // The world's own advisor: no other journey takes the time booked here.
  const { advisor } = await world.advisor();
  // Registered at desktop width (the helper checks the header's account link), booked on the phone.
  await page.setViewportSize(DESKTOP);
  await registerClient(page, {
    email: `phone.booked.${world.tag}@example.com`,
    fullName: 'Sam Phone',
  });
  await page.setViewportSize(PHONE);
  await visit(page, BOOKING_PAGES.bookHour(advisor.slug));
  const chosen = await pickFirstTime(page, 'next');
  await answerIntake(page);
  await payWith(page, SANDBOX_TEST_CARDS.succeeds);
  await expect(page).toHaveURL(/\/booked\?event=[0-9a-f-]{36}$/);

  const card = page.getByRole('article', { name: `The Hour with ${advisor.name}` });
  await expect(card).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectOnFirstScreen(card.getByRole('heading', { name: advisor.name }), page);
  await expectOnFirstScreen(card.getByText(chosen, { exact: false }).first(), page);
  await expectOnFirstScreen(card.getByText(/Central (Standard|Daylight) Time/).first(), page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, testInfo, 'booked');
});

test('a Money Tools link opens with its numbers, typing changes the link, back restores it', async ({
  page,
}, testInfo) => {
  const query = 'tool=loan&kind=loan&amount=200000&rate=6&years=30';
  await visit(page, `${SITE_PAGES.moneyTools}?${query}`);
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Loan & mortgage');
  await expect(panel.getByLabel('Other loan')).toBeChecked();
  await expect(panel.getByLabel(/Loan amount/)).toHaveValue('200,000');
  // $200,000 over 30 years at 6%: the result is on the first screen, above the inputs.
  const payment = panel.getByText('$1,199.10', { exact: true });
  await expectOnFirstScreen(payment, page);
  const input = await panel.getByLabel(/Loan amount/).boundingBox();
  const result = await payment.boundingBox();
  expect(result!.y).toBeLessThan(input!.y);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, testInfo, 'money-tools-shared');

  // Typing changes the link in place; an invalid entry keeps the last results.
  const rate = panel.getByLabel(/Interest rate/);
  await rate.fill('5');
  await expect(page).toHaveURL(/[?&]rate=5(&|$)/);
  const monthly = panel
    .getByRole('term')
    .filter({ hasText: /^Monthly payment$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(monthly).not.toHaveText('$1,199.10');
  const newPayment = await monthly.textContent();
  await rate.fill('');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(/Results of your last valid entries/)).toBeVisible();
  await expect(monthly).toHaveText(newPayment ?? '');
  await expect(page).toHaveURL(/[?&]rate=5(&|$)/);
  await rate.fill('5');

  // The chart reads out a bar's values on keyboard focus.
  const lastBar = panel.getByRole('img', { name: /^Year 30:/ });
  await lastBar.focus();
  await expect(panel.getByText(/^Year 30: principal/)).toBeVisible();
  await page.keyboard.press('Home');
  await expect(panel.getByRole('img', { name: /^Year 1:/ })).toBeFocused();
  await expect(panel.getByText(/^Year 1: principal/)).toBeVisible();

  // Another calculator is a step back from.
  await page.getByRole('tab', { name: 'Compound growth' }).click();
  await expect(page).toHaveURL(/[?&]tool=growth/);
  await page
    .getByRole('tabpanel')
    .getByLabel(/Years to grow/)
    .fill('12');
  await expect(page).toHaveURL(/[?&]years=12(&|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]tool=loan/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Loan & mortgage');
  await expect(page.getByRole('tabpanel').getByLabel(/Interest rate/)).toHaveValue('5');
  await page.goForward();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Compound growth');
  await expect(page.getByRole('tabpanel').getByLabel(/Years to grow/)).toHaveValue('12');
  await expect(page.getByRole('tabpanel').getByText(/Balance after 12 years/)).toBeVisible();
});
