// The admin reports (docs/product.md#admin-reports) over a ledger whose figures are known by hand:
// January 2023 an Hour paid ($150) and an Hour paid then refunded in February ($200), February a
// Plan paid ($2,500) and the advisor's payout ($135), March an Hour of $123.45 paid at 23:30 UTC
// on the 31st and an affiliate payout ($7.50). Fee rate 10% throughout.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../shared/contracts/admin-reports';
import { REPORT_MESSAGES } from '../../../shared/contracts/admin-reports';
import { ADMIN_REPORTS_API } from '../../../shared/routes/admin-reports-api';
import { affiliatePayouts } from '../../db/schema/affiliates';
import { advisorPayouts, charges, refunds } from '../../db/schema/payments';
import { insertPaidPlan } from '../payouts/advisor-payouts-test-kit';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { testLedgerLink } from '../../testing/test-ledger';

let t: TestApp;
let admin: Caller;
let advisorId: string;

async function charge(values: {
  clientId: string;
  amountCents: number;
  at: Date;
  status?: 'succeeded' | 'failed';
  invoiceId?: string;
}): Promise<string> {
  const [row] = await t.database.db
    .insert(charges)
    .values({
      ...testLedgerLink(values.invoiceId ? 'plan' : 'hour'),
      advisorId,
      clientId: values.clientId,
      amountCents: values.amountCents,
      referralFeeBps: 1_000,
      gateway: 'sandbox',
      idempotencyKey: `report-test:${randomUUID()}`,
      status: values.status ?? 'succeeded',
      description: 'Test payment',
      invoiceId: values.invoiceId ?? null,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: charges.id });
  return row!.id;
}

