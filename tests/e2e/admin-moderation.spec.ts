// Moderation in the admin console: an admin hides an abusive review with a reason (after the
// confirming form), the review leaves the world advisor's public profile and the audit log shows
// it; an admin renames an advisor attribute, on a server of its own, and the public results page
// shows the new title. Both pages fit a phone.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { reviewPageSchema } from '../../src/shared/contracts/advisors';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { signIn } from './auth-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

const ATTRIBUTE_SLUG = 'charitable-giving';

// An attribute's title is on the whole site's public pages: this file runs on a server of its own.
test.use({ ownServer: true });
const REASON = 'Insults the advisor by name; abusive language.';

async function publicReviews(page: Page, slug: string) {
  const response = await page.request.get(ADVISOR_API.reviews(slug));
  expect(response.ok()).toBe(true);
  return reviewPageSchema.parse(await response.json());
}

async function openConsoleTool(page: Page, name: RegExp, url: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('region', { name: 'Admin console' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(url));
}

test('an admin hides an abusive review; it leaves the profile and the audit log keeps it', async ({
  page,
  world,
}, testInfo) => {
  // Long, and on a machine that may be busy.
  test.setTimeout(180_000);
  const [admin, advisor] = await Promise.all([world.admin(), world.advisor({ reviews: 5 })]);
  const ADVISOR = { slug: advisor.advisor.slug, name: advisor.advisor.name };
  const before = await publicReviews(page, ADVISOR.slug);
  const target = before.reviews[0]!;
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await openConsoleTool(page, /^Reviews/, ADMIN_PAGES.reviews);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();

  await page.getByLabel('Search titles, text, reviewers and advisors').fill(ADVISOR.name);
  await expect(page).toHaveURL(new RegExp(`q=${ADVISOR.name.split(' ')[0]}`));
  // The search's answer, not the rows from before it (they dim while it loads).
  await expect(page.locator('tbody tr').filter({ hasNotText: ADVISOR.name })).toHaveCount(0);
  const row = page
    .getByRole('row')
    .filter({ hasText: target.title })
    .filter({ hasText: target.body.slice(0, 40) })
    .first();
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-reviews-1280');

  // The form asks for the reason and says what hiding does; cancelling changes nothing.
  await row.getByRole('button', { name: /for abuse$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await expect(dialog).toContainText('leaves the public profile');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Reason must be at least')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/is hidden from the profile/)).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row).toContainText(REASON);
  await saveScreenshot(page, testInfo, 'admin-reviews-hidden-1280');

  // The public profile: one review fewer, the hidden one gone.
  const after = await publicReviews(page, ADVISOR.slug);
  expect(after.total).toBe(before.total - 1);
  expect(after.reviews.map((review) => review.id)).not.toContain(target.id);
  await visit(page, ADVISOR_PAGES.profile(ADVISOR.slug));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ADVISOR.name);
  await expect(page.getByText(target.body)).toHaveCount(0);

  // The audit log names the change and its reason.
  await openConsoleTool(page, /^Audit log/, ADMIN_PAGES.auditLog);
  const action = page.getByRole('textbox', { name: 'Action' });
  await action.fill('review-hidden');
  await action.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: REASON }).first()).toBeVisible();

  // On a phone the table becomes stacked rows and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `${ADMIN_PAGES.reviews}?state=hidden`);
  await expect(page.getByText(REASON).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-reviews-390');
});

test('an admin renames an advisor attribute and the public page shows the new title', async ({
  page,
  world,
}, testInfo) => {
  // Long, and on a machine that may be busy.
  test.setTimeout(180_000);
  // A title of this run's own, whatever an earlier run on this server left.
  const ATTRIBUTE = { slug: ATTRIBUTE_SLUG, title: `Giving to charity wisely ${world.tag}` };
  const admin = await world.admin();
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await openConsoleTool(page, /^Advisor attributes/, ADMIN_PAGES.advisorAttributes);
  await expect(page.getByRole('heading', { level: 1, name: 'Advisor attributes' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-attributes-1280');

  await page.getByLabel('Search titles and slugs').fill(ATTRIBUTE.slug);
  const row = page.getByRole('row').filter({ hasText: ATTRIBUTE.slug });
  await expect(row).toHaveCount(1);
  // In use: who carries it is one click away, and it cannot be deleted.
  await expect(row.getByText('In use: kept')).toBeVisible();
  await row.getByRole('button', { name: /advisors carry/ }).click();
  const carriers = page.getByRole('dialog', { name: /^Advisors with/ });
  await expect(carriers.getByRole('listitem').first()).toBeVisible();
  await carriers.getByRole('button', { name: 'Done' }).click();

  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit/ });
  await dialog.getByLabel('Title').fill(ATTRIBUTE.title);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/public pages show it now/)).toBeVisible();
  await expect(row).toContainText(ATTRIBUTE.title);

  await visit(page, ADVISOR_PAGES.results(ATTRIBUTE.slug));
  // The heading writes the topic inline, in lower case.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    new RegExp(ATTRIBUTE.title, 'i'),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, ADMIN_PAGES.advisorAttributes);
  await expect(page.getByText(ATTRIBUTE.title).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-attributes-390');
});
