// @vitest-environment happy-dom
// The advisor payments page as an admin uses it: what each advisor earned, was paid and is still
// owed for the month in the address, as the server answered; a payout reviewed, confirmed and
// logged in the shared contract under one attempt key; the server's refusal of more than is owed;
// a month with nothing earned.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PAYOUT_MESSAGES, logPayoutSchema } from '../../../shared/contracts/advisor-payouts';
import type { AdvisorOwed } from '../../../shared/contracts/advisor-payouts';
import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import { ADVISOR_PAYOUT_PAGES } from '../../../shared/routes/advisor-payouts';
import {
  ADVISOR_PAYOUTS_API,
  ADVISOR_PAYOUTS_API_PATTERNS,
} from '../../../shared/routes/advisor-payouts-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdvisorPaymentsPage from './advisor-payments-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const owedTo = (overrides: Partial<AdvisorOwed>): AdvisorOwed => ({
  month: '2026-10',
  grossCents: 100_000,
  feeCents: 20_000,
  refundCents: 0,
  netCents: 80_000,
  paidOutCents: 30_000,
  owedCents: 50_000,
  advisorId: 'advisor-thomas',
  advisorName: 'Thomas Nguyen',
  timeZone: 'America/Chicago',
  payouts: [
    {
      id: 'payout-1',
      advisorId: 'advisor-thomas',
      month: '2026-10',
      amountCents: 30_000,
      paidOn: '2026-11-05',
      reference: 'ACH 1001',
      loggedBy: 'Alex Admin',
      loggedAt: '2026-11-05T16:00:00.000Z',
    },
  ],
  ...overrides,
});
const paidUp = owedTo({
  advisorId: 'advisor-priya',
  advisorName: 'Priya Shah',
  paidOutCents: 80_000,
  owedCents: 0,
  payouts: [],
});
const LOG = `POST ${ADVISOR_PAYOUTS_API_PATTERNS.adminLogPayment}`;
const PERIOD = '2026-10-31';

function open(advisors: AdvisorOwed[], log: () => FakeAnswer = () => ({ status: 500 })) {
  const server = fakeServer({
    [`GET ${ADVISOR_PAYOUTS_API_PATTERNS.adminOwed}`]: (call) =>
      call.params.date === PERIOD ? { body: { month: '2026-10', advisors } } : undefined,
    [LOG]: log,
  });
  renderAdminPage(<AdvisorPaymentsPage />, {
    path: `${ADVISOR_PAYOUT_PAGES.admin}?date=${PERIOD}`,
  });
  return server;
}

async function logPayout(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Log payout to Thomas Nguyen' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Log payout to Thomas Nguyen' }));
  fireEvent.change(dialog.getByRole('textbox', { name: 'Amount (USD)' }), {
    target: { value: amount },
  });
  fireEvent.change(dialog.getByLabelText('Paid on'), { target: { value: '2026-11-20' } });
  fireEvent.change(dialog.getByRole('textbox', { name: 'Reference' }), {
    target: { value: 'ACH 1002' },
  });
  fireEvent.click(dialog.getByRole('button', { name: 'Review payout' }));
  fireEvent.click(await dialog.findByRole('button', { name: 'Log payout' }));
  return dialog;
}

describe('the advisor payments page', () => {
  it('shows what each advisor earned, was paid and is still owed for the month', async () => {
    open([owedTo({}), paidUp]);
    const table = within(
      await screen.findByRole('table', { name: 'What each advisor is owed for October 2026' }),
    );
    expect(screen.getByText(/October 2026: \$500 still owed across 2 advisors/)).toBeTruthy();
    const thomas = within(table.getByText('Thomas Nguyen').closest('tr')!);
    expect(thomas.getByText('$800')).toBeTruthy();
    expect(thomas.getByText('$300 on Nov 5, 2026')).toBeTruthy();
    expect(thomas.getByText('$500')).toBeTruthy();
    const priya = within(table.getByText('Priya Shah').closest('tr')!);
    expect(priya.getByText('Paid')).toBeTruthy();
    expect(priya.queryByRole('button')).toBeNull();
  });

  it('logs a payout after a review, with one attempt key', async () => {
    const server = open([owedTo({})], () => ({
      status: 201,
      body: { ...owedTo({}).payouts[0], id: 'payout-2', amountCents: 25_050 },
    }));
    await logPayout('$250.50');
    expect(
      await screen.findByText('Logged $250.50 paid to Thomas Nguyen for October 2026.'),
    ).toBeTruthy();
    expect(server.sent(LOG, logPayoutSchema)).toEqual([
      { date: PERIOD, amountCents: 25_050, paidOn: '2026-11-20', reference: 'ACH 1002' },
    ]);
    const call = server.callsTo(LOG)[0]!;
    expect(call.path).toBe(ADVISOR_PAYOUTS_API.adminLogPayment('advisor-thomas'));
    expect(call.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
  });

  it('shows the server’s refusal of more than is still owed', async () => {
    const message = PAYOUT_MESSAGES.overOwed(50_000, 'October 2026');
    open([owedTo({})], () => refusal(message));
    const dialog = await logPayout('600');
    expect(await dialog.findByText(message)).toBeTruthy();
  });

  it('says when nothing was earned in the month', async () => {
    open([]);
    expect(await screen.findByText('Nothing earned in October 2026')).toBeTruthy();
  });
});