async function seedLedger(): Promise<void> {
  const db = t.database.db;
  const client = await signedInCaller(t, ['Consumer'], { fullName: 'Robin Ledger' });
  const clientId = client.user.id;
  await charge({ clientId, amountCents: 15_000, at: new Date('2023-01-10T15:00:00Z') });
  await charge({
    clientId,
    amountCents: 99_900,
    status: 'failed',
    at: new Date('2023-01-11T15:00:00Z'),
  });
  const refunded = await charge({
    clientId,
    amountCents: 20_000,
    at: new Date('2023-01-20T15:00:00Z'),
  });
  const refundedAt = new Date('2023-02-03T10:00:00Z');
  await db.insert(refunds).values({
    ...testLedgerLink(),
    chargeId: refunded,
    amountCents: 20_000,
    idempotencyKey: `report-test-refund:${randomUUID()}`,
    status: 'succeeded',
    reason: 'Money-back promise',
    createdAt: refundedAt,
    updatedAt: refundedAt,
  });

  const paidAt = new Date('2023-02-14T16:00:00Z');
  const invoiceId = await insertPaidPlan(db, { advisorId, clientId, amountCents: 250_000, paidAt });
  await charge({ clientId, amountCents: 250_000, invoiceId, at: paidAt });

  await db.insert(advisorPayouts).values({
    advisorId,
    month: '2023-01-01',
    amountCents: 13_500,
    paidOn: '2023-02-05',
    reference: 'ACH 1',
    idempotencyKey: `report-test-payout:${randomUUID()}`,
  });
  // Late on the month's last evening: March in UTC, whatever the advisor's zone says.
  await charge({ clientId, amountCents: 12_345, at: new Date('2023-03-31T23:30:00Z') });
  await db.insert(affiliatePayouts).values({
    affiliateUserId: clientId,
    month: '2023-02-01',
    amountCents: 750,
    paidOn: '2023-03-01',
    reference: 'ACH 2',
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await signedInCaller(t, ['Admin']);
  const advisorUser = await signedInCaller(t, ['Advisor']);
  const row = await insertTestAdvisor(t.database.db, advisorUser.user.id, {
    slugPrefix: 'report-advisor',
    firstName: 'Reggie',
    lastNamePrefix: 'Report',
    avatar: 'report',
  });
  advisorId = row.id;
  await seedLedger();
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const range = 'from=2023-01&to=2023-03';

const zero = {
  hourBookings: 0,
  planBookings: 0,
  ongoingBookings: 0,
  revenueCents: 0,
  refundCents: 0,
  feeCents: 0,
  advisorPaidOutCents: 0,
  affiliatePaidOutCents: 0,
};
const totals = {
  hourBookings: 3,
  planBookings: 1,
  ongoingBookings: 0,
  revenueCents: 297_345,
  refundCents: 20_000,
  // $15 + $20 + $250 + $12.35 (12.345 rounds up), less the $20 given back with the refund.
  feeCents: 27_735,
  advisorPaidOutCents: 13_500,
  affiliatePaidOutCents: 750,
};

describe('GET the admin report by month', () => {
  it('puts each figure in its UTC month, empty months as zeros, and totals them', async () => {
    const response = await read(`${ADMIN_REPORTS_API.report}?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Report>();
    expect(body).toMatchObject({ by: 'month', from: '2023-01', to: '2023-03', timeZone: 'UTC' });
    expect(body.rows).toEqual([
      {
        ...zero,
        key: '2023-01',
        label: '2023-01',
        hourBookings: 2,
        revenueCents: 35_000,
        feeCents: 3_500,
      },
      {
        ...zero,
        key: '2023-02',
        label: '2023-02',
        planBookings: 1,
        revenueCents: 250_000,
        refundCents: 20_000,
        feeCents: 23_000,
        advisorPaidOutCents: 13_500,
      },
      {
        ...zero,
        key: '2023-03',
        label: '2023-03',
        hourBookings: 1,
        revenueCents: 12_345,
        feeCents: 1_235,
        affiliatePaidOutCents: 750,
      },
    ]);
    expect(body.totals).toEqual(totals);
  });

  it('answers the same figures as CSV, in dollars, with a totals line', async () => {
    const csv = `${ADMIN_REPORTS_API.csv}?${range}`;
    const viaFormat = `${ADMIN_REPORTS_API.report}?${range}&format=csv`;
    for (const url of [csv, viaFormat]) {
      const response = await read(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        'attachment; filename="report-by-month-2023-01-to-2023-03.csv"',
      );
      expect(response.body).toBe(
        [
          'Month (UTC),Hour bookings,Plan bookings,Ongoing bookings,Revenue,Refunds,Fees kept,Paid to advisors,Paid to affiliates',
          '2023-01,2,0,0,350.00,0.00,35.00,0.00,0.00',
          '2023-02,0,1,0,2500.00,200.00,230.00,135.00,0.00',
          '2023-03,1,0,0,123.45,0.00,12.35,0.00,7.50',
          'Total,3,1,0,2973.45,200.00,277.35,135.00,7.50',
          '',
        ].join('\r\n'),
      );
    }
  });

  it('opens on the last twelve months when no range is given', async () => {
    const body = (await read(ADMIN_REPORTS_API.report)).json<Report>();
    expect(body.rows).toHaveLength(12);
    expect(body.to).toBe(new Date().toISOString().slice(0, 7));
  });
});

describe('GET the admin report by advisor', () => {
  it("gives each advisor's figures and the affiliates' payouts in the total only", async () => {
    const response = await read(`${ADMIN_REPORTS_API.report}?${range}&by=advisor`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Report>();
    const mine = body.rows.find((row) => row.key === advisorId);
    expect(mine).toMatchObject({
      ...totals,
      label: expect.stringMatching(/^Reggie Report/),
      affiliatePaidOutCents: null,
    });
    expect(body.rows).toHaveLength(1);
    expect(body.totals).toEqual(totals);

    const csv = await read(`${ADMIN_REPORTS_API.csv}?${range}&by=advisor`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'Advisor,Hour bookings,Plan bookings,Ongoing bookings,Revenue,Refunds,Fees kept,Paid to advisors,Paid to affiliates',
    );
    expect(lines[1]).toMatch(/^Reggie Report[^,]*,3,1,0,2973\.45,200\.00,277\.35,135\.00,$/);
    expect(lines[2]).toBe('Total,3,1,0,2973.45,200.00,277.35,135.00,7.50');
  });

  it('sorts advisors on the server by the chosen figure', async () => {
    const body = (
      await read(`${ADMIN_REPORTS_API.report}?from=2025-01&to=2026-12&by=advisor&sort=fees&dir=asc`)
    ).json<Report>();
    const fees = body.rows.map((row) => row.feeCents);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
  });
});

describe('refusals', () => {
  it('refuses anyone signed out, anyone not an admin, and a bad range', async () => {
    expect((await read(ADMIN_REPORTS_API.report, {})).statusCode).toBe(401);
    expect((await read(ADMIN_REPORTS_API.csv, {})).statusCode).toBe(401);
    const advisor = await signedInCaller(t, ['Advisor']);
    expect((await read(ADMIN_REPORTS_API.report, advisor.headers)).statusCode).toBe(403);
    expect((await read(ADMIN_REPORTS_API.csv, advisor.headers)).statusCode).toBe(403);

    for (const query of ['from=2023-13&to=2023-12', 'from=23-01', 'by=year', 'sort=name']) {
      expect((await read(`${ADMIN_REPORTS_API.report}?${query}`)).statusCode).toBe(400);
    }
    const backwards = await read(`${ADMIN_REPORTS_API.report}?from=2023-03&to=2023-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(REPORT_MESSAGES.fromAfterTo);
    const tooLong = await read(`${ADMIN_REPORTS_API.csv}?from=2020-01&to=2023-01`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(REPORT_MESSAGES.tooLong);
  });
});
