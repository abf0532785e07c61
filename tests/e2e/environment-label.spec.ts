// The development label (docs/product.md#staging) sits in the bottom-left corner over every page; at
// the end of a page it must not cover the footer's text, on a phone or a desk. The e2e server runs
// as production, which shows no label, so the browser is told it is in development.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { AUTH_PAGES } from '../../src/shared/routes/identity';
import { SYSTEM_API } from '../../src/shared/routes/system-api';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

async function overlapsOfLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const label = document.querySelector('aside[aria-label="Environment"]');
    const footer = document.querySelector('footer');
    if (!label || !footer) return ['no label or no footer'];
    const box = label.getBoundingClientRect();
    const hits: string[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const apart =
          rect.right <= box.left ||
          rect.left >= box.right ||
          rect.bottom <= box.top ||
          rect.top >= box.bottom;
        if (!apart && rect.width > 0) hits.push(text);
      }
    }
    return hits;
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the development label covers no footer text at ${size.width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await page.route(`**${SYSTEM_API.appInfo}`, (route) =>
      route.fulfill({
        json: { appEnv: 'development', dbEnvironment: 'pglite', s3_Files_Environment: 'local' },
      }),
    );
    // A page the browser renders itself, so it asks for the app info.
    await visit(page, AUTH_PAGES.loggedOut);
    const label = page.getByRole('complementary', { name: 'Environment' });
    await expect(label).toBeVisible();
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect.poll(() => overlapsOfLabel(page)).toEqual([]);
    await saveScreenshot(page, testInfo, `environment-label-${size.width}`, { fullPage: false });
    await saveScreenshot(page, testInfo, `environment-label-${size.width}-full`);
  });
}
