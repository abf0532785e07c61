// @vitest-environment happy-dom
// The admin's affiliate payments (docs/product.md#affiliates): a month's affiliates as the server
// counts them, with its totals; logging a payout and changing a fee in dialogs, each checked with
// the shared contract before it is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYOUT_MESSAGES } from '../../../shared/contracts/advisor-payouts';
import {
  affiliateFeeSchema,
  affiliatesOwedQuerySchema,
  logAffiliatePayoutSchema,
} from '../../../shared/contracts/affiliates';
import type { AffiliateOwed, AffiliatesOwed } from '../../../shared/contracts/affiliates';
import { AFFILIATE_FEE_MAX_BPS } from '../../../shared/constants';
import { formatCurrency, formatMonth } from '../../../shared/format';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AFFILIATE_API_PATTERNS } from '../../../shared/routes/affiliates-api';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { lastQuery } from '../console/console-test-kit';
import { AffiliatePaymentsTable } from './affiliate-payments-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OWED = `GET ${AFFILIATE_API_PATTERNS.adminOwed}`;
const LOG = `POST ${AFFILIATE_API_PATTERNS.adminLogPayment}`;
const FEE = `PUT ${AFFILIATE_API_PATTERNS.adminFee}`;

/** The month the table opens on: the current one in UTC, and its last day. */
const now = new Date();
const MONTH = now.toISOString().slice(0, 7);
const PERIOD_END = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0))
  .toISOString()
  .slice(0, 10);
const PREVIOUS_MONTH = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  .toISOString()
  .slice(0, 7);

const avery: AffiliateOwed = {
  affiliateId: 'affiliate-1',
  name: 'Avery Lee',
  email: 'avery.lee@example.com',
  slug: 'avery',
  feeBps: 1000,
  month: MONTH,
  signUps: 4,
  purchases: 2,
  salesCents: 55000,
  refundCents: 0,
  earnedCents: 5500,
  paidOutCents: 0,
  owedCents: 5500,
  payout: null,
};

const paid: AffiliateOwed = {
  ...avery,
  affiliateId: 'affiliate-2',
  name: 'Blake Paid',
  email: 'blake@example.com',
  slug: null,
  earnedCents: 2000,
  paidOutCents: 2000,
  owedCents: 0,
  payout: {
    id: 'payout-1',
    affiliateId: 'affiliate-2',
    month: MONTH,
    amountCents: 2000,
    paidOn: '2026-12-02',
    reference: 'TRF-991',
    loggedBy: 'Alex Admin',
    loggedAt: '2026-12-02T10:00:00.000Z',
  },
};

function owedOf(items: AffiliateOwed[]): AffiliatesOwed {
  return {
    items,
    total: items.length,
    page: 1,
    size: 25,
    month: MONTH,
    periodEnd: PERIOD_END,
    totals: { earnedCents: 7500, paidOutCents: 2000, owedCents: 5500 },
  };
}

