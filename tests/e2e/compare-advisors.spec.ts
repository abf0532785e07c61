// Saving and comparing on a phone: a signed-out visitor saves advisors with the heart on their
// cards, finds them on the shortlist, is refused a fourth in the comparison with a clear message,
// compares two side by side, and keeps the list when they register (merged into the account).
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { COMPARE_LIMIT_MESSAGE } from '../../src/shared/contracts/matching';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { MATCHING_PAGES } from '../../src/shared/routes/matching';
import { registerClient } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { reloadApp, visit } from './visit';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a visitor saves advisors, compares two and keeps them after registering', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await visit(page, ADVISOR_PAGES.search);
  const hearts = page.getByRole('button', { name: /^Save .+ to your shortlist$/ });
  await expect(hearts.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const heart = hearts.nth(index);
    const label = (await heart.getAttribute('aria-label')) ?? '';
    names.push(label.replace(/^Save /, '').replace(/ to your shortlist$/, ''));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  await saveScreenshot(page, testInfo, 'results-saved-phone');

  await page.getByRole('link', { name: 'Your shortlist (4)' }).click();
  await expect(page).toHaveURL(new RegExp(`${MATCHING_PAGES.shortlist}$`));
  for (const name of names)
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('4 saved · 3 of 3 chosen to compare')).toBeVisible();

  // A fourth choice is refused, saying why.
  const boxes = page.getByRole('checkbox', { name: 'Compare' });
  await boxes.nth(3).click();
  await expect(page.getByRole('alert')).toContainText(COMPARE_LIMIT_MESSAGE);
  await expect(boxes.nth(3)).not.toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'shortlist-phone');

  // Two compared: untick the third. The shortlist lists the latest saved first.
  await boxes.nth(2).uncheck();
  await page.getByRole('button', { name: 'Compare 2 side by side' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Side by side' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Advisor comparison' });
  for (const name of [...names].reverse().slice(0, 2)) {
    await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'States served' })).toBeVisible();
  await expect(table.getByRole('link', { name: /^Book The Hour with / })).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'compare-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, testInfo, 'compare-desktop');

  // Registering (at the desktop width, where the header shows the account link) merges the
  // browser's list into the new account.
  const unique = randomUUID().slice(0, 8);
  await registerClient(page, { email: `saver-${unique}@example.test`, fullName: 'Sam Saver' });
  await visit(page, MATCHING_PAGES.shortlist);
  // The browser's list is uploaded once, then cleared; the account's list is what shows after.
  await expect
    .poll(() =>
      page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.savedAdvisors),
    )
    .toBeNull();
  await reloadApp(page);
  await expect(page.getByText(/^4 saved/)).toBeVisible();
});
