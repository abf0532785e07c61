import { expect, test } from './test';
import { expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the home page fits the screen and the menu opens from the burger', async ({
  page,
}, testInfo) => {
  await visit(page, '/');
  await expect(page.locator('#experts a[href^="/advisor/"]').first()).toBeVisible();

  // Nothing is wider than the screen.
  await expectNoSidewaysScroll(page);

  // Cards stack in one column.
  const cards = page.locator('#experts article');
  const [first, second] = await Promise.all([
    cards.nth(0).boundingBox(),
    cards.nth(1).boundingBox(),
  ]);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);

  await saveScreenshot(page, testInfo, 'home-phone');

  // The desktop navigation gives way to a menu button.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'home-phone-menu');
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
});
