// An affiliate's link end to end (docs/product.md#affiliates).
import { expect, test } from './test';
import { AFFILIATE_PAGES } from '../../src/shared/routes/affiliates';
import { saveScreenshot } from './fixtures';
import { visit } from './visit';

test('the demo affiliate’s landing page answers from the start, with the disclaimer', async ({
  page,
}, testInfo) => {
  const response = await visit(page, AFFILIATE_PAGES.link('avery-lee'));
  expect(response?.status()).toBe(200);
  const hero = page.locator('#home');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Just Financial Advice');
  await expect(hero.getByText(/shared by Avery Lee, an affiliate/)).toBeVisible();
  const utm = await page.evaluate(() => localStorage.getItem('utm_data'));
  expect(JSON.parse(utm ?? '{}')).toMatchObject({ utm_campaign: 'avery-lee' });
  await saveScreenshot(page, testInfo, 'landing-1280');
});
