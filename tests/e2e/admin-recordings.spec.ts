// An admin looks after meeting recordings from the console: the world's advisor uploads one for a
// meeting held with the world's client; the admin finds it in the recordings table by status, opens it (meeting, people,
// file, the stored copy playing), sees only the changes possible for an upload (no Zoom copy to
// delete), deletes it for good after a confirmation that says it cannot be undone, and finds it
// among the deleted with its history. Orphans have a view of their own. Desktop and phone widths.
import path from 'node:path';
import { expect, test } from './test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { DASHBOARD_TAB_PAGES } from '../../src/shared/routes/meetings';
import { signIn } from './auth-helpers';
import { expectAccessible, expectVideoPlays, saveScreenshot, waitForQuiet } from './fixtures';
import { bothWidths } from './doc-screenshots';
import { visit } from './visit';

const DESKTOP = { width: 1280, height: 800 };
const VIDEO = path.resolve('src/server/db/seed/assets/demo-recording.webm');

test('an admin finds a recording, plays it and deletes it for good', async ({
  browser,
  baseURL,
  page,
  world,
}, testInfo) => {
  test.setTimeout(150_000);
  const [admin, client, person] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  await world.meetings(client, person);
  const clientName = client.fullName;
  const advisor = await browser.newPage({ baseURL });
  await visit(advisor, '/');
  await signIn(advisor, person.email, person.password);
  await visit(advisor, DASHBOARD_TAB_PAGES.past);
  await expect(advisor.getByRole('list', { name: 'Past meetings, newest first' })).toBeVisible();
  // The newest past meeting takes the upload; a retry finds the one its first try made.
  const firstMeeting = advisor
    .getByRole('list', { name: 'Past meetings, newest first' })
    .getByRole('article')
    .first();
  const input = firstMeeting.getByLabel('Recording to upload');
  await expect(firstMeeting.getByRole('region', { name: /^Recordings?$/ })).toBeVisible();
  if ((await input.count()) > 0) {
    const uploaded = advisor.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/api\/booking\/events\/[^/]+\/recordings$/.test(new URL(response.url()).pathname),
    );
    await input.setInputFiles(VIDEO);
    expect((await uploaded).status()).toBe(201);
  }
  await advisor.close();

  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await visit(page, ADMIN_PAGES.recordings);
  await expect(page.getByRole('heading', { level: 1, name: 'Recordings' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Saved' });
  await expect(page).toHaveURL(/status=SavedToS3/);
  await page.getByLabel('Search by client, email, advisor or id').fill(clientName);
  await expect(page).toHaveURL(new RegExp(`q=${clientName.split(' ')[0]}`));
  const table = page.getByRole('table', { name: 'Recordings' });
  // Newest first: the upload just made.
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText(clientName);
  await expect(newest).toContainText('Upload');
  await waitForQuiet(page);
  await expectAccessible(page);
  await bothWidths(page, testInfo, 'recordings', { desk: DESKTOP });

  await newest.getByRole('link', { name: clientName }).click();
  await expect(page).toHaveURL(/\/admin\/recordings\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByText(`Upload by ${person.advisor.name}`)).toBeVisible();
  const video = page.locator('video');
  await expectVideoPlays(video);
  const changes = page.getByRole('group', { name: 'Change this recording' });
  // An upload has no copy at Zoom, and nothing to fetch again.
  await expect(changes.getByRole('button', { name: 'Delete at Zoom' })).toHaveCount(0);
  await expect(changes.getByRole('button', { name: 'Fetch again from Zoom' })).toHaveCount(0);
  await expect(page.getByText('No admin has changed this recording.')).toBeVisible();
  await expectAccessible(page);
  await bothWidths(page, testInfo, 'recording-edit', { desk: DESKTOP });

  await changes.getByRole('button', { name: 'Delete for good' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('our stored copy');
  await expect(dialog).toContainText('cannot be undone');
  await saveScreenshot(page, testInfo, 'recording-delete-confirm');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The recording is deleted for good.')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(
    page.getByText('No change is possible now: the recording is deleted.'),
  ).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Saved → Deleted' })).toContainText(
    admin.fullName,
  );
  await bothWidths(page, testInfo, 'recording-deleted', { desk: DESKTOP });

  await page.getByRole('link', { name: 'Recordings' }).first().click();
  await page.getByLabel('Status').selectOption({ label: 'Deleted' });
  // Other journeys delete recordings too: this client's is the newest of theirs.
  await page.getByLabel('Search by client, email, advisor or id').fill(clientName);
  await expect(table.getByRole('row').nth(1)).toContainText(clientName);
  // The orphans of everyone, not only of this search.
  await page.getByLabel('Search by client, email, advisor or id').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByText('Orphans only').click();
  await expect(page).toHaveURL(/show=orphans/);
  // A deleted recording is never an orphan; the demo and the worlds have none of any status.
  await expect(page.getByRole('radio', { name: 'Orphans only' })).toBeChecked();
  await expect(page.getByText(/No orphan recordings/)).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Any status' });
  await expect(page.getByRole('radio', { name: 'Orphans only' })).toBeChecked();
  await expect(page.getByText(/No orphan recordings/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'recordings-orphans-1280');
});
