// Turning a feature flag in the admin console as an admin does: through the app's own links (no
// reload of the signed-in page), then the flag's switch, with its confirmation when turning it off
// asks for one.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { FeatureFlagName } from '../../src/shared/feature-flags';
import { PLANS_ADMIN_PAGES } from '../../src/shared/routes/plans-admin';

export interface OffConfirmation {
  dialog: string;
  button: string;
}

export async function switchFlagInConsole(
  page: Page,
  id: FeatureFlagName,
  on: boolean,
  offConfirmation?: OffConfirmation,
): Promise<void> {
  if (!page.url().endsWith(PLANS_ADMIN_PAGES.featureFlags)) {
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await page
      .getByRole('region', { name: 'Admin console' })
      .getByRole('link', { name: /^Feature flags/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PLANS_ADMIN_PAGES.featureFlags}$`));
  }
  const flag = page.getByRole('switch', { name: new RegExp(`^${id}:`) });
  const switched = page.getByRole('switch', { name: `${id}: ${on ? 'on' : 'off'}` });
  await expect(flag).toBeVisible();
  if ((await flag.isChecked()) === on) return;
  if (!on && offConfirmation) {
    await flag.click({ force: true });
    const dialog = page.getByRole('dialog', { name: offConfirmation.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: offConfirmation.button }).click();
    await expect(switched).toBeVisible();
    return;
  }
  // Just after signing in the page may render again (a silent token renewal) and drop a click
  // made at that moment: click again until the switch says so.
  await expect(async () => {
    if ((await flag.isChecked()) !== on) await flag.click({ force: true });
    await expect(switched).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
