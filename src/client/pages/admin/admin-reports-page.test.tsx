// @vitest-environment happy-dom
// The reports page as an admin uses it: the range's totals and each month's figures as the server
// answered; by advisor, sorted on the server by the column chosen, the query within the report's
// contract; a range the server refuses says why; an empty range says so.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES, reportQuerySchema } from '../../../shared/contracts/admin-reports';
import type { Report, ReportRow } from '../../../shared/contracts/admin-reports';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ADMIN_REPORTS_API } from '../../../shared/routes/admin-reports-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdminReportsPage from './admin-reports-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const figures = (revenueCents: number, refundCents = 0) => ({
  hourBookings: 4,
  planBookings: 1,
  ongoingBookings: 0,
  revenueCents,
  refundCents,
  feeCents: Math.round(revenueCents * 0.2),
  advisorPaidOutCents: 50_000,
  affiliatePaidOutCents: 2_500,
});
const month = (key: string, revenueCents: number, refundCents = 0): ReportRow => ({
  key,
  label: key,
  ...figures(revenueCents, refundCents),
});
const byMonth: Report = {
  by: 'month',
  from: '2026-09',
  to: '2026-10',
  timeZone: 'UTC',
  sort: 'revenue',
  dir: 'desc',
  rows: [month('2026-09', 300_000, 12_500), month('2026-10', 150_000)],
  totals: {
    ...figures(450_000, 12_500),
    advisorPaidOutCents: 100_000,
    affiliatePaidOutCents: 5_000,
  },
};
const byAdvisor: Report = {
  ...byMonth,
  by: 'advisor',
  rows: [{ ...month('advisor-1', 450_000), label: 'Thomas Nguyen', affiliatePaidOutCents: null }],
};
const RANGE = `${ADMIN_PAGES.reports}?from=2026-09&to=2026-10`;
const REPORT = `GET ${ADMIN_REPORTS_API.report}`;

function open(answer: (query: URLSearchParams) => FakeAnswer) {
  const server = fakeServer({ [REPORT]: (call) => answer(call.query) });
  renderAdminPage(<AdminReportsPage />, { path: RANGE });
  return server;
}

describe('the reports page', () => {
  it('shows the range’s totals and each month’s figures', async () => {
    open(() => ({ body: byMonth }));
    const totals = within(await screen.findByLabelText('Totals for the range'));
    expect(totals.getByText('Revenue').nextSibling!.textContent).toBe('$4,500');
    expect(totals.getByText('Refunds').nextSibling!.textContent).toBe('$125');
    expect(totals.getByText('Paid to affiliates').nextSibling!.textContent).toBe('$50');
    expect(totals.getByText('Bookings').nextSibling!.textContent).toBe('5');
    const table = within(screen.getByRole('region', { name: 'Report table' }));
    expect(table.getByText(/By month, September 2026 to October 2026/)).toBeTruthy();
    const rows = table.getAllByRole('row');
    expect(rows[1]!.textContent).toContain('$3,000');
    expect(rows[2]!.textContent).toContain('$1,500');
  });

  it('by advisor, asks the server for the column chosen to sort by', async () => {
    const server = open((query) => ({ body: query.get('by') === 'advisor' ? byAdvisor : byMonth }));
    await screen.findByLabelText('Totals for the range');
    fireEvent.click(screen.getByRole('radio', { name: 'By advisor' }));
    const table = within(await screen.findByRole('region', { name: 'Report table' }));
    await table.findByText('Thomas Nguyen');
    fireEvent.click(table.getByRole('button', { name: /Refunds/ }));
    await waitFor(() => expect(server.callsTo(REPORT).at(-1)!.query.get('sort')).toBe('refunds'));
    expect(
      reportQuerySchema.parse(Object.fromEntries(server.callsTo(REPORT).at(-1)!.query)),
    ).toMatchObject({
      from: '2026-09',
      to: '2026-10',
      by: 'advisor',
      sort: 'refunds',
      dir: 'desc',
    });
    expect(screen.getByTestId('location').textContent).toBe(
      `${RANGE}&by=advisor&sort=refunds&dir=desc`,
    );
  });

  it('says why the server refused the range', async () => {
    open(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { to: [REPORT_MESSAGES.tooLong] },
      },
    }));
    expect(
      await screen.findByText(`This range cannot be shown: ${REPORT_MESSAGES.tooLong}`),
    ).toBeTruthy();
  });

  it('says when nothing happened in the range', async () => {
    const zero = {
      ...figures(0),
      hourBookings: 0,
      planBookings: 0,
      advisorPaidOutCents: 0,
      affiliatePaidOutCents: 0,
    };
    open(() => ({ body: { ...byMonth, rows: [], totals: zero } }));
    expect(await screen.findByText('Nothing in this range')).toBeTruthy();
  });
});
