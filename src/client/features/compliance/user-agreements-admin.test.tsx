// @vitest-environment happy-dom
// Admin → User agreements (docs/product.md#user-agreements): every acceptance as the server lists
// it, where it was given and from which address; the document filter, named as the documents are
// now, asked with the shared query contract.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recentAcceptancesQuerySchema } from '../../../shared/contracts/compliance';
import type { AcceptanceRecord } from '../../../shared/contracts/compliance';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { UserAgreementsAdmin } from './user-agreements-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET ${COMPLIANCE_API.recentAcceptances}`;
const DOCUMENTS = `GET ${COMPLIANCE_API.files}`;

const acceptance: AcceptanceRecord = {
  id: 'acceptance-1',
  clientName: 'Casey Morgan',
  clientEmail: 'casey@example.com',
  documentName: 'Form CRS',
  documentVersion: 3,
  acceptedAt: '2026-11-20T15:00:00.000Z',
  context: 'agreement',
  ipAddress: '203.0.113.7',
};
const atBooking: AcceptanceRecord = {
  ...acceptance,
  id: 'acceptance-2',
  clientName: 'Avery Lee',
  clientEmail: 'avery@example.com',
  context: 'booking',
  ipAddress: null,
};

function renderTable(routes: FakeRoutes = {}) {
  const server = fakeServer({
    [LIST]: () => consolePageOf([acceptance, atBooking]),
    [DOCUMENTS]: () => ({
      body: [
        {
          slug: 'form-crs',
          displayName: 'Client Relationship Summary',
          footerLabel: 'Form CRS',
          url: '/documents/form-crs',
          version: 3,
          effectiveAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
          fileName: null,
          agreement: true,
        },
      ],
    }),
    ...routes,
  });
  renderPage(<UserAgreementsAdmin />, {
    path: ADMIN_PAGES.userAgreements,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

const rowOf = (email: string) => within(screen.getByText(email).closest('tr')!);

describe('UserAgreementsAdmin', () => {
  it('lists who accepted which version, where and from which address', async () => {
    const server = renderTable();
    await screen.findByText('casey@example.com');
    const step = rowOf('casey@example.com');
    expect(step.getByText('Agreement step')).toBeTruthy();
    expect(step.getByText('203.0.113.7')).toBeTruthy();
    expect(step.getByText('· version 3', { exact: false })).toBeTruthy();
    const booking = rowOf('avery@example.com');
    expect(booking.getByText('Paid booking')).toBeTruthy();
    expect(booking.getByText('—')).toBeTruthy();
    expect(lastQuery(server, LIST, recentAcceptancesQuerySchema)).toMatchObject({
      sort: 'acceptedAt',
      dir: 'desc',
      document: '',
    });
  });

  it('filters by a document named as it is now', async () => {
    const server = renderTable();
    await screen.findByText('casey@example.com');
    const filter = screen.getByRole('combobox', { name: 'Document' });
    expect(
      await within(filter).findByRole('option', { name: 'Client Relationship Summary' }),
    ).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'form-crs' } });
    await waitFor(() =>
      expect(lastQuery(server, LIST, recentAcceptancesQuerySchema)).toMatchObject({
        document: 'form-crs',
      }),
    );
  });

  it('says when no acceptance matches', async () => {
    renderTable({ [LIST]: () => consolePageOf([]) });
    expect(
      await screen.findByText(
        'No acceptance matches. Clients accept the agreements before their first booking.',
      ),
    ).toBeTruthy();
  });
});
