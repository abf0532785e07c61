// Advisors' earnings and payouts (docs/product.md#advisor-payments, ADR 0034): the figures of a
// seeded ledger (fee at each charge's own rate, a refund the next month, a month read in the
// advisor's zone), an advisor sees only their own, the CSV, and an admin's payout: admin-only,
// never above what is owed, logged once under a retried Idempotency-Key, audited.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdvisorEarnings,
  AdvisorsOwed,
  Payout,
} from '../../../shared/contracts/advisor-payouts';
import {
  EARNINGS_CSV_HEADER,
  PAYOUT_AUDIT_ACTION,
} from '../../../shared/contracts/advisor-payouts';
import type { ErrorBody } from '../../../shared/errors';
import { ADVISOR_PAYOUTS_API } from '../../../shared/routes/advisor-payouts-api';
import { auditLog } from '../../db/schema/accounts';
import { advisorPayouts } from '../../db/schema/payments';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { logPayment, payoutAdvisor, seedLedger } from './advisor-payouts-test-kit';
import type { PayoutAdvisorCaller } from './advisor-payouts-test-kit';

let t: TestApp;
let advisor: PayoutAdvisorCaller;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await payoutAdvisor(t);
  await seedLedger(t, advisor.advisorId);
  admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller: Caller) =>
  t.app.inject({ method: 'GET', url, headers: caller.headers });

