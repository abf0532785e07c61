// @vitest-environment happy-dom
// The advisor's compliance report page against a fake server: the totals and a table per kind of
// record, the nav's Compliance link to the advisor's own report, a new range asked for, a range
// refused before asking, the server's refusal shown, a report that is not theirs, and a retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { REPORT_MESSAGES } from '../../../shared/contracts/records';
import { RECORDS_API, RECORDS_API_PATTERNS } from '../../../shared/routes/records-api';
import { RECORDS_PAGE_PATTERNS, RECORDS_PAGES } from '../../../shared/routes/records';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { REPORT, USER_ID } from '../../features/records/report-fixture';
import ComplianceReportPage from './compliance-report-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reportPath = `GET ${RECORDS_API_PATTERNS.dashboard}`;

const open = (search = '') =>
  renderPage(
    <Routes>
      <Route path={RECORDS_PAGE_PATTERNS.dashboard} element={<ComplianceReportPage />} />
    </Routes>,
    {
      path: `${RECORDS_PAGES.dashboard(USER_ID)}${search}`,
      auth: signedInAs({ id: USER_ID, roles: ['Advisor'], fullName: 'Thomas Nguyen' }),
    },
  );

describe('compliance report page', () => {
  it('shows the totals and every kind of record, and links the nav to the own report', async () => {
    const { calls } = fakeServer({ [reportPath]: () => ({ body: REPORT }) });
    open();
    const meetings = await screen.findByRole('region', { name: /Meetings/ });
    const row = within(meetings).getByText('Deleted user').closest('tr')!;
    expect(within(row).getAllByText('Nov 19, 2026')).toHaveLength(2);
    expect(within(row).getByText('$275')).toBeTruthy();
    const totals = screen.getByLabelText('Totals of the period');
    expect(within(totals).getByText('Fees charged').nextSibling?.textContent).toBe('$4,275');
    const fees = screen.getByRole('region', { name: /Fees charged and refunded/ });
    expect(within(fees).getByText('−$275')).toBeTruthy();
    const disclosures = screen.getByRole('region', { name: /Agreements and disclosures/ });
    expect(within(disclosures).getByText('v2')).toBeTruthy();
    const reviews = screen.getByRole('region', { name: /Reviews and responses/ });
    expect(within(reviews).getByText('Thank you for writing this.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /Meeting notes sent/ })).getByText(
        'No meeting notes were sent in this period.',
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Compliance' });
    expect(link.getAttribute('href')).toBe(RECORDS_PAGES.dashboard(USER_ID));
    expect(calls[0]!.path).toBe(RECORDS_API.dashboard(USER_ID));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-11-28');
  });

  it('asks for the range picked and keeps it in the address', async () => {
    const { calls } = fakeServer({ [reportPath]: () => ({ body: REPORT }) });
    open();
    await screen.findByRole('region', { name: /Meetings/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show records' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.query.get('from') === '2026-01-01' && call.query.get('to') === '2026-06-30',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('location').textContent).toContain('from=2026-01-01&to=2026-06-30');
  });

  it('refuses a start after the end before asking, and shows what the server refuses', async () => {
    const { calls } = fakeServer({
      [reportPath]: (call) =>
        call.query.get('from') === '2019-01-01'
          ? { status: 400, body: { code: 'validation', message: REPORT_MESSAGES.tooLong } }
          : { body: REPORT },
    });
    open();
    await screen.findByRole('region', { name: /Meetings/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show records' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_MESSAGES.fromAfterTo);
    expect(calls).toHaveLength(1);
    cleanup();
    open('?from=2019-01-01&to=2026-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe(REPORT_MESSAGES.tooLong);
  });

  it("says so for a report that is not the advisor's, and retries a failed load", async () => {
    fakeServer({
      [reportPath]: () => ({ status: 404, body: { code: 'notFound', message: 'Not found.' } }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'No report here' })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    let failing = true;
    fakeServer({
      [reportPath]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'Boom' } } : { body: REPORT },
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The report could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /Meetings/ })).toBeTruthy();
  });
});
