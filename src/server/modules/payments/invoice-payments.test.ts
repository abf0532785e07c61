// Invoices through the payments service with the sandbox gateway: status changes only as
// INVOICE_TRANSITIONS allows (each recorded), a retried payment charges once, a declined card
// leaves the invoice open for another card, The Ongoing's quarters are issued once and stop when
// cancelled, and a refund is made once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_STATUS } from '../../../shared/errors';
import type { AppError } from '../../../shared/errors';
import { INVOICE_STATUSES, canChangeInvoiceStatus } from '../../../shared/domain/invoice-status';
import type { InvoiceActor } from '../../../shared/domain/invoice-status';
import {
  billingSubscriptions,
  charges,
  invoiceStatusChanges,
  invoices,
  refunds,
} from '../../db/schema/payments';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { DECLINED_CARD, SUCCESS_CARD } from '../../testing/test-booking';
import type { PaidPayment } from './payment-outcome';
import { countOutcomes, createTestSignup, invoicePaymentOf } from './invoice-test-kit';
import { testLedgerLink } from '../../testing/test-ledger';

let t: TestApp;
let told: PaidPayment[];

beforeAll(async () => {
  t = await createTestApp();
  told = countOutcomes(t);
});
afterAll(async () => {
  await t.close();
});

const payments = () => t.app.services.payments;
const db = () => t.database.db;

async function statusOf(code: Promise<unknown>): Promise<number> {
  try {
    await code;
    return 200;
  } catch (error) {
    return ERROR_STATUS[(error as AppError).code];
  }
}

describe('invoice status changes', () => {
  it('allows exactly the changes INVOICE_TRANSITIONS lists, each recorded', async () => {
    const signup = await createTestSignup(t, 'plan');
    const actors: InvoiceActor[] = ['admin', 'system'];
    let index = 0;
    for (const from of INVOICE_STATUSES) {
      for (const to of INVOICE_STATUSES) {
        for (const by of actors) {
          index += 1;
          const [invoice] = await db()
            .insert(invoices)
            .values({
              ...testLedgerLink('plan', signup.signupId),
              kind: 'plan',
              signupId: signup.signupId,
              clientId: signup.client.user.id,
              advisorId: signup.advisorId,
              amountCents: 1000,
              description: 'The Plan',
              gateway: 'sandbox',
              status: from,
              idempotencyKey: `transition-test:${index}`,
            })
            .returning();
          const admin = by === 'admin' ? signup.client.user.id : null;
          const status = await statusOf(
            payments().changeInvoiceStatus(invoice!.id, to, { actorId: admin, by, reason: 'Test' }),
          );
          const [after] = await db().select().from(invoices).where(eq(invoices.id, invoice!.id));
          const history = await db()
            .select()
            .from(invoiceStatusChanges)
            .where(eq(invoiceStatusChanges.invoiceId, invoice!.id));
          const label = `${from} → ${to} by ${by}`;
          if (canChangeInvoiceStatus(from, to, by)) {
            expect(status, label).toBe(200);
            expect(after!.status, label).toBe(to);
            expect(history, label).toEqual([
              expect.objectContaining({ fromStatus: from, toStatus: to, actorId: admin }),
            ]);
          } else {
            expect(status, label).toBe(400);
            expect(after, label).toEqual(invoice);
            expect(history, label).toEqual([]);
          }
        }
      }
    }
  });
});

