import { expect, test } from '@playwright/test';
import { PAGES } from '../../src/shared/routes';
import { expectAccessible } from './fixtures';

const PAGES_CHECKED = [
  { name: 'home page', path: PAGES.home },
  { name: 'advisor results', path: '/s/california/retirement-planning' },
  { name: 'advisor profile', path: PAGES.advisor('thomas-nguyen') },
  { name: 'Money Tools', path: PAGES.moneyTools },
  { name: 'booking page', path: PAGES.bookHour('grace-park') },
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
      await page.goto(checked.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }
}
