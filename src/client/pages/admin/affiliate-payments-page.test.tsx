// @vitest-environment happy-dom
// The affiliate payments page as an admin uses it: the month's totals and each affiliate's
// sign-ups, purchases, fee, earnings and payout as the server answered; a payout logged and a fee
// changed, each in its shared contract; a month already paid refused in the server's words.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  AFFILIATE_MESSAGES,
  affiliateFeeSchema,
  logAffiliatePayoutSchema,
} from '../../../shared/contracts/affiliates';
import type { AffiliateOwed } from '../../../shared/contracts/affiliates';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { AFFILIATE_API, AFFILIATE_API_PATTERNS } from '../../../shared/routes/affiliates-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AffiliatePaymentsPage from './affiliate-payments-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const avery = (month: string): AffiliateOwed => ({
  month,
  signUps: 7,
  purchases: 3,
  salesCents: 90_000,
  refundCents: 0,
  earnedCents: 9_000,
  paidOutCents: 0,
  owedCents: 9_000,
  affiliateId: 'affiliate-avery',
  name: 'Avery Lee',
  email: 'avery.lee@example.com',
  slug: 'avery',
  feeBps: 1000,
  payout: null,
});
const LOG = `POST ${AFFILIATE_API_PATTERNS.adminLogPayment}`;
const FEE = `PUT ${AFFILIATE_API_PATTERNS.adminFee}`;

function open(routes: { log?: () => FakeAnswer; fee?: () => FakeAnswer } = {}) {
  let periodEnd = '';
  const server = fakeServer({
    [`GET ${AFFILIATE_API_PATTERNS.adminOwed}`]: (call) => {
      periodEnd = call.params.date!;
      const month = periodEnd.slice(0, 7);
      return {
        body: {
          items: [avery(month)],
          total: 1,
          page: 1,
          size: 25,
          month,
          periodEnd,
          totals: { earnedCents: 9_000, paidOutCents: 0, owedCents: 9_000 },
        },
      };
    },
    [LOG]: routes.log ?? (() => ({ status: 500 })),
    [FEE]: routes.fee ?? (() => ({ status: 500 })),
  });
  renderAdminPage(<AffiliatePaymentsPage />, { path: ADMIN_PAGES.affiliatePayments });
  return { server, periodEnd: () => periodEnd };
}

describe('the affiliate payments page', () => {
  it('shows the month’s totals and each affiliate’s figures, and logs a payout', async () => {
    const { server, periodEnd } = open({
      log: () => ({
        status: 201,
        body: {
          id: 'payout-1',
          affiliateId: 'affiliate-avery',
          month: periodEnd().slice(0, 7),
          amountCents: 9_000,
          paidOn: '2026-12-01',
          reference: '',
          loggedBy: 'Alex Admin',
          loggedAt: '2026-12-01T16:00:00.000Z',
        },
      }),
    });
    const row = within((await screen.findByText('avery.lee@example.com')).closest('tr')!);
    expect(row.getByText('Avery Lee')).toBeTruthy();
    expect(row.getByText(AFFILIATE_PAGES.link('avery'))).toBeTruthy();
    expect(row.getByText('10%')).toBeTruthy();
    expect(row.getByText('7')).toBeTruthy();
    expect(row.getByText('$900')).toBeTruthy();
    expect(row.getAllByText('$90')).toHaveLength(2);
    const totals = screen.getByLabelText(/^Totals for /);
    expect(within(totals).getByText('Still owed').nextSibling!.textContent).toBe('$90');

    fireEvent.click(row.getByRole('button', { name: 'Log the payout to Avery Lee' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Log the payout to Avery Lee' }),
    );
    fireEvent.change(dialog.getByLabelText('Paid on'), { target: { value: '2026-12-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));
    expect(await screen.findByText(/\$90 paid to Avery Lee for .* is logged\./)).toBeTruthy();
    expect(server.sent(LOG, logAffiliatePayoutSchema)).toEqual([
      { date: periodEnd(), amountCents: 9_000, paidOn: '2026-12-01', reference: '' },
    ]);
    expect(server.callsTo(LOG)[0]!.path).toBe(AFFILIATE_API.adminLogPayment('affiliate-avery'));
  });

  it('changes an affiliate’s fee in basis points', async () => {
    const { server } = open({
      fee: () => ({ body: { affiliateId: 'affiliate-avery', feeBps: 1250 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the fee of Avery Lee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Fee of Avery Lee' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Fee \(% of each payment\)/ }), {
      target: { value: '12.5' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save fee' }));
    expect(
      await screen.findByText('Avery Lee earns 12.5% of clients referred from now on.'),
    ).toBeTruthy();
    expect(server.sent(FEE, affiliateFeeSchema)).toEqual([{ feeBps: 1250 }]);
  });

  it('shows the server’s refusal of a month already paid', async () => {
    const message = AFFILIATE_MESSAGES.alreadyPaid('November 2026');
    open({ log: () => refusal(message) });
    fireEvent.click(await screen.findByRole('button', { name: 'Log the payout to Avery Lee' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Log the payout to Avery Lee' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Log payout' }));
    expect(await dialog.findByText(message)).toBeTruthy();
  });
});
