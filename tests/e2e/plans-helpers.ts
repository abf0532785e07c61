// Setting the stage for the Plan and Ongoing journeys through the API, as the people who would:
// the demo advisor switches an offering on, an admin turns the TheOngoing flag on. The access token
// is the one the site keeps for a signed-in person in the browser's session.
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { OwnOfferings } from '../../src/shared/contracts/offerings';
import type { FeatureFlagName } from '../../src/shared/feature-flags';
import { ADMIN_API } from '../../src/shared/routes/admin-api';
import { OFFERINGS_API } from '../../src/shared/routes/offerings-api';
import { signIn } from './auth-helpers';

/** The signed-in person's access token, from the session the site keeps. */
async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith('oidc.user:')) continue;
      const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string };
      if (stored.access_token) return stored.access_token;
    }
    return null;
  });
  expect(token, 'signed in with a stored access token').toBeTruthy();
  return token!;
}

/** Runs `work` with a bearer header of a person signed in in a context of their own. */
export async function asSignedIn<T>(
  browser: Browser,
  person: { email: string; password: string },
  work: (page: Page, headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, person.email, person.password);
    const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
    return await work(page, headers);
  } finally {
    await context.close();
  }
}

/** Switches the signed-in advisor's offering of `kind` on (The Ongoing with room); answers its id. */
export async function switchOfferingOn(
  page: Page,
  headers: Record<string, string>,
  kind: 'plan' | 'ongoing',
): Promise<string> {
  const own = await page.request.get(OFFERINGS_API.dashboard, { headers });
  expect(own.status()).toBe(200);
  const offering = ((await own.json()) as OwnOfferings)[kind];
  const terms =
    offering.terms.trim() || 'I meet you by video and answer email within two business days.';
  const saved = await page.request.put(OFFERINGS_API.dashboardOffering(offering.id), {
    headers,
    data: {
      enabled: true,
      priceCents: offering.priceCents,
      terms,
      ...(kind === 'ongoing'
        ? { capacity: Math.max(offering.capacity ?? 0, offering.placesTaken + 5) }
        : {}),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return offering.id;
}

export async function setFeatureFlag(
  page: Page,
  headers: Record<string, string>,
  id: FeatureFlagName,
  value: boolean,
): Promise<void> {
  const saved = await page.request.post(ADMIN_API.setFeatureFlag, { headers, data: { id, value } });
  expect(saved.status(), await saved.text()).toBe(200);
}
