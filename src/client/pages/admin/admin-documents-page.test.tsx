// @vitest-environment happy-dom
// The compliance documents page as an admin uses it: the documents in footer order with their
// version, kind and file as the server answered; a rename sent in the shared contract and
// announced; the server's refusal kept in the dialog; the empty state.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renameDocumentSchema } from '../../../shared/contracts/compliance';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { COMPLIANCE_API, COMPLIANCE_API_PATTERNS } from '../../../shared/routes/compliance-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdminDocumentsPage from './admin-documents-page';
import {
  complianceDocument,
  refusal,
  renderAdminPage,
  setUpAdminPageTests,
} from './admin-test-kit';

setUpAdminPageTests();

const terms = complianceDocument();
const crs = complianceDocument({
  slug: 'form-crs',
  displayName: 'Form CRS',
  footerLabel: 'Client Relationship Summary',
  url: '/api/home/compliance-document/form-crs',
  version: 1,
  fileName: null,
});
const RENAME = `PUT ${COMPLIANCE_API_PATTERNS.renameDocument}`;

function open(
  rename: (body: unknown) => FakeAnswer = () => ({ status: 500 }),
  list = [terms, crs],
) {
  const server = fakeServer({
    [`GET ${COMPLIANCE_API.files}`]: () => ({ body: list }),
    [RENAME]: (call) => rename(call.body),
  });
  renderAdminPage(<AdminDocumentsPage />, { path: ADMIN_PAGES.documents });
  return server;
}

describe('the compliance documents page', () => {
  it('lists the documents in footer order with their version, kind and file', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Compliance documents in footer order' });
    const [first, second] = within(list).getAllByRole('listitem');
    const termsRow = within(first!);
    expect(termsRow.getByRole('heading', { name: 'Terms of Use' })).toBeTruthy();
    expect(termsRow.getByLabelText('Footer position 1')).toBeTruthy();
    expect(termsRow.getByText('Version 3')).toBeTruthy();
    expect(termsRow.getByText('Client agreement')).toBeTruthy();
    expect(termsRow.getByText('Effective Tue, Sep 1')).toBeTruthy();
    expect(termsRow.getByText('PDF: terms-of-use-v3.pdf')).toBeTruthy();
    expect(
      termsRow.getByRole('link', { name: /Terms of Use \(new tab\)/ }).getAttribute('href'),
    ).toBe(terms.url);
    const crsRow = within(second!);
    expect(crsRow.getByText('Footer shows “Client Relationship Summary”')).toBeTruthy();
    expect(crsRow.getByText('The firm’s own text')).toBeTruthy();
  });

  it('renames a document, sending the new name in the shared contract', async () => {
    const server = open((body) => ({
      body: { ...crs, ...(body as object) },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Form CRS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename Form CRS' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Display name/ }), {
      target: { value: '  Form CRS (2026)  ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Form CRS is now called Form CRS (2026).')).toBeTruthy();
    expect(server.sent(RENAME, renameDocumentSchema)).toEqual([{ displayName: 'Form CRS (2026)' }]);
    expect(server.callsTo(RENAME)[0]!.path).toBe(COMPLIANCE_API.renameDocument('form-crs'));
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    open(() => refusal('Another document is called Terms of Use.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Form CRS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename Form CRS' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Display name/ }), {
      target: { value: 'Terms of Use' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await dialog.findByText('Another document is called Terms of Use.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Rename Form CRS' })).toBeTruthy(),
    );
  });

  it('invites the first document when there is none', async () => {
    open(undefined, []);
    expect(await screen.findByText('No compliance documents yet: add the first one.')).toBeTruthy();
  });
});
