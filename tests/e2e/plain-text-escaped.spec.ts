// Everything people write is plain text (ADR 0071): markup typed into it shows as text and never
// runs. A new client registers with a script and an image with an onerror handler in their name;
// the name shows literally in the page frame and on their profile, and in the console where an
// admin searches for them and opens their account, and nothing it carries ever runs.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { registerClient, signIn } from './auth-helpers';
import { visit } from './visit';

// A script and an event handler inside the 50 characters an account's name may have.
const HOSTILE = `Pat <script>__xss=1</script><svg onload=__xss=2>`;

/** A page that records whether anything injected ran: a flag, a dialog or an image that loaded. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

async function expectNothingRan(page: Page, seen: { dialogs: string[] }): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  // The markup never became elements: no injected image or script is in the document.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      [...document.scripts].some((script) => script.text.includes('__xss')),
    ),
  ).toBe(false);
}

test('markup in a name shows as text and never runs, for the person and for an admin', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  test.slow();
  const seen = await watch(page);
  const email = `plain.text.${world.tag}@example.test`;
  const adminPerson = await world.admin();
  await registerClient(page, { email, fullName: HOSTILE });

  // The frame greets them by their name, as typed.
  await expect(page.getByRole('contentinfo')).toContainText(`Hello ${HOSTILE}`);
  await expectNothingRan(page, seen);

  await visit(page, ACCOUNT_PAGES.profile);
  await expect(page.getByLabel('Full name')).toHaveValue(HOSTILE);
  await expectNothingRan(page, seen);

  // An admin looks them up and opens their account.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const adminSeen = await watch(admin);
  try {
    await visit(admin, '/');
    await signIn(admin, adminPerson.email, adminPerson.password);
    await visit(admin, `${ADMIN_PAGES.search}?q=${encodeURIComponent(email)}`);
    const people = admin.getByRole('region', { name: /^Users/ });
    const link = people.getByRole('link', { name: HOSTILE });
    await expect(link).toBeVisible();
    await expectNothingRan(admin, adminSeen);
    await link.click();
    await expect(admin.getByText(email).first()).toBeVisible();
    await expectNothingRan(admin, adminSeen);
  } finally {
    await adminContext.close();
  }
});
