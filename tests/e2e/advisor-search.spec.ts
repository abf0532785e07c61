// Finding an advisor: browse by state from the home page, narrow by speciality, sort, set a price
// range, go back, open a profile and read reviews; the URL follows docs/product.md#advisor-search
// at each step.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { AdvisorSearchResult } from '../../src/shared/contracts/advisors';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { AVAILABILITY_API } from '../../src/shared/routes/availability-api';
import { expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

const STATE = { slug: 'california', name: 'California' };
const SPECIALITY = { slug: 'retirement-planning', title: 'Retirement planning' };

async function apiResults(page: Page, query: string): Promise<AdvisorSearchResult> {
  const response = await page.request.get(`${ADVISOR_API.search}?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdvisorSearchResult;
}

/** The profile links of the result cards, in order. */
async function shownSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main article h3 a[href^="/advisor/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/advisor/', ''));
}

/**
 * The page shows what the API answers. Other journeys' advisors join the search while they run
 * (ADR 0075), so the answer is read again, in the same moment as the page, until they agree; the
 * page too, by a reload (the address is the state), when one joined after the page had read it.
 */
async function expectResults(page: Page, query: string): Promise<void> {
  const count = page.getByRole('heading', { level: 2, name: /^\d+ advisors?$/ });
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await reloadApp(page);
    const expected = await apiResults(page, query);
    await expect(count).toHaveText(`${expected.total} advisor${expected.total === 1 ? '' : 's'}`, {
      timeout: 2_000,
    });
    expect(await shownSlugs(page)).toEqual(expected.advisors.map((a) => a.slug));
  }).toPass({ timeout: 15_000 });
}

async function runJourney(page: Page, phone: boolean) {
  // A dozen steps, each read twice (page and API), on a machine other journeys share.
  test.setTimeout(120_000);
  await visit(page, '/');
  await page.getByRole('link', { name: STATE.name, exact: true }).click();
  await expect(page).toHaveURL(ADVISOR_PAGES.stateResults(STATE.slug));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(STATE.name);
  await expectResults(page, `state=${STATE.slug}&sort=available`);

  const openFilters = async () => {
    if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
  };
  const closeFilters = async () => {
    if (phone) await page.getByRole('button', { name: /^Show \d+ advisors?$|^Done$/ }).click();
  };

  // A speciality: one filter goes in the path.
  await openFilters();
  const showAll = page.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  await page.getByRole('checkbox', { name: SPECIALITY.title }).check();
  await expect(page).toHaveURL(ADVISOR_PAGES.stateResults(STATE.slug, SPECIALITY.slug));
  await closeFilters();
  await expectResults(page, `state=${STATE.slug}&filters=${SPECIALITY.slug}&sort=available`);

  // The sort joins the query; 'available' is the default and never appears.
  await page.getByLabel('Sort by').selectOption('lowest');
  await expect(page).toHaveURL(
    `${ADVISOR_PAGES.stateResults(STATE.slug, SPECIALITY.slug)}?sort=lowest`,
  );
  await expectResults(page, `state=${STATE.slug}&filters=${SPECIALITY.slug}&sort=lowest`);

  // A price range.
  await openFilters();
  await page.getByLabel('Minimum').fill('150');
  await page.getByLabel('Maximum').fill('300');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(
    `${ADVISOR_PAGES.stateResults(STATE.slug, SPECIALITY.slug)}?sort=lowest&minPrice=150&maxPrice=300`,
  );
  await closeFilters();
  await expectResults(
    page,
    `state=${STATE.slug}&filters=${SPECIALITY.slug}&sort=lowest&minPrice=150&maxPrice=300`,
  );
  const priced = await apiResults(
    page,
    `state=${STATE.slug}&filters=${SPECIALITY.slug}&sort=lowest&minPrice=150&maxPrice=300`,
  );
  for (const advisor of priced.advisors) {
    expect(advisor.hourlyRate).toBeGreaterThanOrEqual(15_000);
    expect(advisor.hourlyRate).toBeLessThanOrEqual(30_000);
  }

  // Reloading reproduces the page: the URL is the state.
  await reloadApp(page);
  await expectResults(
    page,
    `state=${STATE.slug}&filters=${SPECIALITY.slug}&sort=lowest&minPrice=150&maxPrice=300`,
  );

  // Back restores the previous step.
  await page.goBack();
  await expect(page).toHaveURL(
    `${ADVISOR_PAGES.stateResults(STATE.slug, SPECIALITY.slug)}?sort=lowest`,
  );
  await expectResults(page, `state=${STATE.slug}&filters=${SPECIALITY.slug}&sort=lowest`);

  // Open the first advisor and read the reviews.
  const [first] = await shownSlugs(page);
  expect(first).toBeTruthy();
  await page.locator(`main article h3 a[href="${ADVISOR_PAGES.profile(first!)}"]`).click();
  await expect(page).toHaveURL(ADVISOR_PAGES.profile(first!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reviews = page.getByRole('heading', { level: 2, name: /reviews/i });
  await reviews.first().scrollIntoViewIfNeeded();
  await expect(reviews.first()).toBeVisible();
  await expect(page.getByText(/are not paid for/i).first()).toBeVisible();
}

test('a visitor browses by state, filters, sorts, prices, goes back and opens a profile', async ({
  page,
}, testInfo) => {
  await runJourney(page, false);
  await saveScreenshot(page, testInfo, 'advisor-profile');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the same search journey works with the filter panel', async ({ page }, testInfo) => {
    await runJourney(page, true);
    await saveScreenshot(page, testInfo, 'advisor-profile-phone');
    await expectNoSidewaysScroll(page);
  });
});

test('an advisor profile pages through its reviews, newest first', async ({ page }) => {
  await visit(page, ADVISOR_PAGES.profile('thomas-nguyen'));
  const articles = page.locator('article[aria-labelledby^="review-"]');
  const before = await articles.count();
  expect(before).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show more reviews' }).click();
  await expect.poll(() => articles.count()).toBeGreaterThan(before);
});

test.describe('for a visitor in another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("the profile lists the advisor's next open times in the visitor's zone, named", async ({
    page,
    request,
  }) => {
    const response = await request.get(`${AVAILABILITY_API.advisorSlots('thomas-nguyen')}?days=14`);
    const { slots } = (await response.json()) as { slots: { start: string }[] };
    expect(slots.length).toBeGreaterThan(0);
    await visit(page, ADVISOR_PAGES.profile('thomas-nguyen'));
    const first = page.getByRole('list', { name: 'Next open times' }).locator('time').first();
    await expect(first).toHaveAttribute('datetime', slots[0]!.start);
    const local = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Los_Angeles',
    }).format(new Date(slots[0]!.start));
    await expect(first).toHaveText(local);
    await expect(page.getByText(/^Times in Pacific/)).toBeVisible();
  });
});
