// @vitest-environment happy-dom
// The admin reports page (docs/product.md#admin-reports): the report the address asks for, by
// advisor with sortable headers and a totals row; an empty range and a range the server refuses
// each said in words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES, reportQuerySchema } from '../../../shared/contracts/admin-reports';
import type { Report, ReportRow } from '../../../shared/contracts/admin-reports';
import { formatCurrency } from '../../../shared/format';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ADMIN_REPORTS_API } from '../../../shared/routes/admin-reports-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeCall } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { AdminReportView } from './admin-report-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REPORT = `GET ${ADMIN_REPORTS_API.report}`;

const zero = {
  hourBookings: 0,
  planBookings: 0,
  ongoingBookings: 0,
  revenueCents: 0,
  refundCents: 0,
  feeCents: 0,
  advisorPaidOutCents: 0,
};

const rowOf = (overrides: Partial<ReportRow>): ReportRow => ({
  key: 'advisor-1',
  label: 'Thomas Nguyen',
  ...zero,
  affiliatePaidOutCents: null,
  ...overrides,
});

/** The report the call asks for, with two advisors, or nothing at all. */
function reportFor(call: FakeCall, empty = false): Report {
  const query = reportQuerySchema.parse(Object.fromEntries(call.query));
  const rows = empty
    ? []
    : [
        rowOf({ hourBookings: 3, revenueCents: 90000, feeCents: 18000 }),
        rowOf({
          key: 'advisor-2',
          label: 'Rosa Diaz',
          planBookings: 1,
          revenueCents: 250000,
          refundCents: 25000,
          feeCents: 45000,
        }),
      ];
  return {
    by: query.by,
    from: query.from ?? '2026-01',
    to: query.to ?? '2026-12',
    timeZone: 'UTC',
    sort: query.sort,
    dir: query.dir,
    rows,
    totals: empty
      ? { ...zero, affiliatePaidOutCents: 0 }
      : {
          hourBookings: 3,
          planBookings: 1,
          ongoingBookings: 0,
          revenueCents: 340000,
          refundCents: 25000,
          feeCents: 63000,
          advisorPaidOutCents: 0,
          affiliatePaidOutCents: 5000,
        },
  };
}

function renderReport(answer: (call: FakeCall) => FakeAnswer, search: string) {
  const server = fakeServer({ [REPORT]: answer });
  const { router } = renderPage(<AdminReportView />, {
    path: `${ADMIN_PAGES.reports}${search}`,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

describe('AdminReportView', () => {
  it('shows each advisor’s figures and the totals row of the range asked for', async () => {
    const { server } = renderReport(
      (call) => ({ body: reportFor(call) }),
      '?from=2026-01&to=2026-06&by=advisor',
    );
    const table = within(await screen.findByRole('region', { name: 'Report table' }));
    expect(table.getByText('By advisor, January 2026 to June 2026 (months in UTC)')).toBeTruthy();
    const rosa = within(table.getByRole('rowheader', { name: 'Rosa Diaz' }).closest('tr')!);
    expect(rosa.getByText(formatCurrency(250000))).toBeTruthy();
    expect(rosa.getByText(formatCurrency(25000))).toBeTruthy();
    const total = within(table.getByRole('rowheader', { name: 'Total' }).closest('tr')!);
    expect(total.getByText(formatCurrency(340000))).toBeTruthy();
    expect(
      reportQuerySchema.parse(Object.fromEntries(server.callsTo(REPORT)[0]!.query)),
    ).toMatchObject({ from: '2026-01', to: '2026-06', by: 'advisor', sort: 'revenue' });
  });

  it('sorts the advisors on the server by a column header', async () => {
    const { server, router } = renderReport(
      (call) => ({ body: reportFor(call) }),
      '?from=2026-01&to=2026-06&by=advisor',
    );
    const table = within(await screen.findByRole('region', { name: 'Report table' }));
    expect(table.getByRole('columnheader', { name: /Revenue/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(table.getByRole('button', { name: /Refunds/ }));
    await waitFor(() => expect(server.callsTo(REPORT).at(-1)?.query.get('sort')).toBe('refunds'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('refunds');
    await waitFor(() =>
      expect(table.getByRole('columnheader', { name: /Refunds/ }).getAttribute('aria-sort')).toBe(
        'descending',
      ),
    );
  });

  it('says when nothing happened in the range', async () => {
    renderReport((call) => ({ body: reportFor(call, true) }), '?by=advisor');
    expect(await screen.findByRole('heading', { name: 'Nothing in this range' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Report table' })).toBeNull();
  });

  it('says why the server refused the range', async () => {
    renderReport(
      () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Some fields need your attention.',
          fieldErrors: { to: [REPORT_MESSAGES.tooLong] },
        },
      }),
      '?by=advisor',
    );
    expect(
      await screen.findByText(`This range cannot be shown: ${REPORT_MESSAGES.tooLong}`),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The report could not be loaded' })).toBeTruthy();
  });
});
