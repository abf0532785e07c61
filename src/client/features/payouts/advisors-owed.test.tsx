// @vitest-environment happy-dom
// What each advisor is owed for a month (docs/product.md#advisor-payments): the month of the
// period end in the address, the rows as the server counts them, and logging a payout after a
// confirmation, under one Idempotency-Key per form so a retried press never logs it twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { logPayoutSchema } from '../../../shared/contracts/advisor-payouts';
import type { AdvisorOwed, AdvisorsOwed } from '../../../shared/contracts/advisor-payouts';
import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import { formatCurrency } from '../../../shared/format';
import { ADVISOR_PAYOUT_PAGES } from '../../../shared/routes/advisor-payouts';
import { ADVISOR_PAYOUTS_API_PATTERNS } from '../../../shared/routes/advisor-payouts-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { AdvisorsOwedView, lastMonthEnd } from './advisors-owed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OWED = `GET ${ADVISOR_PAYOUTS_API_PATTERNS.adminOwed}`;
const LOG = `POST ${ADVISOR_PAYOUTS_API_PATTERNS.adminLogPayment}`;
const PERIOD_END = '2026-11-30';

const owedOf = (overrides: Partial<AdvisorOwed> = {}): AdvisorOwed => ({
  advisorId: 'advisor-1',
  advisorName: 'Thomas Nguyen',
  timeZone: 'America/Chicago',
  month: '2026-11',
  grossCents: 100000,
  feeCents: 20000,
  refundCents: 0,
  netCents: 80000,
  paidOutCents: 30000,
  owedCents: 50000,
  payouts: [
    {
      id: 'payout-1',
      advisorId: 'advisor-1',
      month: '2026-11',
      amountCents: 30000,
      paidOn: '2026-11-15',
      reference: 'TRF-1',
      loggedBy: 'Alex Admin',
      loggedAt: '2026-11-15T10:00:00.000Z',
    },
  ],
  ...overrides,
});

const settled = owedOf({
  advisorId: 'advisor-2',
  advisorName: 'Rosa Diaz',
  netCents: 20000,
  paidOutCents: 20000,
  owedCents: 0,
  payouts: [],
});

const answer = (advisors: AdvisorOwed[]): FakeAnswer => ({
  body: { month: '2026-11', advisors } satisfies AdvisorsOwed,
});

function renderOwed(
  routes: FakeRoutes = {},
  owed: () => FakeAnswer = () => answer([owedOf(), settled]),
  path = `${ADVISOR_PAYOUT_PAGES.admin}?date=${PERIOD_END}`,
) {
  const server = fakeServer({ [OWED]: owed, ...routes });
  const { router } = renderPage(<AdvisorsOwedView />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

async function reviewPayout(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Log payout to Thomas Nguyen' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Log payout to Thomas Nguyen' }));
  fireEvent.change(dialog.getByRole('textbox', { name: 'Amount (USD)' }), {
    target: { value: amount },
  });
  fireEvent.change(dialog.getByLabelText('Paid on'), { target: { value: '2026-12-04' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Review payout' }));
  return dialog;
}

describe('lastMonthEnd', () => {
  it('is the last day of the month before, across a year’s end too', () => {
    expect(lastMonthEnd(new Date('2026-12-06T12:00:00Z'))).toBe('2026-11-30');
    expect(lastMonthEnd(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12-31');
    expect(lastMonthEnd(new Date('2028-03-10T00:00:00Z'))).toBe('2028-02-29');
  });
});

describe('AdvisorsOwedView', () => {
  it('opens on last month, and shows each advisor’s month with what is still owed', async () => {
    const { server } = renderOwed({}, undefined, ADVISOR_PAYOUT_PAGES.admin);
    await screen.findByText('Thomas Nguyen');
    expect(server.callsTo(OWED)[0]?.params).toEqual({ date: lastMonthEnd(new Date()) });
    const row = rowOf('Thomas Nguyen');
    expect(row.getByText(`${formatCurrency(30000)} on Nov 15, 2026`)).toBeTruthy();
    expect(row.getByText(formatCurrency(50000))).toBeTruthy();
    expect(rowOf('Rosa Diaz').getByText('Paid')).toBeTruthy();
    expect(rowOf('Rosa Diaz').queryByRole('button', { name: /Log payout/ })).toBeNull();
    expect(
      screen.getByText(
        `November 2026: ${formatCurrency(50000)} still owed across 2 advisors, each in their own time zone.`,
      ),
    ).toBeTruthy();
  });

  it('asks for the period end typed, keeping it in the address', async () => {
    const { server, router } = renderOwed();
    await screen.findByText('Thomas Nguyen');
    fireEvent.change(screen.getByLabelText(/Period end/), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show month' }));
    await waitFor(() =>
      expect(server.callsTo(OWED).at(-1)?.params).toEqual({ date: '2026-10-31' }),
    );
    expect(router.state.location.search).toBe('?date=2026-10-31');
  });

  it('says when nothing was earned in the month, and offers to try again after a failure', async () => {
    renderOwed({}, () => answer([]));
    expect(
      await screen.findByRole('heading', { name: 'Nothing earned in November 2026' }),
    ).toBeTruthy();
    cleanup();
    let fail = true;
    renderOwed({}, () =>
      fail
        ? { status: 500, body: { code: 'internal', message: 'Server error' } }
        : answer([settled]),
    );
    expect(
      await screen.findByRole('heading', { name: 'What advisors are owed could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rosa Diaz')).toBeTruthy();
  });

  it('refuses an amount that is not one, and sends nothing', async () => {
    const { server } = renderOwed();
    const dialog = await reviewPayout('fifty');
    expect(await dialog.findByText('Enter the amount paid, like 1250.00.')).toBeTruthy();
    expect(server.callsTo(LOG)).toHaveLength(0);
  });

  it('logs the payout only once confirmed, with the contract’s body', async () => {
    const { server } = renderOwed({
      [LOG]: () => ({
        status: 201,
        body: { ...owedOf().payouts[0], id: 'payout-2', amountCents: 50000 },
      }),
    });
    const dialog = await reviewPayout('$500');
    expect(
      dialog.getByText(/A logged payout cannot be changed or removed\./).textContent,
    ).toContain(
      `Log ${formatCurrency(50000)} paid to Thomas Nguyen on Dec 4, 2026 for November 2026?`,
    );
    expect(server.callsTo(LOG)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));

    expect(
      await screen.findByText(
        `Logged ${formatCurrency(50000)} paid to Thomas Nguyen for November 2026.`,
      ),
    ).toBeTruthy();
    expect(server.sent(LOG, logPayoutSchema)).toEqual([
      { date: PERIOD_END, amountCents: 50000, paidOn: '2026-12-04', reference: '' },
    ]);
    expect(server.callsTo(LOG)[0]?.params).toEqual({ advisorId: 'advisor-1' });
  });

  it('shows the server’s refusal and tries again under the same Idempotency-Key', async () => {
    const message = 'The payout is more than the $500 still owed for November 2026.';
    const { server } = renderOwed({
      [LOG]: () => ({ status: 409, body: { code: 'conflict', message } }),
    });
    const dialog = await reviewPayout('900');
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);

    fireEvent.click(dialog.getByRole('button', { name: 'Review payout' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Log payout' }));
    await waitFor(() => expect(server.callsTo(LOG)).toHaveLength(2));
    const [first, second] = server.callsTo(LOG).map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });
});
