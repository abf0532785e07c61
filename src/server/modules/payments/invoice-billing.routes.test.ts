// The client's billing API with invoices: their own invoices with status, due and paid dates and
// the receipt of a paid one (naming its invoice); another client's invoice or receipt is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistorySchema, billingInvoiceSchema } from '../../../shared/contracts/billing';
import { receiptSchema } from '../../../shared/contracts/billing';
import { BILLING_API } from '../../../shared/routes/billing-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { DECLINED_CARD, SUCCESS_CARD, signedInCaller } from '../../testing/test-booking';
import { countOutcomes, createTestSignup, invoicePaymentOf } from './invoice-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  countOutcomes(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('invoices on the billing page', () => {
  it('lists the client’s invoices and gives a receipt of the paid one, to them only', async () => {
    const { payments } = t.app.services;
    const plan = await createTestSignup(t, 'plan');
    const paid = await payments.startPayment(invoicePaymentOf(plan, SUCCESS_CARD));
    if (paid.status !== 'paid') throw new Error('Not paid');
    const ongoing = await createTestSignup(t, 'ongoing');
    const declined = payments.startPayment(invoicePaymentOf(ongoing, DECLINED_CARD));
    await expect(declined).rejects.toMatchObject({ code: 'paymentDeclined' });

    const history = await get(BILLING_API.account, plan.client.headers);
    expect(history.statusCode, history.body).toBe(200);
    const { invoices, entries } = billingHistorySchema.parse(history.json());
    expect(invoices).toEqual([
      expect.objectContaining({
        id: paid.invoice.id,
        number: expect.stringMatching(/^INV-\d{6}$/),
        service: 'The Plan',
        status: 'paid',
        amountCents: plan.priceCents,
        receiptChargeId: paid.charge.id,
        payUrl: null,
      }),
    ]);
    expect(entries).toEqual([
      expect.objectContaining({
        id: paid.charge.id,
        purchase: expect.objectContaining({ service: 'The Plan' }),
      }),
    ]);

    const receipt = await get(BILLING_API.receipt(paid.charge.id), plan.client.headers);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receiptSchema.parse(receipt.json())).toMatchObject({
      invoiceNumber: invoices[0]!.number,
      amountCents: plan.priceCents,
    });
    const own = await get(BILLING_API.invoice(paid.invoice.id), plan.client.headers);
    expect(billingInvoiceSchema.parse(own.json())).toMatchObject({ status: 'paid' });

    const ongoingHistory = billingHistorySchema.parse(
      (await get(BILLING_API.account, ongoing.client.headers)).json(),
    );
    expect(ongoingHistory.invoices).toEqual([
      expect.objectContaining({
        service: 'The Ongoing',
        status: 'open',
        periodStart: '2026-12-01',
        paidAt: null,
        dueAt: expect.any(String),
      }),
    ]);

    const stranger = await signedInCaller(t);
    for (const headers of [stranger.headers, ongoing.client.headers]) {
      expect((await get(BILLING_API.invoice(paid.invoice.id), headers)).statusCode).toBe(404);
      expect((await get(BILLING_API.receipt(paid.charge.id), headers)).statusCode).toBe(404);
    }
  });
});