async function earnings(caller: Caller, month?: string): Promise<AdvisorEarnings> {
  const query = month ? `?month=${month}` : '';
  const response = await get(`${ADVISOR_PAYOUTS_API.dashboard}${query}`, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdvisorEarnings>();
}

async function owedFor(advisorId: string, date: string) {
  const response = await get(ADVISOR_PAYOUTS_API.adminOwed(date), admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdvisorsOwed>().advisors.find((row) => row.advisorId === advisorId);
}

describe("an advisor's earnings", () => {
  it('net each payment of its fee at the rate stored on it, by month in their zone', async () => {
    const mine = await earnings(advisor, '2024-03');
    expect(mine.months.map((m) => m.month)).toEqual(['2024-04', '2024-03']);
    expect(mine.month).toMatchObject({
      month: '2024-03',
      grossCents: 15_000 + 250_000 + 20_000 + 10_000,
      feeCents: 3_000 + 25_000 + 2_000 + 1_000,
      refundCents: 0,
      netCents: 12_000 + 225_000 + 18_000 + 9_000,
    });
    expect(mine.lines.map((l) => [l.date, l.client, l.what, l.netCents])).toEqual([
      ['2024-03-05', 'Dana Q.', 'The Hour', 18_000],
      ['2024-03-10', 'Dana Q.', 'The Hour', 12_000],
      ['2024-03-20', 'Dana Q.', 'The Plan', 225_000],
      // 03:00 UTC on April 1 is still March 31 in Denver.
      ['2024-03-31', 'Dana Q.', 'The Hour', 9_000],
    ]);
  });

  it('take a refund back in the month it was made, with its fee given back', async () => {
    const april = await earnings(advisor, '2024-04');
    expect(april.month).toMatchObject({
      grossCents: 0,
      feeCents: -2_000,
      refundCents: 20_000,
      netCents: -18_000,
    });
    expect(april.lines).toEqual([
      expect.objectContaining({ refund: true, what: 'Refund of The Hour', date: '2024-04-02' }),
    ]);
  });

  it('answer another advisor with only their own (none of these)', async () => {
    const other = await payoutAdvisor(t);
    const theirs = await earnings(other, '2024-03');
    expect(theirs.months).toEqual([]);
    expect(theirs.lines).toEqual([]);
    expect(theirs.balance).toEqual({ netCents: 0, paidOutCents: 0, owedCents: 0 });
    const csv = await get(ADVISOR_PAYOUTS_API.dashboardCsv('2024-03'), other);
    expect(csv.body).not.toContain('Dana');
  });

  it('answer 404 to a signed-in person with no advisor profile, 403 to a client', async () => {
    const adminOnly = await get(ADVISOR_PAYOUTS_API.dashboard, admin);
    expect(adminOnly.statusCode).toBe(404);
    const client = await signedInCaller(t, ['Consumer']);
    expect((await get(ADVISOR_PAYOUTS_API.dashboard, client)).statusCode).toBe(403);
  });

  it('download as CSV with a filename, quoted fields and a totals row', async () => {
    const response = await get(ADVISOR_PAYOUTS_API.dashboardCsv('2024-03'), advisor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="earnings-2024-03\.csv"/,
    );
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(EARNINGS_CSV_HEADER.join(','));
    expect(rows[1]).toBe('2024-03-05,Dana Q.,The Hour,200.00,20.00,0.00,180.00');
    expect(rows.at(-1)).toBe('Total,,March 2024,2950.00,310.00,0.00,2640.00');
    const bad = await get(ADVISOR_PAYOUTS_API.dashboardCsv('2024-13'), advisor);
    expect(bad.statusCode).toBe(400);
  });
});

describe("an admin's payouts", () => {
  const march = { date: '2024-03-15', paidOn: '2024-04-05', reference: 'ACH 1001, "March"' };

  it('list what each advisor is owed for the month of a date', async () => {
    const owed = await owedFor(advisor.advisorId, '2024-03-01');
    expect(owed).toMatchObject({ month: '2024-03', netCents: 264_000, owedCents: 264_000 });
    const client = await signedInCaller(t, ['Advisor']);
    expect((await get(ADVISOR_PAYOUTS_API.adminOwed('2024-03-01'), client)).statusCode).toBe(403);
  });

  it('are refused to anyone not an admin', async () => {
    const response = await logPayment(t, advisor, advisor.advisorId, {
      ...march,
      amountCents: 100,
    });
    expect(response.statusCode).toBe(403);
  });

  it('are logged once under a retried key, audited, and shown to the advisor', async () => {
    const key = randomUUID();
    const payload = { ...march, amountCents: 200_000 };
    const first = await logPayment(t, admin, advisor.advisorId, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await logPayment(t, admin, advisor.advisorId, payload, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Payout>().id).toBe(first.json<Payout>().id);
    expect(first.json<Payout>()).toMatchObject({
      month: '2024-03',
      amountCents: 200_000,
      paidOn: '2024-04-05',
      reference: 'ACH 1001, "March"',
      loggedBy: 'Ada Admin',
    });
    const db = t.database.db;
    const rows = await db
      .select()
      .from(advisorPayouts)
      .where(eq(advisorPayouts.advisorId, advisor.advisorId));
    expect(rows).toHaveLength(1);
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectId, advisor.advisorId), eq(auditLog.action, PAYOUT_AUDIT_ACTION)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.user.id);

    expect(await owedFor(advisor.advisorId, '2024-03-31')).toMatchObject({
      paidOutCents: 200_000,
      owedCents: 64_000,
    });
    const mine = await earnings(advisor, '2024-03');
    expect(mine.payouts).toEqual([expect.objectContaining({ amountCents: 200_000 })]);
    expect(mine.month.owedCents).toBe(64_000);
    expect(mine.balance).toEqual({
      netCents: 264_000 - 18_000,
      paidOutCents: 200_000,
      owedCents: 46_000,
    });
  });

  it('are refused above what is still owed, with the amount in the message', async () => {
    const response = await logPayment(t, admin, advisor.advisorId, {
      ...march,
      amountCents: 64_001,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('The payout is more than the $640 still owed for March 2024.');
    expect(body.fieldErrors?.amountCents).toEqual([body.message]);
  });

  it('answer 404 for an advisor that does not exist, 400 without a key or amount', async () => {
    const missing = await logPayment(t, admin, randomUUID(), { ...march, amountCents: 100 });
    expect(missing.statusCode).toBe(404);
    const noKey = await t.app.inject({
      method: 'POST',
      url: ADVISOR_PAYOUTS_API.adminLogPayment(advisor.advisorId),
      headers: admin.headers,
      payload: { ...march, amountCents: 100 },
    });
    expect(noKey.statusCode).toBe(400);
    const noAmount = await logPayment(t, admin, advisor.advisorId, march);
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json<ErrorBody>().fieldErrors?.amountCents).toEqual(['Enter the amount paid.']);
  });
});
