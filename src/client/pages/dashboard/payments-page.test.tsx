// @vitest-environment happy-dom
// The advisor's payments page against a fake server: a month's figures, lines and payouts; a
// month picked asks for that month; no earnings yet, and a failed load with a way to retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdvisorEarnings, MonthTotals } from '../../../shared/contracts/advisor-payouts';
import { ADVISOR_PAYOUTS_API } from '../../../shared/routes/advisor-payouts-api';
import { ADVISOR_PAYOUT_PAGES } from '../../../shared/routes/advisor-payouts';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import PaymentsPage from './payments-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const march: MonthTotals = {
  month: '2024-03',
  grossCents: 265_000,
  feeCents: 28_000,
  refundCents: 0,
  netCents: 237_000,
  paidOutCents: 200_000,
  owedCents: 37_000,
};
const april: MonthTotals = { ...march, month: '2024-04', grossCents: 0, feeCents: -2_000 };

const EARNINGS: AdvisorEarnings = {
  advisorName: 'Paula Payout',
  timeZone: 'America/Denver',
  referralFeeBps: 1_000,
  months: [april, march],
  month: march,
  lines: [
    {
      chargeId: 'c1',
      at: '2024-03-10T18:00:00.000Z',
      date: '2024-03-10',
      client: 'Dana Q.',
      kind: 'hour',
      refund: false,
      what: 'The Hour',
      feeBps: 2_000,
      grossCents: 15_000,
      feeCents: 3_000,
      refundCents: 0,
      netCents: 12_000,
    },
  ],
  payouts: [
    {
      id: 'p1',
      advisorId: 'a1',
      month: '2024-03',
      amountCents: 200_000,
      paidOn: '2024-04-05',
      reference: 'ACH 1001',
      loggedBy: 'Ada Admin',
      loggedAt: '2024-04-05T12:00:00.000Z',
    },
  ],
  balance: { netCents: 219_000, paidOutCents: 200_000, owedCents: 19_000 },
};

const open = () =>
  renderPage(<PaymentsPage />, {
    path: ADVISOR_PAYOUT_PAGES.dashboard,
    auth: signedInAs({ roles: ['Advisor'] }),
  });

describe('payments page', () => {
  it("shows the month's figures, its lines and the payouts received", async () => {
    fakeServer({ [`GET ${ADVISOR_PAYOUTS_API.dashboard}`]: () => ({ body: EARNINGS }) });
    open();
    const table = await screen.findByRole('table', { name: 'Earnings in March 2024' });
    const row = within(table).getByText('Dana Q.').closest('tr')!;
    expect(within(row).getByText('The Hour')).toBeTruthy();
    expect(within(row).getByText('Referral fee 20%')).toBeTruthy();
    expect(within(row).getByText('−$30')).toBeTruthy();
    expect(within(row).getByText('$120')).toBeTruthy();
    const totals = screen.getByLabelText('Totals for March 2024');
    expect(within(totals).getByText('Still owed').nextSibling?.textContent).toBe('$370');
    const payouts = screen.getByRole('table', { name: 'Payouts received for March 2024' });
    expect(within(payouts).getByText('ACH 1001')).toBeTruthy();
    expect(within(payouts).getByText('Apr 5, 2024')).toBeTruthy();
  });

  it('asks for the month picked', async () => {
    const { calls } = fakeServer({
      [`GET ${ADVISOR_PAYOUTS_API.dashboard}`]: () => ({ body: EARNINGS }),
    });
    open();
    const picker = await screen.findByRole('combobox', { name: 'Month' });
    fireEvent.change(picker, { target: { value: '2024-04' } });
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('month') === '2024-04')).toBe(true),
    );
  });

  it('says so when there are no earnings yet', async () => {
    fakeServer({
      [`GET ${ADVISOR_PAYOUTS_API.dashboard}`]: () => ({
        body: { ...EARNINGS, months: [], lines: [], payouts: [] },
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers to try again when the load fails', async () => {
    let failing = true;
    fakeServer({
      [`GET ${ADVISOR_PAYOUTS_API.dashboard}`]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'Boom' } } : { body: EARNINGS },
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your earnings could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Earnings in March 2024' })).toBeTruthy();
  });
});
