// Finding an advisor on a phone by a misspelt name, a ZIP code and a credential
// (docs/product.md#advisor-search): the search box at the top of /advisors, and /advisors/cfp as
// a page of its own. Only reads the demo data.
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import type { AdvisorSearchResult } from '../../src/shared/contracts/advisors';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

const ADVISOR = { slug: 'thomas-nguyen', name: 'Thomas Nguyen', misspelt: 'Thomas Nguen' };

async function apiResults(page: Page, query: string): Promise<AdvisorSearchResult> {
  const response = await page.request.get(`${ADVISOR_API.search}?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdvisorSearchResult;
}

const countHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^\d+ advisors?$|^Check the ZIP code$/ });

/**
 * The count shown is the API's. Other journeys' advisors join the search while they run
 * (ADR 0075), so the page is loaded again between two reads of the API: what it shows lies
 * between them.
 */
async function expectCount(page: Page, query: string): Promise<void> {
  // The search shows its count in place first; the reloads below compare it with the API.
  await expect(countHeading(page)).toHaveText(/^\d+ advisors?$/);
  await expect(async () => {
    const before = (await apiResults(page, query)).total;
    await reloadApp(page);
    await expect(countHeading(page)).toHaveText(/^\d+ advisors?$/, { timeout: 5_000 });
    const after = (await apiResults(page, query)).total;
    const shown = Number((await countHeading(page).textContent())?.split(' ')[0]);
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
  }).toPass({ timeout: 30_000 });
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search by name, keyword or ZIP code' });
  await box.fill(text);
  await box.press('Enter');
}

async function runJourney(page: Page, testInfo: TestInfo, size: string): Promise<void> {
  // Three searches, each read twice (page and API), on a machine other journeys share.
  test.setTimeout(120_000);
  await visit(page, ADVISOR_PAGES.search);

  // A misspelt name finds the advisor, first.
  await search(page, ADVISOR.misspelt);
  await expect(page).toHaveURL(/\?q=Thomas%20Nguen$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`“${ADVISOR.misspelt}”`);
  const firstCard = page.locator('main article').first();
  await expect(
    firstCard.locator(`a[href="${ADVISOR_PAGES.profile(ADVISOR.slug)}"]`).first(),
  ).toBeVisible();
  await expect(firstCard.getByRole('heading', { level: 3 })).toContainText(ADVISOR.name);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, `search-misspelt-name-${size}`);

  // A ZIP code searches the state it lies in; one of no state is explained.
  await search(page, '10001');
  await expect(page).toHaveURL(/\?zip=10001$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New York');
  await expectCount(page, 'zip=10001');
  await search(page, '00000');
  await expect(page.getByRole('alert')).toContainText('00000 is not a ZIP code');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, `search-unknown-zip-${size}`);

  // A credential is a filter page of its own.
  await visit(page, ADVISOR_PAGES.results('cfp'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'CFP® fee-only financial advisors',
  );
  await expectCount(page, 'filters=cfp');
  await expect(page.getByRole('link', { name: 'Remove filter: CFP®' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, `search-cfp-${size}`);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor finds an advisor by a misspelt name, a ZIP code and a credential', async ({
    page,
  }, testInfo) => {
    await runJourney(page, testInfo, '390');

    // The credential, language and rating controls sit with the other filters.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('radio', { name: '4.5+ stars' }).check();
    await expect(page).toHaveURL(/\/advisors\/cfp\?rating=4\.5$/);
    await page
      .getByRole('combobox', { name: 'Language' })
      .selectOption({ label: 'Speaks Spanish' });
    await expect(page).toHaveURL(/filters=cfp\+speaks-spanish/);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'search-filters-390');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the same search works beside the filters', async ({ page }, testInfo) => {
    await runJourney(page, testInfo, '1280');
  });
});
