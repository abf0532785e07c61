// Opening a page as a person does: a public page paints from its HTML and its application starts
// after that paint (ADR 0057). A person waits until the page answers; a journey waits for the
// application's own signal that it has started (APP_STARTED_ATTRIBUTE on <html>), so a click right
// after opening meets a working page. Pages without the application (the provider's sign-in pages,
// files) have no #root and are ready at their load event.
import type { Page, Response } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '../../src/shared/page-shell';

const APP_START_TIMEOUT_MS = 15_000;

/** Resolves once the page's application has started, or at once on a page without one. */
export async function appStarted(page: Page): Promise<void> {
  await page
    .locator(`:root[${APP_STARTED_ATTRIBUTE}], :root:not(:has(#root))`)
    .waitFor({ state: 'attached', timeout: APP_START_TIMEOUT_MS });
}

type GotoOptions = Parameters<Page['goto']>[1];

/** `page.goto`, then the application's start. */
export async function visit(
  page: Page,
  url: string,
  options?: GotoOptions,
): Promise<Response | null> {
  const response = await page.goto(url, options);
  await appStarted(page);
  return response;
}

/** `page.reload`, then the application's start. */
export async function reloadApp(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await appStarted(page);
  return response;
}
