// An advisor edits their public profile in Advisor Home (docs/product.md#profile-editor): a
// bio line too long is refused by its field, the card preview follows the typing, a photo is
// cropped and uploaded, and after saving the public profile shows the new title, bio line, price
// and photo. The advisor is the journey's own, so nothing needs putting back.
import path from 'node:path';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ADVISOR_PROFILE_PAGES } from '../../src/shared/routes/advisor-profile';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { LIMITS } from '../../src/shared/limits';
import { openAdvisorTab, submitLogin } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'advisor-photo.png');

const fields = (page: Page) => ({
  title: page.getByRole('textbox', { name: /^Title/ }),
  bio: page.getByRole('textbox', { name: /^Bio lines/ }),
  hour: page.getByRole('textbox', { name: /^The Hour/ }),
});

async function saveProfile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/Your profile is saved/)).toBeVisible();
}

test('an advisor edits title, bio, price and photo, and the public profile shows them', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const advisor = await world.advisor();
  await openAdvisorTab(page, 'Profile', ADVISOR_PROFILE_PAGES.dashboard, advisor);
  const { title, bio, hour } = fields(page);
  await expect(title).toBeVisible();
  const original = {
    title: await title.inputValue(),
    bio: await bio.inputValue(),
    hour: await hour.inputValue(),
  };
  const oldPhoto = await page.getByRole('img', { name: /^Current photo of/ }).getAttribute('src');

  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'profile-editor-1280');

  // A bio line one character too long is refused by the field, before anything is sent.
  await bio.fill(`${original.bio}\n${'x'.repeat(LIMITS.bioPart.max + 1)}`);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/Each bio line must be at most 60 characters/)).toBeVisible();
  await expect(bio).toBeFocused();
  await saveScreenshot(page, testInfo, 'bio-refused');

  const stamp = Date.now() % 10_000;
  const newTitle = `Fee-only planner for families ${stamp}`;
  const newLine = `Plain-English plans, no jargon ${stamp}`;
  const [, ...rest] = original.bio.split('\n');
  await title.fill(newTitle);
  await bio.fill([newLine, ...rest].join('\n'));
  const dollars = Number(original.hour.replace(/[^0-9.]/g, ''));
  const newDollars = dollars >= 300 ? dollars - 5 : dollars + 5;
  await hour.fill(String(newDollars));
  // The card preview follows the typing.
  const card = page.getByRole('complementary', { name: 'Your card in search' });
  await expect(card.getByText(newTitle)).toBeVisible();
  await expect(card.getByText(newLine)).toBeVisible();

  // The photo: chosen, moved and zoomed with the keyboard, previewed, uploaded.
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  const cropArea = page.getByRole('group', { name: 'Crop area' });
  await expect(cropArea).toBeVisible();
  await cropArea.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await saveScreenshot(page, testInfo, 'photo-crop');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your new photo is on your profile.')).toBeVisible();
  const newPhoto = await page.getByRole('img', { name: /^Current photo of/ }).getAttribute('src');
  expect(newPhoto).not.toBe(oldPhoto);

  await saveProfile(page);
  await saveScreenshot(page, testInfo, 'profile-saved');

  await visit(page, ADVISOR_PAGES.profile(advisor.advisor.slug));
  await expect(page.getByText(newTitle)).toBeVisible();
  await expect(page.getByText(newLine)).toBeVisible();
  await expect(page.getByText(`$${newDollars}`).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Portrait of/ }).first()).toHaveAttribute(
    'src',
    newPhoto ?? '',
  );
  await saveScreenshot(page, testInfo, 'public-profile');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the profile editor fits the screen', async ({ page, world }, testInfo) => {
    const advisor = await world.advisor();
    await visit(page, ADVISOR_PROFILE_PAGES.dashboard);
    await submitLogin(page, advisor.email, advisor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(fields(page).title).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'profile-editor-390');
    // The screen as a person sees it, section by section.
    for (const section of ['Photo', 'About you', 'What you help with', 'Prices']) {
      await page.getByRole('heading', { name: section, exact: true }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `phone-${section.replaceAll(' ', '-')}`, {
        fullPage: false,
      });
    }
  });
});
