// @vitest-environment happy-dom
// The client's invoices (ADR 0066): the quarter an Ongoing invoice bills, and the money-back
// request, checked with the shared contract before it is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { refundRequestSchema } from '../../../shared/contracts/booking';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { formatCurrency } from '../../../shared/format';
import { BILLING_API_PATTERNS } from '../../../shared/routes/billing-api';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { InvoiceTable } from './invoice-table';
import { offeringOf } from '../../../shared/offerings/catalog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MONEY_BACK = `POST ${BILLING_API_PATTERNS.invoiceMoneyBack}`;

const invoiceOf = (overrides: Partial<BillingInvoice> = {}): BillingInvoice => ({
  id: 'invoice-7',
  number: 'INV-000007',
  offering: 'ongoing',
  service: 'The Ongoing',
  advisorName: 'Thomas Nguyen',
  advisorSlug: 'thomas-nguyen',
  description: 'The Ongoing with Thomas Nguyen',
  periodStart: '2027-03-01',
  periodEnd: '2027-05-31',
  amountCents: 60000,
  status: 'paid',
  issuedAt: '2027-02-20T12:00:00.000Z',
  dueAt: '2027-03-01T12:00:00.000Z',
  paidAt: '2027-02-21T12:00:00.000Z',
  payUrl: null,
  receiptChargeId: 'charge-7',
  refund: null,
  moneyBack: { state: 'open', until: '2027-05-31', requestedAt: null },
  ...overrides,
});

function renderTable(invoices: BillingInvoice[]) {
  renderPage(<InvoiceTable invoices={invoices} timeZone="UTC" moneyBack />, {
    path: BILLING_PAGES.account,
  });
}

const rowOf = (number: string) => within(screen.getByRole('cell', { name: number }).closest('tr')!);

describe('InvoiceTable', () => {
  it('shows the quarter billed, the amount, the dates and the receipt', () => {
    fakeServer({});
    renderTable([invoiceOf()]);
    const row = rowOf('INV-000007');
    expect(row.getByText('The Ongoing with Thomas Nguyen')).toBeTruthy();
    expect(row.getByText('Quarter Mar 1, 2027 – May 31, 2027')).toBeTruthy();
    expect(row.getByText(formatCurrency(60000))).toBeTruthy();
    expect(row.getByText('Feb 21, 2027')).toBeTruthy();
    expect(
      row.getByRole('link', { name: 'Receipt for invoice INV-000007' }).getAttribute('href'),
    ).toBe(BILLING_PAGES.receipt('charge-7'));
  });

  it('says when money back was asked, and offers none once its time is over', () => {
    fakeServer({});
    renderTable([
      invoiceOf({
        moneyBack: { state: 'requested', until: null, requestedAt: '2027-04-02T09:00:00.000Z' },
      }),
      invoiceOf({
        id: 'invoice-8',
        number: 'INV-000008',
        moneyBack: { state: 'closed', until: null, requestedAt: null },
      }),
    ]);
    expect(rowOf('INV-000007').getByText(formatIsoDate('2027-04-02'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Money back/ })).toBeNull();
  });

  it('refuses a reason too short to act on, with the shared message, and sends nothing', async () => {
    const server = fakeServer({ [MONEY_BACK]: () => ({ body: invoiceOf() }) });
    renderTable([invoiceOf()]);
    fireEvent.click(screen.getByRole('button', { name: 'Money back for invoice INV-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for your money back' });
    expect(within(dialog).getByText(offeringOf('ongoing').moneyBackTerms)).toBeTruthy();
    expect(within(dialog).getByText(/You can ask until May 31, 2027\./)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/What went wrong/), {
      target: { value: 'Bad' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for my money back' }));
    expect(await within(dialog).findByText('Tell us in a sentence what went wrong.')).toBeTruthy();
    expect(server.callsTo(MONEY_BACK)).toHaveLength(0);
  });

  it('sends the reason for this invoice, says it was received and closes', async () => {
    const server = fakeServer({ [MONEY_BACK]: () => ({ body: invoiceOf() }) });
    renderTable([invoiceOf()]);
    fireEvent.click(screen.getByRole('button', { name: 'Money back for invoice INV-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for your money back' });
    fireEvent.change(within(dialog).getByLabelText(/What went wrong/), {
      target: { value: 'We never met this quarter.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for my money back' }));

    expect(await screen.findByText('We will be in touch about your refund soon.')).toBeTruthy();
    expect(server.sent(MONEY_BACK, refundRequestSchema)).toEqual([
      { reason: 'We never met this quarter.' },
    ]);
    expect(server.callsTo(MONEY_BACK)[0]?.params).toEqual({ invoiceId: 'invoice-7' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s word on the reason by its field and keeps the dialog open', async () => {
    fakeServer({
      [MONEY_BACK]: () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Some fields need your attention.',
          fieldErrors: { reason: ['Please say a little more.'] },
        },
      }),
    });
    renderTable([invoiceOf()]);
    fireEvent.click(screen.getByRole('button', { name: 'Money back for invoice INV-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for your money back' });
    fireEvent.change(within(dialog).getByLabelText(/What went wrong/), {
      target: { value: 'We never met this quarter.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for my money back' }));
    expect(await within(dialog).findByText('Please say a little more.')).toBeTruthy();
  });
});
