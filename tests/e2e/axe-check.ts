// axe-core run in the page itself: injected once per document (and into each same-origin frame,
// whose results axe gathers through the page), asked for its violations only, and answering with
// the serious and critical ones as short lines. @axe-core/playwright injected the library twice on
// every check and sent every passed and inapplicable rule's nodes back to the test: the same
// violations at about half the cost (0.7–2.4 s a page to 0.4–1.1 s on two cores).
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** The library's own source, as it runs in a page. */
const AXE_SOURCE = axe.source;
/** Frames only (never another origin's): the product's frames are all its own. */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'] });`;
const BLOCKING_IMPACTS = ['serious', 'critical'];

async function injectInto(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(`${AXE_SOURCE}\n;${CONFIGURE}`);
  } catch {
    // A frame that navigated or closed meanwhile has nothing left to check.
  }
}

/** `rule: targets` for each serious or critical violation axe finds on the page as it is now. */
export async function blockingViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await injectInto(frame);
  return page.evaluate(async (impacts) => {
    interface AxeViolation {
      id: string;
      impact?: string | null;
      nodes: { target: unknown[] }[];
    }
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => impacts.includes(violation.impact ?? ''))
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      );
  }, BLOCKING_IMPACTS);
}
