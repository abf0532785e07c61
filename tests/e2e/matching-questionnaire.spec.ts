// The matching questionnaire on a phone: while AdvisorRecommendations is off its page is the
// not-found page; an admin turns the flag on in the console, a visitor answers the five steps
// from the advisor results and gets a ranked shortlist with the reasons each advisor fits, then
// compares the top three; the flag is turned off again at the end.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { MATCHING_PAGES } from '../../src/shared/routes/matching';
import { signIn } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { switchFlagInConsole } from './flag-helpers';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const NOT_FOUND_TITLE = 'Page not found - Just Financial Advice';

// The flag is the whole site's: this journey turns it on a server of its own.
test.use({ ownServer: true });

const setRecommendations = (page: Page, on: boolean) =>
  switchFlagInConsole(page, 'AdvisorRecommendations', on);

test('a visitor answers the questionnaire on a phone and gets a ranked shortlist', async ({
  browser,
  baseURL,
  page: adminPage,
  world,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await world.admin();
  await visit(adminPage, '/');
  await signIn(adminPage, admin.email, admin.password);
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await setRecommendations(adminPage, false);
    await visit(page, MATCHING_PAGES.questionnaire);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);

    await setRecommendations(adminPage, true);

    // From the results, the way in.
    await visit(page, ADVISOR_PAGES.search);
    await page.getByRole('link', { name: /Find your match in five questions/ }).click();
    await expect(page).toHaveURL(new RegExp(`${MATCHING_PAGES.questionnaire}$`));
    await expect(page.getByText('Step 1 of 5')).toBeVisible();

    // Step 1 refuses to go on with nothing chosen, and says why.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Choose at least one thing you need help with.',
    );
    await page.getByRole('checkbox', { name: 'Retirement planning' }).check();
    await page.getByRole('checkbox', { name: 'Tax planning' }).check();
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'questionnaire-step-1-phone');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeFocused();
    await page.getByLabel('Your state').selectOption({ label: 'Ohio' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('radio', { name: 'Up to $400' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('checkbox', { name: 'Pre-retirees' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await page.getByRole('checkbox', { name: /Mornings/ }).check();
    await page.getByRole('checkbox', { name: /Afternoons/ }).check();
    await saveScreenshot(page, testInfo, 'questionnaire-step-5-phone');
    await page.getByRole('button', { name: 'Show my matches' }).click();

    const heading = page.getByRole('heading', {
      level: 2,
      name: /^Your best \d+ match(es)? in Ohio$/,
    });
    await expect(heading).toBeVisible();
    const matches = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await matches.count()).toBeGreaterThan(0);
    expect(await matches.count()).toBeLessThanOrEqual(5);
    const first = matches.first();
    await expect(first.getByText('Serves Ohio')).toBeVisible();
    await expect(first.getByText(/^Helps with /)).toBeVisible();
    await expect(first.getByRole('link', { name: 'Book The Hour' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'questionnaire-shortlist-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, testInfo, 'questionnaire-shortlist-desktop');
    await page.setViewportSize(PHONE);

    await page.getByRole('link', { name: /^Compare the top \d$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Side by side' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Advisor comparison' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'questionnaire-compare-phone');
  } finally {
    await setRecommendations(adminPage, false);
    await context.close();
  }
});
