import { expect, test } from './test';
import {
  SKELETON_CARD_COUNT,
  SKELETON_CARD_HEIGHT_PX,
  SKELETON_CARD_WIDTH_PX,
} from '../../src/shared/constants';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test('skeleton cards hold the place of the advisors while the dashboard call is slow', async ({
  page,
}, testInfo) => {
  // Start elsewhere so the home page is reached by client navigation, not server rendering.
  await visit(page, '/page-that-does-not-exist');
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${ADVISOR_API.home}`, async (route) => {
    await released;
    await route.continue();
  });

  await page.getByRole('banner').getByRole('link', { name: 'Just Financial Advice, home' }).click();
  const loading = page.locator('#experts [aria-busy="true"]');
  await expect(loading).toBeVisible();
  const skeletons = loading.locator(':scope > *');
  await expect(skeletons).toHaveCount(SKELETON_CARD_COUNT);
  for (const box of await Promise.all(
    (await skeletons.all()).map((skeleton) => skeleton.boundingBox()),
  )) {
    expect(box?.height).toBe(SKELETON_CARD_HEIGHT_PX);
    expect(box?.width).toBeLessThanOrEqual(SKELETON_CARD_WIDTH_PX);
  }
  await page.locator('#experts').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'home-skeletons');

  release();
  await expect(loading).toHaveCount(0);
  await expect(page.locator('#experts a[href^="/advisor/"]').first()).toBeVisible();
});