function renderTable(
  routes: FakeRoutes = {},
  owed: () => FakeAnswer = () => ({ body: owedOf([avery, paid]) }),
) {
  const server = fakeServer({ [OWED]: owed, ...routes });
  const { router } = renderPage(<AffiliatePaymentsTable />, {
    path: ADMIN_PAGES.affiliatePayments,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

async function openPayoutDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Log the payout to Avery Lee' }));
  return within(await screen.findByRole('dialog', { name: 'Log the payout to Avery Lee' }));
}

describe('AffiliatePaymentsTable', () => {
  it('shows the month’s totals and each affiliate’s figures, with a payout logged or to log', async () => {
    const { server } = renderTable();
    await screen.findByText('Avery Lee');
    const totals = within(screen.getByLabelText(`Totals for ${formatMonth(MONTH)}`));
    expect(screen.getByText(`Affiliates in ${formatMonth(MONTH)}`)).toBeTruthy();
    expect(totals.getByText('Still owed').nextSibling?.textContent).toBe(formatCurrency(5500));
    const row = rowOf('Avery Lee');
    expect(row.getByText(AFFILIATE_PAGES.link('avery'))).toBeTruthy();
    expect(row.getByText('10%')).toBeTruthy();
    expect(row.getByText(formatCurrency(55000))).toBeTruthy();
    expect(rowOf('Blake Paid').getByText(`${formatCurrency(2000)} on Dec 2, 2026`)).toBeTruthy();
    expect(rowOf('Blake Paid').getByText('TRF-991')).toBeTruthy();
    expect(rowOf('Blake Paid').queryByRole('button', { name: /Log the payout/ })).toBeNull();

    expect(server.callsTo(OWED)[0]?.params).toEqual({ date: PERIOD_END });
    expect(lastQuery(server, OWED, affiliatesOwedQuerySchema)).toMatchObject({
      sort: 'owed',
      dir: 'desc',
      page: 1,
    });
  });

  it('asks for the last day of the month picked, and keeps the month in the address', async () => {
    const { server, router } = renderTable();
    await screen.findByText('Avery Lee');
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), {
      target: { value: PREVIOUS_MONTH },
    });
    const previousEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))
      .toISOString()
      .slice(0, 10);
    await waitFor(() => expect(server.callsTo(OWED).at(-1)?.params).toEqual({ date: previousEnd }));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe(PREVIOUS_MONTH);
  });

  it('says when no affiliate matches, and when the month could not be loaded', async () => {
    renderTable({}, () => ({ body: owedOf([]) }));
    expect(
      await screen.findByText(
        'No affiliates match. Affiliates appear here once the role is granted.',
      ),
    ).toBeTruthy();
    cleanup();
    renderTable({}, () => ({ status: 500, body: { code: 'internal', message: 'Server error' } }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The affiliates could not be loaded.',
    );
  });

  it('starts the payout at what is owed, refuses nothing paid, and sends nothing then', async () => {
    const { server } = renderTable({ [LOG]: () => ({ body: paid.payout }) });
    const dialog = await openPayoutDialog();
    const amount = dialog.getByRole('textbox', { name: 'Amount paid (USD)' });
    expect(amount).toHaveProperty('value', '55.00');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));
    expect(await dialog.findByText('The amount must be more than zero.')).toBeTruthy();
    expect(server.callsTo(LOG)).toHaveLength(0);
  });

  it('logs the payout in cents for the month, with its day and its reference trimmed', async () => {
    const { server } = renderTable({
      [LOG]: () => ({
        body: { ...paid.payout, affiliateId: avery.affiliateId, amountCents: 5000 },
      }),
    });
    const dialog = await openPayoutDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Amount paid (USD)' }), {
      target: { value: '$50' },
    });
    fireEvent.change(dialog.getByLabelText('Paid on'), { target: { value: '2026-12-03' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /Reference/ }), {
      target: { value: ' TRF-1002 ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));

    expect(
      await screen.findByText(
        `${formatCurrency(5000)} paid to Avery Lee for ${formatMonth(MONTH)} is logged.`,
      ),
    ).toBeTruthy();
    expect(server.sent(LOG, logAffiliatePayoutSchema)).toEqual([
      { date: PERIOD_END, amountCents: 5000, paidOn: '2026-12-03', reference: 'TRF-1002' },
    ]);
    expect(server.callsTo(LOG)[0]?.params).toEqual({ affiliateId: avery.affiliateId });
  });

  it('shows the server’s refusal of a payout above what is owed', async () => {
    const message = PAYOUT_MESSAGES.overOwed(5500, formatMonth(MONTH));
    renderTable({ [LOG]: () => ({ status: 409, body: { code: 'conflict', message } }) });
    const dialog = await openPayoutDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Amount paid (USD)' }), {
      target: { value: '80' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));
    expect(await dialog.findByText(message)).toBeTruthy();
  });

  it('refuses a fee above the most allowed, then sends a fee as basis points', async () => {
    const { server } = renderTable({
      [FEE]: (call) => ({ body: { affiliateId: avery.affiliateId, ...(call.body as object) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the fee of Avery Lee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Fee of Avery Lee' }));
    const fee = dialog.getByRole('textbox', { name: 'Fee (% of each payment)' });
    expect(fee).toHaveProperty('value', '10');

    fireEvent.change(fee, { target: { value: '51' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save fee' }));
    expect(
      await dialog.findByText(`The fee can be at most ${AFFILIATE_FEE_MAX_BPS / 100}%.`),
    ).toBeTruthy();
    expect(server.callsTo(FEE)).toHaveLength(0);

    fireEvent.change(fee, { target: { value: '7.5%' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save fee' }));
    expect(
      await screen.findByText('Avery Lee earns 7.5% of clients referred from now on.'),
    ).toBeTruthy();
    expect(server.sent(FEE, affiliateFeeSchema)).toEqual([{ feeBps: 750 }]);
  });
});
