import { expect, test } from './test';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { blockingViolations } from './axe-check';
import { expectAccessible, waitForQuiet } from './fixtures';
import { visit } from './visit';

const PAGES_CHECKED = [
  { name: 'home page', path: SITE_PAGES.home },
  { name: 'advisor results', path: '/s/california/retirement-planning' },
  { name: 'advisor profile', path: ADVISOR_PAGES.profile('thomas-nguyen') },
  { name: 'Money Tools', path: SITE_PAGES.moneyTools },
  { name: 'booking page', path: BOOKING_PAGES.bookHour('grace-park') },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  for (const checked of PAGES_CHECKED) {
    test(`the ${checked.name} has no serious or critical accessibility violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await visit(page, checked.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForQuiet(page);
      await expectAccessible(page);
    });
  }
}

test('the check finds a serious violation on a page, and one inside a frame of the page', async ({
  page,
}) => {
  await visit(page, SITE_PAGES.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A button nobody can name, on the page and in a frame of its own origin.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'unnamed-button';
    document.body.append(button);
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>x</title><button id="in-frame"></button>';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  // Both, and nothing else: the home page itself has none. A node in a frame is named by the
  // frame, then the node.
  expect(await blockingViolations(page)).toEqual([
    'button-name: #unnamed-button, iframe,#in-frame',
  ]);
});
