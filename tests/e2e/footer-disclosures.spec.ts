import { expect, test } from './test';
import { orderDisclosures } from '../../src/shared/domain/compliance-documents';
import { FIRM_NAME } from '../../src/shared/constants';
import { fetchComplianceDocuments } from './fixtures';
import { visit } from './visit';

test('the footer lists the disclosures, terms and privacy first, ADV and CRS labelled', async ({
  page,
  request,
}) => {
  const documents = await fetchComplianceDocuments(request);
  expect(documents).toHaveLength(4);
  const expected = orderDisclosures(documents);

  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const links = footer.locator('a[target="_blank"]');
  await expect(links).toHaveCount(expected.length);
  const labels = await links.allTextContents();
  expect(labels.map((label) => label.trim())).toEqual(expected.map((link) => link.label));

  // Terms and privacy come first; the brochure and the relationship summary carry the firm's labels.
  expect(labels.slice(0, 2).join(' ')).toMatch(/Terms/);
  expect(labels.slice(0, 2).join(' ')).toMatch(/Privacy/);
  expect(labels).toContain(`${FIRM_NAME} ADV 2A Brochure`);
  expect(labels).toContain(`${FIRM_NAME} Form CRS`);
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${FIRM_NAME}`)).toBeVisible();

  // Each opens in a new tab and is a real document page.
  const [documentPage] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
  await documentPage.waitForLoadState();
  await expect(documentPage.getByRole('heading', { level: 1 })).toHaveText(
    documents.find((document) => document.url === expected[0]!.url)!.displayName,
  );
});
