// An admin finds a client from anywhere in the console (docs/product.md#admin-search): types the
// client's name in the frame's search box, sees their account and their meetings grouped, and
// opens a meeting. The client has the three meetings of the journey's world with its advisor.
// The page is also looked at on a phone, without sideways scrolling.
import { expect, test } from './test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { signIn } from './auth-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

test('an admin searches the console for a client and opens their meeting', async ({
  page,
  world,
}, testInfo) => {
  test.slow();
  const [admin, client, advisor] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  await world.meetings(client, advisor);
  const query = client.fullName.toLowerCase();
  const meetingName = `${client.fullName} with ${advisor.advisor.name}`;
  await page.setViewportSize(DESK);
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('region', { name: 'Admin console' })).toBeVisible();

  // "/" puts the cursor in the frame's box; Enter opens the search page.
  await page.locator('body').press('/');
  const box = page.locator('#console-search');
  await expect(box).toBeFocused();
  await box.fill(query);
  await box.press('Enter');
  // Letters and a space: the address writes the space as "+".
  await expect(page).toHaveURL(
    new RegExp(`${ADMIN_PAGES.search}\\?q=${query.replace(' ', '\\+')}`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const people = page.getByRole('region', { name: /^Users/ });
  await expect(people.getByRole('link', { name: client.fullName })).toBeVisible();
  await expect(people).toContainText(client.email);
  const meetings = page.getByRole('region', { name: /^Meetings/ });
  const meetingLinks = meetings.getByRole('link', { name: meetingName });
  await expect(meetingLinks.first()).toBeVisible();
  expect(await meetingLinks.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('status').filter({ hasText: `for “${query}”` })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'search-1280');

  await page.setViewportSize(PHONE);
  await expect(page.locator('#console-search-phone')).toBeVisible();
  await expect(page.locator('#console-search-phone')).toHaveValue(query);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, testInfo, 'search-390');
  await page.setViewportSize(DESK);

  // Nothing found says so; the page's own box searches again.
  await page.getByLabel('Search for').fill('zzqx nobody');
  await expect(page.getByText('No match for “zzqx nobody”.')).toBeVisible();
  await expect(page).toHaveURL(/q=zzqx/);
  await saveScreenshot(page, testInfo, 'search-empty-1280');
  await visit(page, `${ADMIN_PAGES.search}?q=${encodeURIComponent(query)}`);

  await page
    .getByRole('region', { name: /^Meetings/ })
    .getByRole('link', { name: meetingName })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByText(client.fullName).first()).toBeVisible();
});
