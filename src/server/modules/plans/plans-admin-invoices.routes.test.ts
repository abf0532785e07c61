// An admin's work on Plan and Ongoing invoices (docs/product.md#plans-admin, ADR 0031): status
// changes only as the data allows, the money-back refund once, and what deleting a signup or an
// instance does to its invoices.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLANS_ADMIN_MESSAGES,
  adminInvoiceSchema,
  adminSignupPageSchema,
  deleteAnswerSchema,
  invoiceNumberText,
} from '../../../shared/contracts/plans-admin';
import { INVOICE_STATUSES, canChangeInvoiceStatus } from '../../../shared/domain/invoice-status';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { charges, invoices, refunds } from '../../db/schema/payments';
import { engagements, signups } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { createInvoiceRecord, createSignupRecord } from './plans-admin-test-kit';
import type { PlanRecord } from './plans-admin-test-kit';

let t: TestApp;
let admin: Caller;
let advisorId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await signedInCaller(t, ['Admin']);
  advisorId = (await advisorCaller(t, 'hannah-lindqvist')).advisorId;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: admin.headers });

async function record(kind: 'plan' | 'ongoing' = 'plan'): Promise<PlanRecord> {
  const client = await signedInCaller(t);
  return createSignupRecord(t.database.db, { kind, advisorId, clientId: client.user.id });
}

const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('invoice status', () => {
  it('changes an invoice only as INVOICE_TRANSITIONS allow an admin, and leaves it otherwise', async () => {
    for (const from of INVOICE_STATUSES) {
      for (const to of INVOICE_STATUSES) {
        if (from === to) continue;
        const invoice = await createInvoiceRecord(t.database.db, await record(), from);
        const answer = await post(PLANS_ADMIN_API.editPlanInvoice, {
          id: invoice.id,
          action: 'status',
          to,
          reason: 'Checked with the client.',
        });
        const allowed = canChangeInvoiceStatus(from, to, 'admin');
        expect(answer.statusCode, `${from} → ${to}: ${answer.body}`).toBe(allowed ? 200 : 400);
        expect((await invoiceRow(invoice.id)).status).toBe(allowed ? to : from);
        if (allowed) expect(adminInvoiceSchema.parse(answer.json()).status).toBe(to);
      }
    }
  });

  it('refuses an unknown status, a missing reason, and the other offering’s invoice', async () => {
    const invoice = await createInvoiceRecord(t.database.db, await record(), 'open');
    const unknown = await post(PLANS_ADMIN_API.editPlanInvoice, {
      id: invoice.id,
      action: 'status',
      to: 'refunded',
      reason: 'No such status.',
    });
    expect(unknown.statusCode).toBe(400);
    const noReason = await post(PLANS_ADMIN_API.editPlanInvoice, {
      id: invoice.id,
      action: 'status',
      to: 'void',
    });
    expect(noReason.statusCode).toBe(400);
    const otherKind = await post(PLANS_ADMIN_API.editOngoingInvoice, {
      id: invoice.id,
      action: 'status',
      to: 'void',
      reason: 'Wrong page.',
    });
    expect(otherKind.statusCode).toBe(404);
    expect((await invoiceRow(invoice.id)).status).toBe('open');
  });

  it('edits the due date and the description of an open invoice', async () => {
    const invoice = await createInvoiceRecord(t.database.db, await record('ongoing'), 'open');
    const dueAt = '2027-06-30T16:00:00.000Z';
    const answer = await post(PLANS_ADMIN_API.editOngoingInvoice, {
      id: invoice.id,
      action: 'details',
      dueAt,
      description: 'The Ongoing, second quarter',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(adminInvoiceSchema.parse(answer.json())).toMatchObject({
      dueAt,
      description: 'The Ongoing, second quarter',
    });
  });
});

describe('refund', () => {
  it('refunds a paid Plan invoice in full once, however often it is asked', async () => {
    const plan = await record();
    const invoice = await createInvoiceRecord(t.database.db, plan, 'paid');
    const ask = () =>
      post(PLANS_ADMIN_API.editPlanInvoice, {
        id: invoice.id,
        action: 'refund',
        reason: 'Money-back promise.',
      });
    const [first, second] = await Promise.all([ask(), ask()]);
    const third = await ask();
    for (const answer of [first!, second!, third]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(adminInvoiceSchema.parse(answer.json())).toMatchObject({
        status: 'paid',
        refund: { status: 'succeeded', amountCents: invoice.amountCents },
      });
    }
    const rows = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.chargeId, invoice.chargeId!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: invoice.amountCents, requestedBy: admin.user.id });
  });

  it('refuses to refund an invoice that was not paid', async () => {
    const invoice = await createInvoiceRecord(t.database.db, await record(), 'open');
    const answer = await post(PLANS_ADMIN_API.editPlanInvoice, {
      id: invoice.id,
      action: 'refund',
      reason: 'Nothing was paid.',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: PLANS_ADMIN_MESSAGES.refundNotPaid });
  });
});

