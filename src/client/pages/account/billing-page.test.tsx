// @vitest-environment happy-dom
// Billing against a fake server: every line with its date, purpose, card, amount and status,
// receipts only for paid charges, the totals, and the states without a list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { BILLING_API } from '../../../shared/routes/billing-api';
import type { BillingHistory, Purchase } from '../../../shared/contracts/billing';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import BillingPage from './billing-page';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const purchase = (meetingStart: string): Purchase => ({
  service: 'The Hour',
  advisorName: 'Thomas Nguyen',
  advisorSlug: 'thomas-nguyen',
  meetingStart,
  description: 'The Hour with Thomas Nguyen',
});
const VISA = { brand: 'visa', last4: '4242' };
const MARCH = purchase('2026-03-10T15:00:00.000Z');
const APRIL = purchase('2026-04-07T15:00:00.000Z');
const REFUND = {
  id: 'refund-1',
  at: '2026-03-06T16:00:00.000Z',
  amountCents: 15_000,
  status: 'succeeded',
} as const;

const HISTORY: BillingHistory = {
  entries: [
    {
      kind: 'charge',
      id: 'paid-april',
      at: '2026-03-20T16:00:00.000Z',
      purchase: APRIL,
      amountCents: 17_550,
      status: 'succeeded',
      card: VISA,
      refund: null,
    },
    {
      kind: 'charge',
      id: 'declined-april',
      at: '2026-03-20T15:59:00.000Z',
      purchase: APRIL,
      amountCents: 17_550,
      status: 'failed',
      card: null,
      refund: null,
    },
    { kind: 'refund', chargeId: 'paid-march', card: VISA, purchase: MARCH, ...REFUND },
    {
      kind: 'charge',
      id: 'paid-march',
      at: '2026-03-01T16:00:00.000Z',
      purchase: MARCH,
      amountCents: 15_000,
      status: 'succeeded',
      card: VISA,
      refund: REFUND,
    },
  ],
  invoices: [],
  totals: { paidCents: 32_550, refundedCents: 15_000, netCents: 17_550 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Payments and refunds, newest first' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row));
};

describe('Billing', () => {
  it('lists payments, declined attempts and refunds with receipts for paid charges', async () => {
    fakeServer({ [`GET ${BILLING_API.account}`]: () => ({ body: HISTORY }) });
    renderPage(<BillingPage />, { path: BILLING_PAGES.account });
    expect(screen.getByLabelText('Loading your billing history')).toBeTruthy();

    const [paid, declined, refund, refunded] = await rows();
    expect(paid!.getByText('Mar 20, 2026')).toBeTruthy();
    expect(paid!.getByText('The Hour with Thomas Nguyen')).toBeTruthy();
    expect(paid!.getByText('Meeting on Apr 7, 2026')).toBeTruthy();
    expect(paid!.getByText('Visa •••• 4242')).toBeTruthy();
    expect(paid!.getByText('$175.50')).toBeTruthy();
    expect(paid!.getByText('Paid')).toBeTruthy();
    const receipt = paid!.getByRole('link', {
      name: 'Receipt for The Hour with Thomas Nguyen, paid Mar 20, 2026',
    });
    expect(receipt.getAttribute('href')).toBe(BILLING_PAGES.receipt('paid-april'));

    expect(declined!.getByText('Declined')).toBeTruthy();
    expect(declined!.getByText('The card was not charged.')).toBeTruthy();
    expect(declined!.queryByRole('link')).toBeNull();

    expect(refund!.getByText('Refund: The Hour with Thomas Nguyen')).toBeTruthy();
    expect(refund!.getByText('−$150')).toBeTruthy();
    expect(refund!.getByText('Refunded')).toBeTruthy();
    expect(refund!.queryByRole('link')).toBeNull();

    expect(refunded!.getByText('$150')).toBeTruthy();
    expect(refunded!.getByRole('link', { name: /^Receipt/ }).getAttribute('href')).toBe(
      BILLING_PAGES.receipt('paid-march'),
    );

    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('Paid').nextElementSibling?.textContent).toBe('$325.50');
    expect(totals.getByText('Refunded').nextElementSibling?.textContent).toBe('$150');
    expect(totals.getByText('Net spent').nextElementSibling?.textContent).toBe('$175.50');
  });

  it('lists invoices with a Pay button for an open one and a receipt for a paid one', async () => {
    const invoice = {
      id: 'invoice-plan',
      number: 'INV-000042',
      offering: 'plan',
      service: 'The Plan',
      advisorName: 'Thomas Nguyen',
      advisorSlug: 'thomas-nguyen',
      description: 'The Plan with Thomas Nguyen',
      periodStart: null,
      periodEnd: null,
      amountCents: 250_000,
      status: 'paid',
      issuedAt: '2026-03-01T16:00:00.000Z',
      dueAt: '2026-03-31T16:00:00.000Z',
      paidAt: '2026-03-01T16:00:00.000Z',
      payUrl: null,
      receiptChargeId: 'paid-plan',
      refund: null,
      moneyBack: { state: 'open', until: null, requestedAt: null },
    } as const;
    const quarter = {
      ...invoice,
      id: 'invoice-ongoing',
      number: 'INV-000043',
      offering: 'ongoing',
      service: 'The Ongoing',
      periodStart: '2026-06-01',
      periodEnd: '2026-08-31',
      amountCents: 30_000,
      status: 'open',
      paidAt: null,
      payUrl: 'https://invoice.stripe.com/i/in_test',
      receiptChargeId: null,
      moneyBack: { state: 'closed', until: '2026-08-31', requestedAt: null },
    } as const;
    fakeServer({
      [`GET ${BILLING_API.account}`]: () => ({
        body: { ...HISTORY, invoices: [quarter, invoice] },
      }),
    });
    renderPage(<BillingPage />, { path: BILLING_PAGES.account });
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const [open, paid] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(open!.getByText('INV-000043')).toBeTruthy();
    expect(open!.getByText('Due')).toBeTruthy();
    expect(open!.getByText('Quarter Jun 1, 2026 – Aug 31, 2026')).toBeTruthy();
    expect(open!.getByRole('link', { name: 'Pay invoice INV-000043' }).getAttribute('href')).toBe(
      quarter.payUrl,
    );
    expect(paid!.getByText(/^\$2,500/)).toBeTruthy();
    expect(
      paid!.getByRole('link', { name: 'Receipt for invoice INV-000042' }).getAttribute('href'),
    ).toBe(BILLING_PAGES.receipt('paid-plan'));
    expect(paid!.queryByRole('link', { name: /Pay/ })).toBeNull();
    // The paid Plan can be asked back (ADR 0066); the unpaid quarter cannot.
    expect(paid!.getByRole('button', { name: 'Money back for invoice INV-000042' })).toBeTruthy();
    expect(open!.queryByRole('button', { name: /Money back/ })).toBeNull();
  });

  it('says so when there is nothing yet, and where to book', async () => {
    fakeServer({
      [`GET ${BILLING_API.account}`]: () => ({
        body: {
          entries: [],
          invoices: [],
          totals: { paidCents: 0, refundedCents: 0, netCents: 0 },
        },
      }),
    });
    renderPage(<BillingPage />, { path: BILLING_PAGES.account });
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your advisor' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.search,
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    let failing = true;
    fakeServer({
      [`GET ${BILLING_API.account}`]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'Oops' } } : { body: HISTORY },
    });
    renderPage(<BillingPage />, { path: BILLING_PAGES.account });
    // A failure is tried once more before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 4_000 });
    expect(within(alert).getByText('Your billing history could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(4);
  });
});
