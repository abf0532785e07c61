// An advisor edits their offerings in Advisor Home: a price off the step is refused with the
// field's message, a good price and new terms are saved, and the public profile shows the new
// price at once.
import { expect, test } from './test';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { PLAN_PAGES } from '../../src/shared/routes/plans';
import { openAdvisorTab } from './auth-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

test('an advisor edits The Plan’s price and terms, and the profile shows them', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(90_000);
  const advisor = await world.advisor();
  await openAdvisorTab(page, 'Offerings', PLAN_PAGES.dashboardOfferings, advisor);

  const plan = page.getByRole('region', { name: 'The Plan' });
  const ongoing = page.getByRole('region', { name: 'The Ongoing' });
  await expect(plan.getByRole('textbox', { name: /^Price/ })).toBeVisible();
  await expect(ongoing.getByText(/places taken/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'offerings');

  const price = plan.getByRole('textbox', { name: /^Price/ });
  await price.fill('2550');
  await plan.getByRole('button', { name: 'Save The Plan' }).click();
  await expect(plan.getByText('Plan price must be a multiple of $100.')).toBeVisible();
  await expect(price).toBeFocused();
  await saveScreenshot(page, testInfo, 'price-refused');

  const dollars = 3000 + 100 * (Date.now() % 20);
  const firstName = advisor.advisor.name.split(' ')[0];
  await price.fill(String(dollars));
  await plan
    .getByRole('textbox', { name: /^Terms/ })
    .fill(
      `The Plan with ${firstName}: eight weeks, three or four meetings and a written plan. Paid in advance; refunded in full if you are unhappy.`,
    );
  await plan.getByRole('button', { name: 'Save The Plan' }).click();
  await expect(page.getByText('The Plan is saved.')).toBeVisible();
  await expect(plan.getByText('Plan price must be a multiple of $100.')).toHaveCount(0);

  await visit(page, ADVISOR_PAGES.profile(advisor.advisor.slug));
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'The Plan' }),
  });
  await expect(card.getByText(`$${dollars.toLocaleString('en-US')}`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile');
});
