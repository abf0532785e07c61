// @vitest-environment happy-dom
// The user agreements page as an admin uses it: each acceptance the server answered, with who,
// which document at which version, where and when (in the admin's zone) and the address; the
// document filter named as the documents are now and sent in the table's contract; the empty state.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recentAcceptancesQuerySchema } from '../../../shared/contracts/compliance';
import type { AcceptanceRecord } from '../../../shared/contracts/compliance';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { fakeServer } from '../../testing/fake-server';
import AdminUserAgreementsPage from './admin-user-agreements-page';
import {
  complianceDocument,
  consolePage,
  renderAdminPage,
  setUpAdminPageTests,
} from './admin-test-kit';

setUpAdminPageTests();

const accepted: AcceptanceRecord = {
  id: 'acceptance-1',
  clientName: 'Casey Morgan',
  clientEmail: 'casey.morgan@example.com',
  documentName: 'Terms of Use',
  documentVersion: 3,
  acceptedAt: '2026-11-12T20:05:00.000Z',
  context: 'booking',
  ipAddress: '203.0.113.7',
};
const LIST = `GET ${COMPLIANCE_API.recentAcceptances}`;

describe('the user agreements page', () => {
  it('shows each acceptance, and asks the server for one document’s', async () => {
    const server = fakeServer({
      [LIST]: (call) =>
        consolePage(
          call.query.get('document') === 'form-crs'
            ? []
            : [accepted, accepted].map((row, index) => ({
                ...row,
                id: `acceptance-${index}`,
                ipAddress: index ? null : row.ipAddress,
              })),
        ),
      [`GET ${COMPLIANCE_API.files}`]: () => ({
        body: [
          complianceDocument(),
          complianceDocument({ slug: 'form-crs', displayName: 'Client Relationship Summary' }),
        ],
      }),
    });
    renderAdminPage(<AdminUserAgreementsPage />, { path: ADMIN_PAGES.userAgreements });

    const table = await screen.findByRole('table', { name: 'Acceptances' });
    await within(table).findAllByText('Casey Morgan');
    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first!);
    expect(row.getByText('casey.morgan@example.com')).toBeTruthy();
    expect(row.getByText('· version 3', { exact: false })).toBeTruthy();
    expect(row.getByText('Paid booking')).toBeTruthy();
    expect(row.getByText('Thu, Nov 12, 2:05 PM CST')).toBeTruthy();
    expect(row.getByText('203.0.113.7')).toBeTruthy();
    expect(within(second!).getByText('—')).toBeTruthy();
    expect(screen.getByText('2 acceptances')).toBeTruthy();

    const filter = screen.getByRole('combobox', { name: 'Document' });
    await within(filter).findByRole('option', { name: 'Client Relationship Summary' });
    fireEvent.change(filter, { target: { value: 'form-crs' } });
    expect(
      await screen.findByText(
        'No acceptance matches. Clients accept the agreements before their first booking.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));
    expect(
      recentAcceptancesQuerySchema.parse(Object.fromEntries(server.callsTo(LIST)[1]!.query)),
    ).toMatchObject({ document: 'form-crs', sort: 'acceptedAt', dir: 'desc', page: 1 });
  });
});
