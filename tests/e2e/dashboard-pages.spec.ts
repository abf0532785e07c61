// Advisor Home as a desk, at 1280 px: every link of its navigation opens its page, marked as the
// current one, with one title and its content loaded and no error shown; a screenshot of each is
// kept so the whole area can be looked at side by side.
import { expect, test } from './test';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { submitLogin } from './auth-helpers';
import { saveScreenshot, waitForQuiet } from './fixtures';
import { visit } from './visit';

test('every page of Advisor Home opens from its navigation', async ({ page, world }, testInfo) => {
  // Ten pages, each waited on until its lists arrive.
  test.setTimeout(120_000);
  const advisor = await world.advisor();
  await visit(page, AREA_ROOTS.dashboard);
  await submitLogin(page, advisor.email, advisor.password);
  const nav = page.getByRole('navigation', { name: 'Advisor Home' });
  await expect(nav).toBeVisible();
  const labels = await nav.getByRole('link').allTextContents();
  expect(labels).toEqual([
    'Overview',
    'Profile',
    'Meetings',
    'Availability',
    'Reviews',
    'Offerings',
    'Payments',
    'Disclosures',
    'Compliance',
    'Account',
  ]);
  for (const label of labels) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await link.click();
    await expect(link, label).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 }), label).toHaveCount(1);
    await waitForQuiet(page);
    await expect(page.locator('[aria-busy="true"]'), label).toHaveCount(0);
    await expect(page.getByText(/could not be loaded|went wrong/i), label).toHaveCount(0);
    await saveScreenshot(page, testInfo, `desk-${label.toLowerCase()}`);
  }
});