describe('paying a signup invoice with the sandbox', () => {
  it('charges once however often the same attempt is sent, also at once', async () => {
    const signup = await createTestSignup(t, 'plan');
    const request = invoicePaymentOf(signup, SUCCESS_CARD, 'same-key');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payments().startPayment(request)),
    );
    const again = await payments().startPayment(request);
    for (const answer of [...answers, again]) {
      expect(answer).toMatchObject({ status: 'paid', invoice: { status: 'paid' } });
    }
    const rows = await payments().listInvoices({ signupId: signup.signupId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid' });
    const charged = await db().select().from(charges).where(eq(charges.invoiceId, rows[0]!.id));
    expect(charged.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(charged).toHaveLength(1);
    expect(told.filter((payment) => payment.reference === signup.signupId).length).toBeGreaterThan(
      0,
    );
    const history = await payments().invoiceHistory(rows[0]!.id);
    expect(history.map((row) => row.toStatus)).toEqual(['draft', 'open', 'paid']);
  });

  it('leaves the invoice open after a declined card, and a second card pays it', async () => {
    const signup = await createTestSignup(t, 'plan');
    const declined = payments().startPayment(invoicePaymentOf(signup, DECLINED_CARD));
    await expect(declined).rejects.toMatchObject({ code: 'paymentDeclined' });
    expect(ERROR_STATUS.paymentDeclined).toBe(402);
    const [open] = await payments().listInvoices({ signupId: signup.signupId });
    expect(open).toMatchObject({ status: 'open', amountCents: signup.priceCents });
    expect(open!.dueAt!.getTime() - open!.issuedAt!.getTime()).toBe(30 * 24 * 3600_000);
    expect(told.some((payment) => payment.reference === signup.signupId)).toBe(false);

    const paid = await payments().startPayment(invoicePaymentOf(signup, SUCCESS_CARD));
    expect(paid).toMatchObject({ status: 'paid', invoice: { id: open!.id, status: 'paid' } });
    const rows = await db().select().from(charges).where(eq(charges.invoiceId, open!.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    expect(told.filter((payment) => payment.reference === signup.signupId)).toEqual([
      expect.objectContaining({ invoiceId: open!.id, amountCents: signup.priceCents }),
    ]);
  });

  it('asks for a card', async () => {
    const signup = await createTestSignup(t, 'plan');
    const missing = payments().startPayment(invoicePaymentOf(signup, undefined));
    await expect(missing).rejects.toMatchObject({ code: 'validation' });
  });
});

describe('The Ongoing billed by quarter', () => {
  it('issues a quarter once, and none after the billing is cancelled', async () => {
    const signup = await createTestSignup(t, 'ongoing');
    const first = await payments().startPayment(invoicePaymentOf(signup, SUCCESS_CARD));
    expect(first.status).toBe('paid');
    const [kept] = await db()
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.signupId, signup.signupId));
    expect(kept).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', cardClass: 'succeeds' });

    const quarter = {
      signupId: signup.signupId,
      engagementId: null as unknown as string,
      clientId: signup.client.user.id,
      advisorId: signup.advisorId,
      amountCents: signup.priceCents * 3,
      description: 'The Ongoing, second quarter',
      periodStart: '2027-03-01',
      periodEnd: '2027-05-31',
    };
    const [one, two] = await Promise.all([
      payments().issueRecurringInvoice(quarter),
      payments().issueRecurringInvoice(quarter),
    ]);
    const three = await payments().issueRecurringInvoice(quarter);
    expect(one!.id).toBe(two!.id);
    expect(three).toMatchObject({ id: one!.id, status: 'paid' });
    const paidCharges = await db().select().from(charges).where(eq(charges.invoiceId, one!.id));
    expect(paidCharges).toHaveLength(1);
    // A later quarter is not a new signup: its owner was told of the first payment only.
    expect(told.filter((payment) => payment.reference === signup.signupId)).toHaveLength(1);

    await payments().cancelRecurring(signup.signupId, { actorId: null, reason: 'Client left' });
    await payments().cancelRecurring(signup.signupId, { actorId: null, reason: 'Again' });
    const after = await payments().issueRecurringInvoice({
      ...quarter,
      periodStart: '2027-06-01',
      periodEnd: '2027-08-31',
    });
    expect(after).toBeNull();
    const all = await payments().listInvoices({ signupId: signup.signupId });
    expect(all.map((row) => row.status)).toEqual(['paid', 'paid']);
  });
});

describe('refunding an invoice', () => {
  it('refunds the paying charge once, and the invoice stays paid', async () => {
    const signup = await createTestSignup(t, 'plan');
    const paid = await payments().startPayment(invoicePaymentOf(signup, SUCCESS_CARD));
    if (paid.status !== 'paid') throw new Error('Not paid');
    const input = { requestedBy: null, reason: 'Money-back promise' };
    const [a, b] = await Promise.all([
      payments().refundInvoice(paid.invoice.id, input),
      payments().refundInvoice(paid.invoice.id, input),
    ]);
    const c = await payments().refundInvoice(paid.invoice.id, input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(c).toMatchObject({ status: 'succeeded', amountCents: signup.priceCents });
    const rows = await db().select().from(refunds).where(eq(refunds.chargeId, paid.charge.id));
    expect(rows).toHaveLength(1);
    expect(await payments().getInvoice(paid.invoice.id)).toMatchObject({ status: 'paid' });
  });

  it('refuses an invoice not paid', async () => {
    const signup = await createTestSignup(t, 'plan');
    await expect(
      payments().startPayment(invoicePaymentOf(signup, DECLINED_CARD)),
    ).rejects.toBeDefined();
    const [open] = await payments().listInvoices({ signupId: signup.signupId });
    const refused = payments().refundInvoice(open!.id, { requestedBy: null, reason: 'x' });
    await expect(refused).rejects.toMatchObject({ code: 'validation' });
  });
});
