// The journeys' `test`: a public page paints from its HTML and its application starts after that
// paint (ADR 0057), after the load event Playwright waits for. A person waits until the page
// answers; here a page load also waits until the application has started, on every page of every
// context a journey opens, so a click right after `goto` meets a working page.
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../src/shared/page-shell';

export { expect };

const APP_START_TIMEOUT_MS = 15_000;

async function appStarted(page: Page): Promise<void> {
  if (withoutJavaScript.has(page.context())) return;
  await page.waitForFunction(
    (attribute) =>
      document.getElementById('root') === null || document.documentElement.hasAttribute(attribute),
    APP_STARTED_ATTRIBUTE,
    { timeout: APP_START_TIMEOUT_MS },
  );
}

const watched = new WeakSet<Page>();

function waitForAppOnLoad(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await appStarted(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await appStarted(page);
    return response;
  };
}

/** Contexts with JavaScript off: no application to wait for, the page is its HTML. */
const withoutJavaScript = new WeakSet<BrowserContext>();

function watchContext(context: BrowserContext, javaScriptEnabled = true): BrowserContext {
  if (!javaScriptEnabled) withoutJavaScript.add(context);
  context.on('page', waitForAppOnLoad);
  context.pages().forEach(waitForAppOnLoad);
  return context;
}

function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) =>
    watchContext(await newContext(options), options?.javaScriptEnabled);
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    if (options?.javaScriptEnabled === false) withoutJavaScript.add(page.context());
    waitForAppOnLoad(page);
    return page;
  };
  return browser;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped additions
export const test = base.extend<{}, object>({
  browser: [async ({ browser }, use) => use(watchBrowser(browser)), { scope: 'worker' }],
  context: async ({ context, javaScriptEnabled }, use) =>
    use(watchContext(context, javaScriptEnabled)),
});