describe('delete', () => {
  const statusesOf = async (signupId: string): Promise<InvoiceStatus[]> =>
    (await t.database.db.select().from(invoices).where(eq(invoices.signupId, signupId)))
      .map((row) => row.status)
      .sort();

  it('voids the open invoices of a deleted signup and hides it and its instance', async () => {
    const plan = await record();
    await createInvoiceRecord(t.database.db, plan, 'open');
    await createInvoiceRecord(t.database.db, plan, 'draft');
    const answer = await del(PLANS_ADMIN_API.deletePlanSignup(plan.signup.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(deleteAnswerSchema.parse(answer.json())).toEqual({ voidedInvoices: 2, keptInvoices: 0 });
    expect(await statusesOf(plan.signup.id)).toEqual(['void', 'void']);

    const [signup] = await t.database.db
      .select()
      .from(signups)
      .where(eq(signups.id, plan.signup.id));
    expect(signup!.deletedAt).not.toBeNull();
    const [engagement] = await t.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, plan.engagement!.id));
    expect(engagement).toMatchObject({ status: 'cancelled' });
    expect(engagement!.deletedAt).not.toBeNull();

    const list = adminSignupPageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: PLANS_ADMIN_API.planSignups,
          headers: admin.headers,
        })
      ).json(),
    );
    expect(list.items.some((row) => row.id === plan.signup.id)).toBe(false);
    const again = await t.app.inject({
      method: 'GET',
      url: PLANS_ADMIN_API.planSignup(plan.signup.id),
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(410);
    expect((await del(PLANS_ADMIN_API.deletePlanSignup(plan.signup.id))).statusCode).toBe(410);
  });

  it('refuses while a paid invoice is not refunded, and keeps it (with its charge and refund) after', async () => {
    const plan = await record();
    const paid = await createInvoiceRecord(t.database.db, plan, 'paid');
    await createInvoiceRecord(t.database.db, plan, 'open');

    for (const url of [
      PLANS_ADMIN_API.deletePlanSignup(plan.signup.id),
      PLANS_ADMIN_API.deletePlanInstance(plan.engagement!.id),
    ]) {
      const refused = await del(url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(invoiceNumberText(paid.number));
    }
    expect(await statusesOf(plan.signup.id)).toEqual(['open', 'paid']);

    await post(PLANS_ADMIN_API.editPlanInvoice, {
      id: paid.id,
      action: 'refund',
      reason: 'Money-back promise.',
    });
    const deleted = await del(PLANS_ADMIN_API.deletePlanInstance(plan.engagement!.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleteAnswerSchema.parse(deleted.json())).toEqual({
      voidedInvoices: 1,
      keptInvoices: 1,
    });
    expect(await statusesOf(plan.signup.id)).toEqual(['paid', 'void']);
    // Financial records stay: the paid invoice, its charge and its refund.
    const charge = await t.database.db.select().from(charges).where(eq(charges.id, paid.chargeId!));
    expect(charge).toHaveLength(1);
    const refund = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.chargeId, paid.chargeId!));
    expect(refund).toHaveLength(1);
    // The signup stays without its instance, and may itself be deleted now.
    const signupAnswer = await t.app.inject({
      method: 'GET',
      url: PLANS_ADMIN_API.planSignup(plan.signup.id),
      headers: admin.headers,
    });
    expect(signupAnswer.json()).toMatchObject({ instance: null });
    expect((await del(PLANS_ADMIN_API.deletePlanSignup(plan.signup.id))).statusCode).toBe(200);
  });

  it('deletes an Ongoing instance: its owed quarter voided, no further billing', async () => {
    const ongoing = await record('ongoing');
    await createInvoiceRecord(t.database.db, ongoing, 'open');
    const answer = await del(PLANS_ADMIN_API.deleteOngoingInstance(ongoing.engagement!.id));
    expect(answer.statusCode, answer.body).toBe(200);
    const [engagement] = await t.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, ongoing.engagement!.id));
    expect(engagement).toMatchObject({ status: 'cancelled', nextInvoiceOn: null });
    expect(await statusesOf(ongoing.signup.id)).toEqual(['void']);
  });
});
