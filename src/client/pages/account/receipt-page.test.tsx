// @vitest-environment happy-dom
// A receipt against a fake server: who sold what to whom, the card, the refund and the net, the
// print button, and 'not found' for anything that is not the client's paid charge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { BILLING_PAGE_PATTERNS, BILLING_PAGES } from '../../../shared/routes/billing';
import { BILLING_API } from '../../../shared/routes/billing-api';
import { FIRM_NAME } from '../../../shared/constants';
import { TEST_MODE } from '../../../shared/test-mode';
import type { Receipt } from '../../../shared/contracts/billing';
import { formatMeetingTime } from '../../../shared/meeting-time';
import { Route, Routes } from 'react-router';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import ReceiptPage from './receipt-page';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const CHARGE_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const MEETING = '2026-03-10T15:00:00.000Z';

const RECEIPT: Receipt = {
  number: 'R-1A2B-3C4D-5E6F',
  invoiceNumber: null,
  chargeId: CHARGE_ID,
  paidAt: '2026-03-01T16:00:00.000Z',
  seller: FIRM_NAME,
  billedTo: { name: 'Casey Morgan', email: 'casey.morgan@example.com' },
  purchase: {
    service: 'The Hour',
    advisorName: 'Thomas Nguyen',
    advisorSlug: 'thomas-nguyen',
    meetingStart: MEETING,
    description: 'The Hour with Thomas Nguyen',
  },
  amountCents: 15_000,
  card: { brand: 'visa', last4: '4242' },
  refunds: [
    { id: 'refund-1', at: '2026-03-06T16:00:00.000Z', amountCents: 15_000, status: 'succeeded' },
  ],
  netCents: 0,
  testMode: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The harness routes every path to the page; the page's own route gives it its parameter.
const open = () =>
  renderPage(
    <Routes>
      <Route path={BILLING_PAGE_PATTERNS.receipt} element={<ReceiptPage />} />
    </Routes>,
    { path: BILLING_PAGES.receipt(CHARGE_ID) },
  );

describe('Receipt', () => {
  it('shows the receipt and prints it', async () => {
    fakeServer({ [`GET ${BILLING_API.receipt(CHARGE_ID)}`]: () => ({ body: RECEIPT }) });
    open();
    const receipt = within(await screen.findByRole('article', { name: 'Receipt' }));
    expect(receipt.getByText(FIRM_NAME)).toBeTruthy();
    expect(receipt.getByText('R-1A2B-3C4D-5E6F')).toBeTruthy();
    expect(receipt.getByText('Sunday, March 1, 2026')).toBeTruthy();
    expect(receipt.getByText('Visa •••• 4242')).toBeTruthy();
    expect(receipt.getByText(/Casey Morgan/)).toBeTruthy();
    expect(receipt.getByText('The Hour with Thomas Nguyen')).toBeTruthy();
    expect(
      receipt.getByText(`One-hour video meeting, ${formatMeetingTime(MEETING, 'America/Chicago')}`),
    ).toBeTruthy();
    expect(receipt.getByText('Refund, Mar 6, 2026')).toBeTruthy();
    expect(receipt.getByText('−$150')).toBeTruthy();
    const net = receipt.getByRole('rowheader', { name: 'Net after refunds' }).closest('tr')!;
    expect(within(net).getByText('$0')).toBeTruthy();

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '← Back to billing' }).getAttribute('href')).toBe(
      BILLING_PAGES.account,
    );
  });

  it('says TEST on a receipt of a sandbox payment (ADR 0062)', async () => {
    fakeServer({
      [`GET ${BILLING_API.receipt(CHARGE_ID)}`]: () => ({ body: { ...RECEIPT, testMode: true } }),
    });
    open();
    const receipt = within(await screen.findByRole('article', { name: TEST_MODE.receiptTitle }));
    expect(receipt.getByText(TEST_MODE.receiptNotice)).toBeTruthy();
  });

  it('says not found for anything the server will not show, and offers no printing', async () => {
    fakeServer({});
    open();
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(
      BILLING_PAGES.account,
    );
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });
});
