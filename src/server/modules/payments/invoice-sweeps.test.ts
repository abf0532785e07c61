// The sweeps of open invoices on a test clock: a reminder INVOICE_REMINDER_DAYS_BEFORE_DUE days
// before the due date and one on the day, each sent once; written off INVOICE_GRACE_DAYS after,
// recorded as the system's change. The Hour's reconciliation never takes an invoice's payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  INVOICE_DUE_DAYS,
  INVOICE_GRACE_DAYS,
  INVOICE_REMINDER_DAYS_BEFORE_DUE,
} from '../../../shared/constants';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { DECLINED_CARD, SUCCESS_CARD } from '../../testing/test-booking';
import { createTestClock } from '../../testing/test-clock';
import { countOutcomes, createTestSignup, invoicePaymentOf } from './invoice-test-kit';

const DAY_MS = 24 * 60 * 60_000;
const clock = createTestClock('2026-12-01T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  countOutcomes(t);
});
afterAll(async () => {
  await t.close();
});

const sentTo = (to: string, template: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), eq(emails.template, template)));

describe('open invoice sweeps', () => {
  it('reminds before and on the due day once each, then writes the invoice off', async () => {
    const { payments, invoiceReminders } = t.app.services;
    const signup = await createTestSignup(t, 'plan');
    const email = signup.client.user.email;
    await expect(
      payments.startPayment(invoicePaymentOf(signup, DECLINED_CARD)),
    ).rejects.toMatchObject({ code: 'paymentDeclined' });
    const [invoice] = await payments.listInvoices({ signupId: signup.signupId });

    clock.advance((INVOICE_DUE_DAYS - INVOICE_REMINDER_DAYS_BEFORE_DUE - 1) * DAY_MS);
    await invoiceReminders.sendInvoiceReminders();
    expect(await sentTo(email, 'invoice-due-soon')).toHaveLength(0);

    clock.advance(DAY_MS);
    await invoiceReminders.sendInvoiceReminders();
    await invoiceReminders.sendInvoiceReminders();
    const soon = await sentTo(email, 'invoice-due-soon');
    expect(soon).toHaveLength(1);
    expect(soon[0]!.subject).toContain('INV-');

    clock.advance(INVOICE_REMINDER_DAYS_BEFORE_DUE * DAY_MS);
    await invoiceReminders.sendInvoiceReminders();
    await invoiceReminders.sendInvoiceReminders();
    expect(await sentTo(email, 'invoice-due-today')).toHaveLength(1);
    expect(await sentTo(email, 'invoice-due-soon')).toHaveLength(1);

    clock.advance(INVOICE_GRACE_DAYS * DAY_MS - 60_000);
    expect(await payments.refreshInvoices()).toMatchObject({ uncollectible: 0 });
    clock.advance(120_000);
    expect(await payments.refreshInvoices()).toMatchObject({ uncollectible: 1 });
    expect(await payments.refreshInvoices()).toMatchObject({ uncollectible: 0 });
    expect(await payments.getInvoice(invoice!.id)).toMatchObject({ status: 'uncollectible' });
    const history = await payments.invoiceHistory(invoice!.id);
    expect(history.at(-1)).toMatchObject({ toStatus: 'uncollectible', actorId: null });

    // A written-off invoice paid late still counts.
    const paid = await payments.startPayment(invoicePaymentOf(signup, SUCCESS_CARD));
    expect(paid).toMatchObject({ status: 'paid', invoice: { status: 'paid' } });
  });

  it('leaves invoice payments out of the Hour’s reconciliation', async () => {
    const { payments } = t.app.services;
    const signup = await createTestSignup(t, 'plan');
    await payments.startPayment(invoicePaymentOf(signup, SUCCESS_CARD));
    clock.advance(DAY_MS);
    const lost = await payments.listChargesWithoutOutcome(clock.now(), 1000);
    expect(lost.filter((charge) => charge.invoiceId !== null)).toEqual([]);
  });
});
