// An admin looks after intake answers and stored files from the console: finds a client's answers
// among the recent intake responses, corrects them and sees the change; then scans the store,
// finds a file nothing points at (left in the data folder) and removes it. Every page at desktop
// and phone widths.
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { signIn } from './auth-helpers';
import { startBookingAs } from './booking-helpers';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The shared journey server keeps its files here (playwright.config.ts). */
const OBJECTS_DIR = path.join('.e2e-data', 'shared', 'files', 'objects');

async function atBothWidths(
  page: Page,
  testInfo: Parameters<typeof saveScreenshot>[1],
  name: string,
) {
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

test('an admin corrects a client’s intake answers and removes an orphaned file', async ({
  browser,
  baseURL,
  page,
  world,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = world.tag;
  const [admin, person, advisor] = await Promise.all([
    world.admin(),
    world.client(),
    world.advisor(),
  ]);
  const email = person.email;
  // The client books the world's advisor: copies running at once each take their own time.
  const client = await startBookingAs(browser, baseURL, person, advisor.advisor.slug);
  await client.close();

  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await visit(page, ADMIN_PAGES.intakeResponses);
  await page.getByLabel('Search by client name or email').fill(email);
  const table = page.getByRole('table', { name: 'Recent intake responses' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('The Hour booking');
  await expect(table).toContainText('Checkout: open');
  await atBothWidths(page, testInfo, 'intake-responses');

  await table.getByRole('link', { name: person.fullName }).click();
  await expect(page).toHaveURL(/\/admin\/intake-response\/edit\/[^/]+\/[0-9a-f-]{36}$/);
  const questions = page.getByLabel('Questions');
  await expect(questions).toHaveValue(/retire at 62/);
  // A booking under way uses these answers: they cannot be deleted now.
  await expect(page.getByRole('button', { name: 'Delete answers' })).toBeDisabled();
  await atBothWidths(page, testInfo, 'intake-response-edit');

  await questions.fill('short');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText(/at least 10 characters/)).toBeVisible();
  const corrected = 'Can we retire at 60 if we downsize the house first?';
  await questions.fill(corrected);
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('The answers are saved.')).toBeVisible();
  // Any reloadId opens the same response afresh, with the change.
  const responseId = page.url().split('/').pop() ?? '';
  await visit(page, ADMIN_PAGES.intakeResponseEdit('any-value', responseId));
  await expect(page.getByLabel('Questions')).toHaveValue(corrected);
  await visit(page, `${ADMIN_PAGES.intakeResponses}?q=${encodeURIComponent(email)}`);
  await expect(table).toContainText('downsize the house');

  // A file in the store that no record points at, older than the scan's grace period.
  const orphanKey = `stray/e2e-orphan-${stamp}.bin`;
  const orphanFile = path.join(OBJECTS_DIR, ...orphanKey.split('/'));
  await mkdir(path.dirname(orphanFile), { recursive: true });
  await writeFile(orphanFile, Buffer.alloc(2048, 7));
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  await utimes(orphanFile, twoHoursAgo, twoHoursAgo);

  await visit(page, ADMIN_PAGES.uploadedFiles);
  const files = page.getByRole('table', { name: 'Uploaded files' });
  // Other journeys store files too: the kind filter finds the demo advisors' photos among them.
  await page.getByLabel('Kind').selectOption({ label: 'Advisor photo' });
  await expect(files).toContainText('Advisor photo');
  await page.getByRole('button', { name: 'Find orphaned files' }).click();
  const orphans = page.getByRole('list', { name: 'Files with no record' });
  await expect(orphans).toContainText(orphanKey, { timeout: 60_000 });
  await atBothWidths(page, testInfo, 'uploaded-files');

  await orphans.getByRole('button', { name: `Remove ${orphanKey}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('cannot be brought back');
  await confirm.getByRole('button', { name: 'Remove file' }).click();
  await expect(page.getByText('1 file removed.')).toBeVisible();
  await expect(page.getByText(orphanKey)).toHaveCount(0);
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(page.getByText(/^Scanned \d/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(orphanKey)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'uploaded-files-after');
});
