// @vitest-environment happy-dom
// Any advisor's compliance report as an admin opens it from Users: the admin's own path for the
// advisor in the address, the advisor's records and totals as the server answered, a new range
// asked for and kept in the address, and an account that runs no advisor profile.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECORDS_API, RECORDS_API_PATTERNS } from '../../../shared/routes/records-api';
import { RECORDS_PAGE_PATTERNS, RECORDS_PAGES } from '../../../shared/routes/records';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { REPORT, USER_ID } from '../../features/records/report-fixture';
import AdvisorReportPage from './advisor-report-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const REPORT_ROUTE = `GET ${RECORDS_API_PATTERNS.admin}`;

function open(answer: FakeAnswer) {
  const server = fakeServer({ [REPORT_ROUTE]: () => answer });
  renderAdminPage(<AdvisorReportPage />, {
    path: RECORDS_PAGES.admin(USER_ID),
    pattern: RECORDS_PAGE_PATTERNS.admin,
  });
  return server;
}

describe('an advisor’s compliance report, for an admin', () => {
  it('reads the advisor’s report on the admin’s path and asks for a new range', async () => {
    const server = open({ body: REPORT });
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(
      ADMIN_PAGES.users,
    );
    expect(await screen.findByText(/Thomas Nguyen: records from/)).toBeTruthy();
    const totals = screen.getByLabelText('Totals of the period');
    expect(within(totals).getByText('Fees charged').nextSibling?.textContent).toBe('$4,275');
    expect(server.calls[0]!.path).toBe(RECORDS_API.admin(USER_ID));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show records' }));
    await waitFor(() =>
      expect(server.callsTo(REPORT_ROUTE).at(-1)!.url).toBe(
        RECORDS_API.admin(USER_ID, { from: '2026-01-01', to: '2026-06-30' }),
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `${RECORDS_PAGES.admin(USER_ID)}?from=2026-01-01&to=2026-06-30`,
    );
  });

  it('says when the account runs no advisor profile', async () => {
    open(refusal('Not found', 'notFound'));
    expect(await screen.findByText('No report here')).toBeTruthy();
  });
});
