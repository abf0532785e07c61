// Uploading to the vault on a phone, as a new client: a "PDF" that is really a ZIP archive is
// refused the moment it is chosen, with the reason; a text file named setup.exe is refused; a
// good PDF uploaded twice asks first — keep both gives two files, replace keeps one of that name.
// Every outcome is said once, in one place. axe checks each state on the way.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { VAULT_PAGES } from '../../src/shared/routes/vault';
import { registerClient } from './auth-helpers';
import { PDF, expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const FAKE_PDF = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(4096, 0x20)]);

const outcome = (page: Page) => page.getByRole('status', { name: 'Upload outcome' });

async function choose(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page.getByLabel('File to upload').setInputFiles({ name, mimeType, buffer });
}

test('a client’s uploads are refused early with the reason, and duplicates are asked about', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `vault.${Date.now()}.${testInfo.workerIndex}@example.com`;
  // Registering checks the wide header's account link; the vault itself is used on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerClient(page, { email, fullName: 'Robin Vault' });
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, VAULT_PAGES.account);
  await expect(page.getByRole('heading', { level: 1, name: /Secure file vault/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your vault is empty' })).toBeVisible();

  // A ZIP archive named like a PDF: refused at once, with the reason, nothing sent.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/vault/files')) uploads += 1;
  });
  await choose(page, 'Statements 2025.pdf', FAKE_PDF);
  await expect(outcome(page)).toContainText(
    'This file is not a real PDF (it starts like a ZIP archive).',
  );
  await expect(page.getByRole('button', { name: 'Upload file' })).toBeHidden();
  expect(uploads).toBe(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'vault-fake-pdf-refused');

  // A text file named setup.exe: a program's ending is refused whatever is inside.
  await choose(page, 'setup.exe', Buffer.from('echo hello\n'), 'application/octet-stream');
  await expect(outcome(page)).toContainText('Files ending in .exe cannot be kept');
  await expect(page.getByRole('button', { name: 'Upload file' })).toBeHidden();
  expect(uploads).toBe(0);

  // A good PDF: stored, and the outcome says so — in place of the refusal, not beside it.
  await choose(page, 'Budget.pdf', PDF);
  await expect(outcome(page)).toBeEmpty();
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(outcome(page)).toHaveText('File uploaded. “Budget.pdf” is safe in your vault.');
  await expect(page.getByText('not a real PDF')).toHaveCount(0);
  await expect(page.getByText('Budget.pdf', { exact: true }).first()).toBeVisible();

  // The same name again: asked first; Keep both has the focus, Enter takes it.
  await choose(page, 'Budget.pdf', PDF);
  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = page.getByRole('dialog', { name: 'This name is already in your vault' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep both' })).toBeFocused();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'vault-duplicate-asked');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(outcome(page)).toHaveText('File uploaded. “Budget (2).pdf” is safe in your vault.');
  await expect(page.getByText('Budget (2).pdf', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Budget( \(\d\))?\.pdf$/)).toHaveCount(2);

  // Once more, replacing: still two files, the first one's bytes swapped for the new.
  await choose(page, 'Budget.pdf', PDF);
  await page.getByRole('button', { name: 'Upload file' }).click();
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(outcome(page)).toHaveText('File uploaded. “Budget.pdf” is safe in your vault.');
  await expect(page.getByText(/^Budget( \(\d\))?\.pdf$/)).toHaveCount(2);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'vault-after-replace');

  // The same page on a wide screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('row', { name: /Budget \(2\)\.pdf/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'vault-after-replace-wide');
});
