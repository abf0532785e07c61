// The TheOngoing flag and a full Ongoing's waitlist: an admin turns The Ongoing on in the console
// and the home pricing, the services page and a profile show it; an advisor at capacity offers the
// waitlist, which a visitor joins after logging in; turned off again (after a confirmation), The
// Ongoing's pages are the not-found page with the not-found title. The flag is the whole site's, so
// the journey runs on a server of its own; the full advisor is its own, its one place taken by a
// client of its world.
import { expect, test } from './test';
import type { Browser, Page } from '@playwright/test';
import type { PublicOffering } from '../../src/shared/contracts/offerings';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { OFFERINGS_API } from '../../src/shared/routes/offerings-api';
import { PLAN_PAGES } from '../../src/shared/routes/plans';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { signIn, submitLogin } from './auth-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { switchFlagInConsole } from './flag-helpers';
import { visit } from './visit';

const NOT_FOUND_TITLE = 'Page not found - Just Financial Advice';

const setOngoing = (page: Page, on: boolean) =>
  switchFlagInConsole(page, 'TheOngoing', on, {
    dialog: 'Turn The Ongoing off?',
    button: 'Turn TheOngoing off',
  });

async function expectNotFound(page: Page, path: string) {
  // Answered 404 by the server too, not only drawn as the not-found page.
  const response = await visit(page, path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
}

/** A second browser for the visitor, on the journey's server. */
async function visitorBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.use({ ownServer: true });

test('an admin turns The Ongoing on and off; a full advisor offers the waitlist', async ({
  browser,
  baseURL,
  page: adminPage,
  world,
}, testInfo) => {
  // Two browsers and a dozen pages on a shared machine.
  test.setTimeout(300_000);
  // An advisor whose Ongoing has one place, taken by a client already in it.
  const full = await world.advisor({ ongoingCapacity: 1 });
  await world.engagement(await world.client(), full, 'ongoing');
  const FULL = full.advisor;
  const client = await world.client();
  const adminPerson = await world.admin();
  await visit(adminPage, '/');
  await signIn(adminPage, adminPerson.email, adminPerson.password);
  const admin = { page: adminPage };
  const visitor = await visitorBrowser(browser, baseURL);
  const page = visitor.page;
  try {
    await setOngoing(admin.page, true);
    await expectAccessible(admin.page);
    await saveScreenshot(admin.page, testInfo, 'feature-flags-on');

    // On: the home pricing card, the services links and the profile show it.
    await visit(page, SITE_PAGES.home);
    await expect(
      page.locator('#pricing').getByRole('heading', { name: 'The Ongoing' }),
    ).toBeVisible();
    await visit(page, SITE_PAGES.services);
    await expect(page.getByRole('link', { name: 'Choose your advisor' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare all services' })).toBeVisible();
    await visit(page, SITE_PAGES.service('the-ongoing'));
    await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);

    // An advisor at capacity says so and offers the waitlist; a visitor logs in and comes back.
    await visit(page, ADVISOR_PAGES.profile(FULL.slug));
    const ongoing = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'The Ongoing' }),
    });
    await expect(ongoing.getByText(/Fully booked/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'profile-full');
    await ongoing.getByRole('button', { name: 'Join the waitlist' }).click();
    await submitLogin(page, client.email, client.password);
    await expect(page).toHaveURL(new RegExp(`${ADVISOR_PAGES.profile(FULL.slug)}$`));
    const back = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'The Ongoing' }),
    });
    const join = back.getByRole('button', { name: 'Join the waitlist' });
    const joined = back.getByText(/You are number \d+ on the waitlist/);
    await expect(join.or(joined)).toBeVisible();
    if (await join.isVisible()) await join.click();
    await expect(joined).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'waitlist-joined');

    const answer = await page.request.get(OFFERINGS_API.advisorOffering(FULL.slug, 'ongoing'));
    expect(answer.ok()).toBe(true);
    const offering = (await answer.json()) as PublicOffering;
    expect(offering.placesLeft).toBe(0);

    // Off, after the confirmation: every Ongoing page is the not-found page.
    await setOngoing(admin.page, false);
    await saveScreenshot(admin.page, testInfo, 'feature-flags-off');
    const service = await visit(page, SITE_PAGES.service('the-ongoing'));
    expect(service?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await saveScreenshot(page, testInfo, 'the-ongoing-not-found');
    await expectNotFound(page, PLAN_PAGES.ongoingTerms(offering.id));
    await expectNotFound(page, PLAN_PAGES.purchaseOngoing(offering.id));
    await expectNotFound(page, PLAN_PAGES.purchaseOngoingSuccess);
    await saveScreenshot(page, testInfo, 'purchase-not-found');

    // And it is gone from the home pricing and the profile; its API refuses.
    await visit(page, SITE_PAGES.home);
    await expect(page.locator('#pricing').getByRole('heading', { name: 'The Plan' })).toBeVisible();
    await expect(
      page.locator('#pricing').getByRole('heading', { name: 'The Ongoing' }),
    ).toHaveCount(0);
    await visit(page, ADVISOR_PAGES.profile(FULL.slug));
    await expect(
      page.getByRole('heading', { name: 'The Hour', exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Ongoing' })).toHaveCount(0);
    const refused = await page.request.get(OFFERINGS_API.offering(offering.id));
    expect(refused.status()).toBe(404);

    // Client navigation to the service page says not found too, title and all.
    await visit(page, SITE_PAGES.services);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, SITE_PAGES.service('the-ongoing'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  } finally {
    await visitor.context.close();
  }
});
