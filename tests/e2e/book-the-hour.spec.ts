// The Hour as a new client lives it: find an advisor, pick a time shown in their own zone,
// answer the intake form, pay with the sandbox's test card, land on /booked, find the meeting
// in My Account, move it, then cancel it and see the refund. And a declined card. The advisor is
// the journey's world's own, so no other journey takes the same open time.
import { expect, test } from './test';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { DECLINE_MESSAGES } from '../../src/shared/domain/cards';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { registerClient } from './auth-helpers';
import {
  acceptAgreements,
  answerIntake,
  payWith,
  pickFirstTime,
  saveIntake,
  spaced,
} from './booking-helpers';
import { expectAccessible, saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({ timezoneId: 'America/Chicago' });

test('a new client books The Hour, finds it in My Account, moves it and cancels it for a refund', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const { advisor } = await world.advisor();
  await registerClient(page, {
    email: `hour.${world.tag}@example.com`,
    fullName: 'Riley Planner',
  });

  // Find an advisor: browse Ohio from the home page, look the advisor up by name among those who
  // serve Ohio, open the profile, book.
  await visit(page, SITE_PAGES.home);
  await page.getByRole('link', { name: 'Ohio', exact: true }).click();
  await expect(page).toHaveURL(ADVISOR_PAGES.stateResults('ohio'));
  await page.getByLabel('Search by name, keyword or ZIP code').fill(advisor.name);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${ADVISOR_PAGES.stateResults('ohio')}\\?q=`));
  // The card's one link, not the search's own chip that names the text searched.
  await page.locator('main article').getByRole('link', { name: advisor.name }).click();
  await expect(page).toHaveURL(ADVISOR_PAGES.profile(advisor.slug));
  await page.getByRole('link', { name: 'Book The Hour' }).first().click();
  await expect(page).toHaveURL(BOOKING_PAGES.bookHour(advisor.slug));
  await saveScreenshot(page, testInfo, 'pick-a-time');
  const chosen = await pickFirstTime(page, 'next');

  await expectAccessible(page);
  await saveIntake(page);
  await expect(page.getByRole('heading', { name: /our client agreements/ })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'agreements');
  await acceptAgreements(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'payment');
  await payWith(page, SANDBOX_TEST_CARDS.succeeds);

  await expect(page).toHaveURL(/\/booked\?event=[0-9a-f-]{36}$/);
  const card = page.getByRole('main');
  await expect(card).toContainText(advisor.name);
  await expect(card).toContainText(chosen);
  await expect(card).toContainText(/Central (Standard|Daylight) Time/);
  await expect(page.getByRole('link', { name: /Join/ }).first()).toHaveAttribute(
    'href',
    /meet\.jit\.si/,
  );
  await saveScreenshot(page, testInfo, 'booked');
  await expectAccessible(page);

  // My Account lists it; move it to another time.
  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  const meeting = page.getByRole('listitem').filter({ hasText: advisor.name }).first();
  await expect(meeting).toContainText(chosen);
  await expectAccessible(page);
  await meeting.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // A time in the week after, so the meeting can still be cancelled for free afterwards.
  await dialog.getByRole('button', { name: /Next week/ }).click();
  const options = dialog.getByRole('radio');
  await expect(options.first()).toBeVisible();
  await options.last().check();
  const newTime = (await dialog.locator('[aria-live="polite"]').last().textContent()) ?? '';
  await saveScreenshot(page, testInfo, 'reschedule');
  await dialog.getByRole('button', { name: 'Move meeting' }).click();
  await expect(dialog).toBeHidden();
  const moved = newTime
    .replace(/^New time:\s*/, '')
    .split(',')
    .slice(0, 2)
    .join(',')
    .trim();
  await expect(meeting).toContainText(moved.split(' at ')[0] ?? moved);

  // Cancel it: the refund is automatic and shown.
  await meeting.getByRole('button', { name: 'Cancel meeting' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(/full refund of \$[\d,]+/);
  await confirm.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(page.getByText(/refund of \$[\d,]+/i).first()).toBeVisible();
  await expect(meeting).toContainText(/Cancelled/);
  await saveScreenshot(page, testInfo, 'canceled');
});

test('a declined card keeps the hold and says why; another card pays', async ({
  page,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const { advisor } = await world.advisor();
  await registerClient(page, {
    email: `decline.${world.tag}@example.com`,
    fullName: 'Sam Declined',
  });
  await visit(page, BOOKING_PAGES.bookHour(advisor.slug));
  await pickFirstTime(page);
  await answerIntake(page);

  await payWith(page, SANDBOX_TEST_CARDS.declined);
  await expect(page.getByRole('alert')).toContainText(DECLINE_MESSAGES.card_declined);
  await expect(page).toHaveURL(/\/booking\//);
  await saveScreenshot(page, testInfo, 'declined');

  await page.getByLabel('Card number').fill(spaced(SANDBOX_TEST_CARDS.succeeds));
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/booked\?event=/);
  await expect(page.getByRole('main')).toContainText(advisor.name);
});
