// An admin looks after a meeting from the console: finds it by the client's email, opens it,
// sees only the changes the state machine allows (no no-show before the start), waives the notes
// and then cancels it with a full refund; both pages at desktop and phone widths.
import { expect, test } from './test';
import { SANDBOX_TEST_CARDS } from '../../src/shared/domain/cards';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { signIn } from './auth-helpers';
import { payWith, startBookingAs } from './booking-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };

test('an admin finds a meeting and changes it only through the allowed transitions', async ({
  browser,
  baseURL,
  page,
  world,
}, testInfo) => {
  test.setTimeout(150_000);
  const [admin, person, advisor] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  const email = person.email;
  // The client books the world's advisor: copies running at once each take their own time.
  const client = await startBookingAs(browser, baseURL, person, advisor.advisor.slug);
  await payWith(client, SANDBOX_TEST_CARDS.succeeds);
  await expect(client).toHaveURL(/\/booked\?event=[0-9a-f-]{36}$/);
  await client.close();

  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await visit(page, ADMIN_PAGES.events);
  await page.getByLabel('Search by client, email, advisor or meeting id').fill(email);
  const table = page.getByRole('table', { name: 'Meetings' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(advisor.advisor.name);
  await saveScreenshot(page, testInfo, 'events-1280');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'events-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await table.getByRole('link', { name: person.fullName }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\/edit$/);
  const changes = page.getByRole('group', { name: 'Change this meeting' });
  await expect(changes.getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
  await expect(changes.getByRole('button', { name: 'Waive the notes' })).toBeVisible();
  // Before the start the state machine allows neither a no-show nor a refund.
  await expect(changes.getByRole('button', { name: 'Mark as no-show' })).toHaveCount(0);
  await expect(changes.getByRole('button', { name: 'Refund in full' })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'event-edit-1280');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'event-edit-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await changes.getByRole('button', { name: 'Waive the notes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Waive the notes' }).click();
  await expect(page.getByText('The notes are waived.')).toBeVisible();
  await expect(changes.getByRole('button', { name: 'Waive the notes' })).toHaveCount(0);

  await changes.getByRole('button', { name: 'Cancel and refund' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText('The meeting is canceled and the fee refunded.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Cancelled');
  await expect(page.getByText('No change is possible now')).toBeVisible();
  await saveScreenshot(page, testInfo, 'event-canceled');
});
