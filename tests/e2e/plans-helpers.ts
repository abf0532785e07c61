// Setting the stage for the Plan and Ongoing journeys through the API, as the people who would:
// an advisor switches an offering on, an admin turns the TheOngoing flag on, each signed in
// through the provider's form with the bearer header the site sends on their behalf.
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { OwnOfferings } from '../../src/shared/contracts/offerings';
import type { FeatureFlagName } from '../../src/shared/feature-flags';
import { ADMIN_API } from '../../src/shared/routes/admin-api';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { OFFERINGS_API } from '../../src/shared/routes/offerings-api';
import { visit } from './visit';
import type { WorldPerson } from './world';

/** Who signs in, and the area of theirs whose first page calls the API. */
export interface Person {
  email: string;
  password: string;
  area: keyof typeof AREA_ROOTS;
}

/** The area whose first page calls the API, for each kind of world person. */
const AREA_OF: Record<WorldPerson['kind'], Person['area']> = {
  client: 'account',
  advisor: 'dashboard',
  admin: 'admin',
  affiliate: 'account',
};

/** A world person signs in to the area of their kind; a `Person` names theirs. */
const asPerson = (who: Person | WorldPerson): Person =>
  'area' in who ? who : { email: who.email, password: who.password, area: AREA_OF[who.kind] };

/** Waits as long as a loaded machine may need for the provider's pages. */
const SIGN_IN_WAIT_MS = 30_000;

/**
 * Signs the person in through the provider's form and answers the bearer header the site then
 * sends with its API calls.
 */
async function signInForHeaders(page: Page, person: Person): Promise<Record<string, string>> {
  const authorized = page.waitForRequest(
    (request) => request.url().includes('/api/') && Boolean(request.headers().authorization),
    { timeout: SIGN_IN_WAIT_MS * 2 },
  );
  await visit(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: SIGN_IN_WAIT_MS });
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0, {
    timeout: SIGN_IN_WAIT_MS,
  });
  // A signed-in page asks the API with the person's token.
  await visit(page, AREA_ROOTS[person.area]);
  return { authorization: (await authorized).headers().authorization! };
}

/** Runs `work` with a bearer header of a person signed in in a context of their own. */
export async function asSignedIn<T>(
  browser: Browser,
  baseURL: string | undefined,
  person: Person | WorldPerson,
  work: (page: Page, headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  // A context of the browser's own does not take the project's options: the address is given.
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const page = await context.newPage();
    return await work(page, await signInForHeaders(page, asPerson(person)));
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

/**
 * A client who has not accepted the client agreements in force reads them before the signup form
 * (docs/product.md#user-agreements) and accepts them: the form follows.
 */
export async function acceptAgreementsBeforeSignup(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /our client agreements/ })).toBeVisible();
  await expect(page.getByLabel('Your questions and goals')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I have read and accept these agreements' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByLabel('Your questions and goals')).toBeVisible();
}
