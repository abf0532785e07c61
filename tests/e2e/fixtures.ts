// Shared helpers for the journeys: the live API's answers, so tests assert against real data.
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { ComplianceDocument, DashboardData } from '../../src/shared/contracts/home';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { COMPLIANCE_API } from '../../src/shared/routes/compliance-api';
import { blockingViolations } from './axe-check';

export async function fetchDashboard(request: APIRequestContext): Promise<DashboardData> {
  const response = await request.get(ADVISOR_API.home);
  if (!response.ok()) throw new Error(`dashboard answered ${response.status()}`);
  return (await response.json()) as DashboardData;
}

export async function fetchComplianceDocuments(
  request: APIRequestContext,
): Promise<ComplianceDocument[]> {
  const response = await request.get(COMPLIANCE_API.basicDocuments);
  return (await response.json()) as ComplianceDocument[];
}

/**
 * Keeps the pages' screenshots for people to look at; CI takes none unless JOURNEY_SCREENSHOTS is
 * set (a full-page PNG costs the 2-core machine about half a second, and nobody opens CI's).
 */
export const KEEP_SCREENSHOTS = !process.env.CI || Boolean(process.env.JOURNEY_SCREENSHOTS);

/** A screenshot kept with the test's artifacts: the whole page, or only the window. */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Check the page at rest: a table reloading its rows is dimmed on purpose (aria-busy), and its
  // fade back is a CSS transition that a busy machine stretches well past its 120 ms. Contrast
  // read mid-fade is not the page's.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running',
        ),
    undefined,
    { polling: 50, timeout: 10_000 },
  );
  expect(await blockingViolations(page)).toEqual([]);
}

/**
 * Nothing on the page is wider than the window (a phone never scrolls sideways), once the layout
 * has followed a resize: a table becomes cards a render after the window narrows.
 */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: message ?? 'the page scrolls sideways' },
    )
    .toBeLessThanOrEqual(0);
}

/** The video plays, muted, past its first half second. */
export async function expectVideoPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
}

/** The smallest file that starts like a PDF, for uploads. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Picks a file in the `PDF file` field of `scope` through the browser's file chooser. */
export async function choosePdf(
  scope: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = scope.page().waitForEvent('filechooser');
  await scope.getByLabel('PDF file').click();
  await (await chooser).setFiles(file);
}

/**
 * Waits until the page has loaded and fetched nothing for half a second, by the page's own
 * resource timeline. Playwright's `networkidle` never comes on a page whose preloaded public
 * answers the browser revalidated (Chromium's protocol leaves such a 304 unfinished), so it is not
 * used. A request still running is not seen here: the `aria-busy` checks after this cover lists.
 */
export async function waitForQuiet(page: Page, quietMs = 500): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      // The default buffer of 250 entries fills up on a long visit, and then nothing is added.
      performance.setResourceTimingBufferSize(10_000);
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const last = entries.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0);
      return document.readyState === 'complete' && performance.now() - last >= quiet;
    },
    quietMs,
    { polling: 100, timeout: 15_000 },
  );
}
