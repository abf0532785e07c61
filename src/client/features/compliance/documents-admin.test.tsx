// @vitest-environment happy-dom
// Admin → Documents (docs/product.md#compliance-documents): the documents in the footer's order;
// a rename and a new PDF version each checked with the shared rules before they are sent, then
// announced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { COMPLIANCE_MESSAGES, renameDocumentSchema } from '../../../shared/contracts/compliance';
import type { AdminComplianceDocument } from '../../../shared/contracts/compliance';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { COMPLIANCE_API, COMPLIANCE_API_PATTERNS } from '../../../shared/routes/compliance-api';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { DocumentsAdmin } from './documents-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET ${COMPLIANCE_API.files}`;
const RENAME = `PUT ${COMPLIANCE_API_PATTERNS.renameDocument}`;
const UPLOAD = `PUT ${COMPLIANCE_API_PATTERNS.uploadDocument}`;

const documentOf = (overrides: Partial<AdminComplianceDocument> = {}): AdminComplianceDocument => ({
  slug: 'terms-of-use',
  displayName: 'Terms of Use',
  footerLabel: 'Terms of Use',
  url: COMPLIANCE_PAGES.document('terms-of-use'),
  version: 2,
  effectiveAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  fileName: 'Terms of Use.pdf',
  agreement: true,
  ...overrides,
});
const crs = documentOf({
  slug: 'form-crs',
  displayName: 'Form CRS',
  footerLabel: 'Client Relationship Summary',
  url: COMPLIANCE_PAGES.document('form-crs'),
  version: 1,
  fileName: null,
  agreement: false,
});

function renderDocuments(routes: FakeRoutes = {}) {
  const server = fakeServer({ [LIST]: () => ({ body: [documentOf(), crs] }), ...routes });
  renderPage(<DocumentsAdmin />, {
    path: ADMIN_PAGES.documents,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

const rowOf = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
}

describe('DocumentsAdmin', () => {
  it('lists the documents in footer order with their version and what the footer shows', async () => {
    renderDocuments();
    const list = within(
      await screen.findByRole('list', { name: 'Compliance documents in footer order' }),
    );
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Terms of Use',
      'Form CRS',
    ]);
    expect(rowOf('Terms of Use').getByText('Client agreement')).toBeTruthy();
    expect(rowOf('Terms of Use').getByText('PDF: Terms of Use.pdf')).toBeTruthy();
    expect(rowOf('Form CRS').getByText('Footer shows “Client Relationship Summary”')).toBeTruthy();
    expect(rowOf('Form CRS').getByText('The firm’s own text')).toBeTruthy();
  });

  it('says when there is no document yet, and when the list could not be loaded', async () => {
    renderDocuments({ [LIST]: () => ({ body: [] }) });
    expect(await screen.findByText('No compliance documents yet: add the first one.')).toBeTruthy();
    cleanup();
    renderDocuments({ [LIST]: () => ({ status: 500 }) });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The documents could not be loaded.',
    );
  });

  it('refuses a name too short, then renames with the name trimmed', async () => {
    const server = renderDocuments({
      [RENAME]: (call) => ({
        body: { ...crs, ...renameDocumentSchema.parse(call.body) },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Form CRS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename Form CRS' }));
    const name = dialog.getByRole('textbox', { name: /Display name/ });
    fireEvent.change(name, { target: { value: 'F' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await dialog.findByText(/at least 2 characters\./)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo(RENAME)).toHaveLength(0);

    fireEvent.change(name, { target: { value: ' Form CRS 2027 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Form CRS is now called Form CRS 2027.')).toBeTruthy();
    expect(server.sent(RENAME, renameDocumentSchema)).toEqual([{ displayName: 'Form CRS 2027' }]);
    expect(server.callsTo(RENAME)[0]?.params).toEqual({ slug: 'form-crs' });
  });

  it('asks for the PDF before publishing, and refuses a file name not ending in .pdf', async () => {
    const server = renderDocuments({ [UPLOAD]: () => ({ body: documentOf({ version: 3 }) }) });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Upload a new version of Terms of Use' }),
    );
    const dialogElement = await screen.findByRole('dialog', {
      name: 'New version of Terms of Use',
    });
    const dialog = within(dialogElement);
    expect(
      dialog.getByText(/every client accepts it again before their next booking/),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Publish version 3' }));
    expect(await dialog.findByText('Choose the PDF to publish.')).toBeTruthy();

    chooseFile(dialogElement, pdf('Terms 2027.pdf'));
    const fileName = dialog.getByRole('textbox', { name: /File name/ });
    expect(fileName).toHaveProperty('value', 'Terms 2027.pdf');
    fireEvent.change(fileName, { target: { value: 'Terms 2027.docx' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Publish version 3' }));
    expect(await dialog.findByText(COMPLIANCE_MESSAGES.fileNameNotPdf)).toBeTruthy();
    expect(server.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('publishes the next version under its slug, number and file name', async () => {
    const server = renderDocuments({ [UPLOAD]: () => ({ body: documentOf({ version: 3 }) }) });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Upload a new version of Terms of Use' }),
    );
    const dialogElement = await screen.findByRole('dialog', {
      name: 'New version of Terms of Use',
    });
    chooseFile(dialogElement, pdf('Terms 2027.pdf'));
    fireEvent.click(within(dialogElement).getByRole('button', { name: 'Publish version 3' }));

    expect(await screen.findByText('Version 3 of Terms of Use is now in force.')).toBeTruthy();
    const [call] = server.callsTo(UPLOAD);
    expect(call?.path).toBe(COMPLIANCE_API.uploadDocument('terms-of-use', '3', 'Terms 2027.pdf'));
    // An existing document keeps its name: none is sent.
    expect(call?.query.has('displayName')).toBe(false);
  });

  it('adds a document under an address made from its name', async () => {
    const added = documentOf({
      slug: 'form-adv-part-2a',
      displayName: 'Form ADV Part 2A',
      version: 1,
      agreement: false,
    });
    const server = renderDocuments({ [UPLOAD]: () => ({ body: added }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Add a compliance document' });
    const dialog = within(dialogElement);
    fireEvent.change(dialog.getByRole('textbox', { name: /Display name/ }), {
      target: { value: 'Form ADV Part 2A' },
    });
    expect(dialog.getByRole('textbox', { name: /Address/ })).toHaveProperty(
      'value',
      'form-adv-part-2a',
    );
    chooseFile(dialogElement, pdf('ADV 2A.pdf'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add document' }));

    expect(await screen.findByText('Form ADV Part 2A was added to the footer.')).toBeTruthy();
    const [call] = server.callsTo(UPLOAD);
    expect(call?.path).toBe(COMPLIANCE_API.uploadDocument('form-adv-part-2a', '1', 'ADV 2A.pdf'));
    expect(call?.query.get('displayName')).toBe('Form ADV Part 2A');
  });
});
