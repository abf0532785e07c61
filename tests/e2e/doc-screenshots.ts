// The journeys' screenshots of a page at desk and phone widths, the ones docs/screenshots keeps
// among them. Every file lands in the test's output folder (test-results/e2e/…), never in docs/:
// a run must not rewrite tracked files. A picture for the docs is named docs-<name>.png there and
// is copied over docs/screenshots/<name>.png by hand when it should change. Nothing is taken
// unless screenshots are kept (fixtures.ts: CI takes none unless JOURNEY_SCREENSHOTS is set).
import type { Locator, Page, TestInfo, ViewportSize } from '@playwright/test';
import { expectNoSidewaysScroll, KEEP_SCREENSHOTS, saveScreenshot } from './fixtures';

const PHONE: ViewportSize = { width: 390, height: 844 };

/**
 * Full-page screenshots `<name>-<desk width>` and `<name>-390`, named docs-… when docs/screenshots
 * keeps them. The phone check runs in CI too: a phone never scrolls sideways. The page is left at
 * `desk`.
 */
export async function bothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  {
    desk = { width: 1280, height: 900 },
    docs = false,
  }: { desk?: ViewportSize; docs?: boolean } = {},
): Promise<void> {
  const file = docs ? `docs-${name}` : name;
  await page.setViewportSize(desk);
  await saveScreenshot(page, testInfo, `${file}-${desk.width}`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${name} scrolls sideways on a phone`);
  await saveScreenshot(page, testInfo, `${file}-390`);
  await page.setViewportSize(desk);
}

/**
 * The window as a person sees it, from the top or with `from` near it, as docs-<name>.png: what
 * docs/screenshots keeps (a full-page capture holds the footer, and leaves a preview's frame blank
 * on a phone).
 */
export async function docShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  from?: Locator,
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  // At once, not smoothly: the picture is taken when the page has stopped.
  if (from) {
    await from.evaluate((element) =>
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - 80,
        behavior: 'instant',
      }),
    );
  } else {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await page.screenshot({ path: testInfo.outputPath(`docs-${name}.png`) });
}

/**
 * docShot at `desk` and on a phone (`<name>-<desk width>`, `<name>-390`), from `from`, or on the
 * phone from `phoneFrom` when given. The window's size is put back as it was, so a journey goes
 * on the same whether the pictures were taken or not.
 */
export async function docShots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  {
    desk = { width: 1280, height: 800 },
    from,
    phoneFrom = from,
  }: { desk?: ViewportSize; from?: Locator; phoneFrom?: Locator } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  const before = page.viewportSize() ?? desk;
  await page.setViewportSize(desk);
  await docShot(page, testInfo, `${name}-${desk.width}`, from);
  await page.setViewportSize(PHONE);
  // Also lets a layout that follows the width (a table becoming cards) settle first.
  await expectNoSidewaysScroll(page, `${name} scrolls sideways on a phone`);
  await docShot(page, testInfo, `${name}-390`, phoneFrom);
  await page.setViewportSize(before);
}
