// The journeys' server runs production in the sandbox on purpose (PAYMENTS_MODE=sandbox, ADR 0063),
// so every page says "Test mode: no money moves" (ADR 0062): first on the page, above the header
// and covering nothing, on a phone and a desktop, on the server-rendered pages, on the pages the
// application renders after a click, and on the sign-in pages. The refusal to start production
// without a gateway is proven by src/server/start-up-refusals.test.ts.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './test';
import { docShot } from './doc-screenshots';
import { expectAccessible, expectNoSidewaysScroll } from './fixtures';
import { TEST_MODE } from '../../src/shared/test-mode';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { IDENTITY_PAGES } from '../../src/shared/routes/identity';
import { GET_STARTED_LINK } from '../../src/client/frame/frame-links';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

const ribbonOf = (page: Page): Locator => page.getByRole('complementary', { name: 'Test mode' });

/** The ribbon is visible, says test mode, comes first in the page and nothing sits on it. */
async function expectRibbonOnTop(page: Page): Promise<void> {
  const ribbon = ribbonOf(page);
  await expect(ribbon).toBeVisible();
  await expect(ribbon).toContainText(TEST_MODE.ribbon);
  const box = (await ribbon.boundingBox())!;
  expect(box.y).toBe(0);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.round(box.width)).toBe(width);
  // What is drawn at the ribbon's middle is the ribbon itself: no header or overlay covers it.
  const covered = await ribbon.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && !element.contains(top);
  });
  expect(covered).toBe(false);
}

test('every page says test mode, above the header and covering nothing', async ({
  page,
}, testInfo) => {
  // Two widths, an accessibility check and three pages: more than the default on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize(DESK);
  await visit(page, SITE_PAGES.home);
  await expectRibbonOnTop(page);
  // Before the page's own header: the header starts where the ribbon ends.
  const ribbon = (await ribbonOf(page).boundingBox())!;
  const header = (await page.getByRole('banner').first().boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual(ribbon.y + ribbon.height - 1);
  await expectAccessible(page);
  // The top of the page, where the ribbon is (docs/screenshots/test-mode-ribbon-1280.png).
  await docShot(page, testInfo, 'test-mode-ribbon-1280');

  // The application's own navigation keeps it (it sits outside the part the application renders).
  await page.getByRole('banner').getByRole('link', { name: GET_STARTED_LINK.label }).click();
  await expect(page).toHaveURL(new RegExp(`${GET_STARTED_LINK.to}$`));
  await expectRibbonOnTop(page);
  await expect(ribbonOf(page)).toHaveCount(1);

  await page.setViewportSize(PHONE);
  await visit(page, SITE_PAGES.home);
  await expectRibbonOnTop(page);
  // Two short lines at most on a phone.
  expect((await ribbonOf(page).boundingBox())!.height).toBeLessThan(80);
  await expectNoSidewaysScroll(page);
  await docShot(page, testInfo, 'test-mode-ribbon-390');

  // The sign-in pages are the server's own HTML: they say it too.
  await visit(page, IDENTITY_PAGES.forgotPassword);
  await expectRibbonOnTop(page);
  await expectNoSidewaysScroll(page);
});
