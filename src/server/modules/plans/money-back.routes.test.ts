// The money-back promise for The Plan and The Ongoing over HTTP (ADR 0066): the client asks from
// billing for a paid invoice back, once and only for their own; admins see the request and settle
// it with the invoice's full refund, after which the client's billing shows it refunded. A Plan
// delivered more than 30 days ago, or an Ongoing quarter that is over, can no longer be asked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInvoiceSchema } from '../../../shared/contracts/billing';
import { adminMoneyBackRequestsSchema } from '../../../shared/contracts/plans-admin';
import { MONEY_BACK_MESSAGES } from '../../../shared/domain/money-back';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { engagements } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import {
  MONEY_BACK_REASON as REASON,
  askMoneyBack,
  bought as boughtBy,
  invoicesOf as invoicesBy,
} from './money-back-test-kit';
import { setFlag, signedInCaller } from './signups-test-kit';
import type { Caller } from './signups-test-kit';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const START = '2027-03-10T15:00:00Z';
const clock = createTestClock(START);
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await setFlag(t, 'TheOngoing', true);
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(async () => {
  await t.close();
});

const bought = (kind: EngagementKind) => {
  clock.set(START);
  return boughtBy(t, kind);
};
const invoicesOf = (client: Caller) => invoicesBy(t, client);
const ask = (caller: Caller, invoiceId: string, reason?: string) =>
  askMoneyBack(t, caller, invoiceId, reason);

const waiting = async (kind: EngagementKind) =>
  adminMoneyBackRequestsSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url:
          kind === 'plan'
            ? PLANS_ADMIN_API.planMoneyBackRequests
            : PLANS_ADMIN_API.ongoingMoneyBackRequests,
        headers: admin.headers,
      })
    ).json(),
  ).requests;

describe('money back for The Plan and The Ongoing', () => {
  it('lets a Plan client ask once, and an admin refund it in full', async () => {
    const { client, invoice } = await bought('plan');
    expect(invoice.moneyBack).toEqual({ state: 'open', until: null, requestedAt: null });

    // Nobody else may ask for it, and a reason is needed.
    expect((await ask(await signedInCaller(t), invoice.id)).statusCode).toBe(404);
    expect((await ask(client, invoice.id, 'no')).statusCode).toBe(400);
    // Only clients ask; an admin's list answers admins only.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: PLANS_ADMIN_API.planMoneyBackRequests,
          headers: client.headers,
        })
      ).statusCode,
    ).toBe(403);

    const asked = await ask(client, invoice.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(billingInvoiceSchema.parse(asked.json()).moneyBack).toMatchObject({
      state: 'requested',
      requestedAt: clock.now().toISOString(),
    });
    const again = await ask(client, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MONEY_BACK_MESSAGES.alreadyRequested);

    // The admin sees it waiting, and settles it with the invoice's refund.
    const request = (await waiting('plan')).find((row) => row.invoice.id === invoice.id);
    expect(request).toMatchObject({
      invoice: { refundRequest: { reason: REASON }, amountCents: invoice.amountCents },
      clientName: client.user.fullName,
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: PLANS_ADMIN_API.editPlanInvoice,
      headers: admin.headers,
      payload: { id: invoice.id, action: 'refund', reason: 'Money-back promise.' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await waiting('plan')).some((row) => row.invoice.id === invoice.id)).toBe(false);

    const [after] = await invoicesOf(client);
    expect(after!.moneyBack.state).toBe('refunded');
    expect(after!.refund).toMatchObject({ amountCents: invoice.amountCents, status: 'succeeded' });
  });

  it('closes a Plan 30 days after its written plan was delivered', async () => {
    const { client, engagementId, invoice } = await bought('plan');
    await t.database.db
      .update(engagements)
      .set({ deliveredAt: new Date('2027-03-20T12:00:00Z') })
      .where(eq(engagements.id, engagementId));
    clock.set('2027-04-19T20:00:00Z');
    const [open] = await invoicesOf(client);
    expect(open!.moneyBack).toMatchObject({ state: 'open', until: '2027-04-19' });
    clock.set('2027-04-20T09:00:00Z');
    const late = await ask(client, invoice.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MONEY_BACK_MESSAGES.closed);
  });

  it('refunds the Ongoing quarter under way, not one that is over', async () => {
    const { client, invoice } = await bought('ongoing');
    expect(invoice.moneyBack).toMatchObject({ state: 'open', until: invoice.periodEnd });
    clock.set(`${invoice.periodEnd}T23:00:00Z`);
    expect((await invoicesOf(client))[0]!.moneyBack.state).toBe('open');
    clock.set('2027-06-10T12:00:00Z');
    const over = await ask(client, invoice.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MONEY_BACK_MESSAGES.closed);

    const current = await bought('ongoing');
    const asked = await ask(current.client, current.invoice.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await waiting('ongoing')).map((row) => row.invoice.id)).toContain(current.invoice.id);
    clock.set(START);
  });
});
