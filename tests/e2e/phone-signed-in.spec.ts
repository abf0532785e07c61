// The signed-in areas on a phone: every page of My Account, the advisor dashboard and the admin
// area fits the screen's width, and what turns into cards or stacks on a phone reads right. The
// people are the journey's world's own: a client with the demo client's three meetings, their
// advisor, and an admin.
import { expect, test } from './test';
import type { Page, TestInfo } from '@playwright/test';
import type { World, WorldPerson } from './world';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { ADVISOR_CLIENT_PAGES } from '../../src/shared/routes/advisor-clients';
import { ADVISOR_PAYOUT_PAGES } from '../../src/shared/routes/advisor-payouts';
import { ADVISOR_PROFILE_PAGES } from '../../src/shared/routes/advisor-profile';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { AVAILABILITY_PAGES } from '../../src/shared/routes/availability';
import { BILLING_PAGES } from '../../src/shared/routes/billing';
import { MEETING_PAGES } from '../../src/shared/routes/meetings';
import { ONBOARDING_PAGES } from '../../src/shared/routes/onboarding';
import { PLAN_PAGES } from '../../src/shared/routes/plans';
import { REVIEW_PAGES } from '../../src/shared/routes/reviews';
import { VAULT_PAGES } from '../../src/shared/routes/vault';
import { CONSOLE_NAV } from '../../src/client/features/console/console-nav-items';
import { submitLogin } from './auth-helpers';
import { saveScreenshot, waitForQuiet } from './fixtures';
import { visit } from './visit';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Account = { email: string; password: string };

/** Opens a signed-in page, signing in through the redirect it answers with. */
async function openSignedIn(page: Page, path: string, account: Account): Promise<void> {
  await visit(page, path);
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

type Kind = 'client' | 'advisor' | 'admin';

/** Whoever signs in to an area; the client and the advisor share the demo client's meetings. */
async function personOf(
  world: World,
  kind: Kind,
): Promise<{ signIn: Account; client: WorldPerson }> {
  const client = await world.client();
  if (kind === 'admin') return { signIn: await world.admin(), client };
  const advisor = await world.advisor();
  await world.meetings(client, advisor);
  return { signIn: kind === 'client' ? client : advisor, client };
}

/** An area's pages: by path, and those whose path names the user by the area's own links. */
const AREAS: {
  area: string;
  kind: Kind;
  paths: (client: WorldPerson) => string[];
  navLinks?: string[];
}[] = [
  {
    area: 'My Account',
    kind: 'client',
    paths: () => [
      AREA_ROOTS.account,
      MEETING_PAGES.account,
      REVIEW_PAGES.account,
      BILLING_PAGES.account,
      VAULT_PAGES.account,
      ACCOUNT_PAGES.profile,
    ],
  },
  {
    area: 'the advisor dashboard',
    kind: 'advisor',
    paths: (client) => [
      AREA_ROOTS.dashboard,
      ADVISOR_PROFILE_PAGES.dashboard,
      MEETING_PAGES.dashboard,
      AVAILABILITY_PAGES.dashboard,
      REVIEW_PAGES.dashboard,
      ADVISOR_CLIENT_PAGES.client(client.email),
      PLAN_PAGES.dashboardOfferings,
      ADVISOR_PAYOUT_PAGES.dashboard,
      ONBOARDING_PAGES.disclosures,
      ACCOUNT_PAGES.dashboardProfile,
    ],
    navLinks: ['Compliance'],
  },
  {
    area: 'the admin area',
    kind: 'admin',
    // Every tool the console lists, so a new console page is measured as soon as it is listed.
    paths: () => [
      AREA_ROOTS.admin,
      ...CONSOLE_NAV.flatMap((group) => group.items.map((item) => item.to)),
    ],
  },
];

/** Waits for the page's content, keeps a screenshot and fails when it is wider than the screen. */
async function expectFits(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
  // Lists arrive after the heading; measure once the page has its content.
  await waitForQuiet(page);
  await expect(page.locator('[aria-busy="true"]'), name).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  // Every page is kept, to look at the area on a phone as a whole.
  await saveScreenshot(page, testInfo, overflow > 0 ? `too-wide-${name}` : `phone-${name}`);
  expect(overflow, `${name} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

for (const { area, kind, paths: pathsOf, navLinks = [] } of AREAS) {
  test(`every page of ${area} fits a phone screen`, async ({ page, world }, testInfo) => {
    // Up to eleven pages, each waited on until its lists arrive: more than one page's time.
    test.setTimeout(150_000);
    const { signIn, client } = await personOf(world, kind);
    const paths = pathsOf(client);
    await openSignedIn(page, paths[0]!, signIn);
    for (const path of paths) {
      await visit(page, path);
      await expectFits(page, testInfo, path.replaceAll('/', '-').replace(/^-/, ''));
    }
    for (const link of navLinks) {
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expectFits(page, testInfo, `link-${link.toLowerCase()}`);
    }
  });
}

test('the billing history reads as one card per line on a phone', async ({ page, world }) => {
  const { signIn } = await personOf(world, 'client');
  await openSignedIn(page, BILLING_PAGES.account, signIn);
  // The title spans the width, and a line's detail stays under that line's title.
  const caption = page.getByText('Payments and refunds, newest first');
  expect((await caption.boundingBox())!.width).toBeGreaterThan(300);
  const line = page.locator('tbody tr').filter({ hasText: 'Meeting on' }).first();
  const title = line.getByText(/^(Refund: )?The Hour with/);
  const detail = line.getByText(/^Meeting on/);
  expect((await detail.boundingBox())!.x).toBeCloseTo((await title.boundingBox())!.x, 0);
});

test('every meeting filter of the admin area shows on a phone', async ({ page, world }) => {
  await openSignedIn(page, ADMIN_PAGES.events, await world.admin());
  for (const filter of ['Money-back requests', 'Upcoming', 'Past and cancelled', 'All']) {
    await expect(page.getByText(filter, { exact: true })).toBeInViewport({ ratio: 1 });
  }
});
