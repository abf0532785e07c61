// What the payouts tests share: a fresh advisor with an account (America/Denver) and a ledger
// written straight into the database — an Hour paid at an older fee rate, a Plan invoice paid, an
// Hour refunded the next month, and an Hour paid late on the month's last evening in Denver.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { charges, invoices, refunds } from '../../db/schema/payments';
import { offerings, signups } from '../../db/schema/plans';
import { insertTestAdvisor } from '../../testing/test-advisors';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { ADVISOR_PAYOUTS_API } from '../../../shared/routes/advisor-payouts-api';
import { testLedgerLink } from '../../testing/test-ledger';

export interface PayoutAdvisorCaller extends Caller {
  advisorId: string;
}

export async function payoutAdvisor(t: TestApp): Promise<PayoutAdvisorCaller> {
  const caller = await signedInCaller(t, ['Advisor']);
  const row = await insertTestAdvisor(t.database.db, caller.user.id, {
    slugPrefix: 'payout-advisor',
    firstName: 'Paula',
    lastNamePrefix: 'Payout',
    avatar: 'payout',
  });
  return { ...caller, advisorId: row.id };
}

async function charge(
  db: Db,
  values: { advisorId: string; clientId: string; amountCents: number; at: Date } & Partial<
    typeof charges.$inferInsert
  >,
): Promise<string> {
  const [row] = await db
    .insert(charges)
    .values({
      ...testLedgerLink(values.invoiceId ? 'plan' : 'hour'),
      gateway: 'sandbox',
      idempotencyKey: `payout-test:${randomUUID()}`,
      status: 'succeeded',
      description: 'Test payment',
      createdAt: values.at,
      updatedAt: values.at,
      ...values,
    })
    .returning({ id: charges.id });
  return row!.id;
}

/** A Plan signed up for, paid at `paidAt` and its paid invoice; answers the invoice's id. */
export async function insertPaidPlan(
  db: Db,
  plan: { advisorId: string; clientId: string; amountCents: number; paidAt: Date },
): Promise<string> {
  const { advisorId, clientId, amountCents, paidAt } = plan;
  const [offering] = await db
    .insert(offerings)
    .values({ advisorId, kind: 'plan', enabled: true })
    .returning({ id: offerings.id });
  const [signup] = await db
    .insert(signups)
    .values({
      kind: 'plan',
      offeringId: offering!.id,
      advisorId,
      clientId,
      priceCents: amountCents,
      state: 'paid',
      termsText: 'Terms',
      termsAcceptedAt: paidAt,
      paidAt,
    })
    .returning({ id: signups.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...testLedgerLink('plan', signup!.id),
      kind: 'plan',
      signupId: signup!.id,
      clientId,
      advisorId,
      amountCents,
      status: 'paid',
      description: 'The Plan',
      issuedAt: paidAt,
      paidAt,
      gateway: 'sandbox',
      idempotencyKey: `test-invoice:${randomUUID()}`,
    })
    .returning({ id: invoices.id });
  return invoice!.id;
}

/**
 * March 2024 in Denver: Hour $150 at 20% ($30 fee), Plan $2,500 at 10%, Hour $200 (refunded in
 * April), Hour $100 at 03:00 UTC on April 1 (still March 31 in Denver). April: the $200 refund.
 */
export async function seedLedger(t: TestApp, advisorId: string): Promise<void> {
  const db = t.database.db;
  const client = await signedInCaller(t, ['Consumer'], { fullName: 'Dana Quinn' });
  const clientId = client.user.id;
  await charge(db, {
    advisorId,
    clientId,
    amountCents: 15_000,
    referralFeeBps: 2_000,
    at: new Date('2024-03-10T18:00:00Z'),
  });
  const paidAt = new Date('2024-03-20T16:00:00Z');
  const invoiceId = await insertPaidPlan(db, { advisorId, clientId, amountCents: 250_000, paidAt });
  await charge(db, {
    advisorId,
    clientId,
    amountCents: 250_000,
    invoiceId,
    at: paidAt,
  });
  const refunded = await charge(db, {
    advisorId,
    clientId,
    amountCents: 20_000,
    at: new Date('2024-03-05T15:00:00Z'),
  });
  const refundedAt = new Date('2024-04-02T15:00:00Z');
  await db.insert(refunds).values({
    ...testLedgerLink(),
    chargeId: refunded,
    amountCents: 20_000,
    idempotencyKey: `payout-test-refund:${randomUUID()}`,
    status: 'succeeded',
    reason: 'Cancelled',
    createdAt: refundedAt,
    updatedAt: refundedAt,
  });
  await charge(db, {
    advisorId,
    clientId,
    amountCents: 10_000,
    at: new Date('2024-04-01T03:00:00Z'),
  });
}

export const logPayment = (
  t: TestApp,
  admin: Caller,
  advisorId: string,
  payload: object,
  key = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: ADVISOR_PAYOUTS_API.adminLogPayment(advisorId),
    headers: { ...admin.headers, 'idempotency-key': key },
    payload,
  });
