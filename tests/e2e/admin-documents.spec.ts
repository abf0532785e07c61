// An admin keeps the footer's compliance documents (docs/product.md#compliance-documents): a file
// that is not a PDF is refused at once, a new PDF document is added, the admin list and the
// footer show it in the footer's order (privacy first, then by name), and it opens as the PDF.
// The documents in force are the whole site's: the journey runs on a server of its own.
import { expect, test } from './test';
import { orderDisclosures } from '../../src/shared/domain/compliance-documents';
import { COMPLIANCE_MESSAGES } from '../../src/shared/contracts/compliance';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { signIn } from './auth-helpers';
import {
  PDF,
  choosePdf,
  expectAccessible,
  fetchComplianceDocuments,
  saveScreenshot,
} from './fixtures';
import { visit } from './visit';

const NAME = 'Privacy Notice for California Residents';

test.use({ ownServer: true });

test('an admin adds a compliance document and sees it in the footer in the spec’s order', async ({
  page,
  request,
  world,
}, testInfo) => {
  // Long, and on a machine that may be busy.
  test.setTimeout(180_000);
  const admin = await world.admin();
  await visit(page, '/');
  await signIn(page, admin.email, admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await page
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /^Documents/ })
    .click();
  await expect(page).toHaveURL(ADMIN_PAGES.documents);
  const list = page.getByRole('list', { name: 'Compliance documents in footer order' });
  // A document cannot be removed: one an earlier run on this server added is renamed out of the
  // lead (nothing of privacy or terms in its name), so the new one can lead.
  const leftover = list.getByRole('heading', { level: 2, name: NAME, exact: true });
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
  while ((await leftover.count()) > 0) {
    await list
      .getByRole('button', { name: `Rename ${NAME}` })
      .first()
      .click();
    const rename = page.getByRole('dialog', { name: `Rename ${NAME}` });
    await rename.getByLabel('Display name').fill(`Earlier notice ${world.tag}`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename).toBeHidden();
  }
  const inForce = (await fetchComplianceDocuments(request)).length;
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(inForce);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'documents-1280');

  // A file that is not a PDF is refused with the reason, nothing published.
  await page.getByRole('button', { name: 'Add a document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a compliance document' });
  await dialog.getByLabel('Display name').fill(NAME);
  await expect(dialog.getByLabel('Address')).toHaveValue('privacy-notice-for-california-residents');
  // An address of this run's own: an earlier run on this server may have taken that one.
  await dialog.getByLabel('Address').fill(`ca-privacy-notice-${world.tag}`);
  await choosePdf(dialog, {
    name: 'notice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog.getByRole('alert')).toContainText(COMPLIANCE_MESSAGES.notPdf);

  // The real PDF: added, announced, and listed first (names with "privacy" lead, then by name).
  await choosePdf(dialog, {
    name: 'CA privacy notice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.getByLabel('File name')).toHaveValue('CA privacy notice.pdf');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'add-document');
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${NAME} was added to the footer.`)).toBeVisible();
  const names = list.getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(inForce + 1);
  const documents = await fetchComplianceDocuments(request);
  const expected = orderDisclosures(documents);
  expect(expected[0]!.label).toBe(NAME);
  await expect(names.first()).toHaveText(NAME);
  await expect(list.getByText('PDF: CA privacy notice.pdf')).toBeVisible();

  // The footer of every page: the same labels in the same order, the new one opening the PDF.
  await visit(page, SITE_PAGES.home);
  const links = page.getByRole('contentinfo').locator('a[target="_blank"]');
  await expect(links).toHaveCount(expected.length);
  expect((await links.allTextContents()).map((label) => label.trim())).toEqual(
    expected.map((link) => link.label),
  );
  const pdf = await request.get(expected[0]!.url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The page on a phone: no sideways scrolling, every action still there.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, ADMIN_PAGES.documents);
  await expect(names.first()).toHaveText(NAME);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'documents-390');
});
