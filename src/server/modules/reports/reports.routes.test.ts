// The admin dashboard (docs/product.md#admin-dashboard): payments, refunds, new clients and new
// advisors land in their month or week; empty periods answer zeros; only admins read it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/contracts/reports';
import { DASHBOARD_MONTHS } from '../../../shared/contracts/reports';
import { REPORTS_API } from '../../../shared/routes/reports-api';
import { users } from '../../db/schema/accounts';
import { charges, refunds } from '../../db/schema/payments';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { periodStarts } from './reports.service';
import { testLedgerLink } from '../../testing/test-ledger';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(() => t.close());

const read = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `${REPORTS_API.dashboard}${query}`, headers });

const monthStart = (monthsAgo: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1, 12));
};

describe('GET the admin dashboard', () => {
  it('adds payments, refunds and new people to the month they happened in', async () => {
    const before = (await read()).json<Dashboard>();
    const at = monthStart(2);
    const client = await signedInCaller(t, ['Consumer']);
    await t.database.db.update(users).set({ createdAt: at }).where(eq(users.id, client.user.id));
    const advisorUser = await signedInCaller(t, ['Advisor']);
    const advisor = await insertTestAdvisor(t.database.db, advisorUser.user.id, {
      slugPrefix: 'dashboard-advisor',
      firstName: 'Dash',
      lastNamePrefix: 'Board',
      avatar: 'dash',
    });
    const [paid] = await t.database.db
      .insert(charges)
      .values(
        [12_500, 7_500].map((amountCents) => ({
          ...testLedgerLink(),
          clientId: client.user.id,
          advisorId: advisor.id,
          amountCents,
          gateway: 'sandbox' as const,
          idempotencyKey: `dashboard:${randomUUID()}`,
          status: 'succeeded' as const,
          description: 'Test payment',
          createdAt: at,
        })),
      )
      .returning({ id: charges.id });
    await t.database.db.insert(charges).values({
      ...testLedgerLink(),
      clientId: client.user.id,
      amountCents: 99_900,
      gateway: 'sandbox',
      idempotencyKey: `dashboard:${randomUUID()}`,
      status: 'failed',
      description: 'Declined',
      createdAt: at,
    });
    await t.database.db.insert(refunds).values({
      ...testLedgerLink(),
      chargeId: paid!.id,
      amountCents: 12_500,
      idempotencyKey: `dashboard-refund:${randomUUID()}`,
      status: 'succeeded',
      reason: 'Cancelled',
      createdAt: monthStart(1),
    });

    const response = await read('?by=month');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = response.json<Dashboard>();
    expect(after.buckets).toHaveLength(DASHBOARD_MONTHS);
    const month = (d: Dashboard, ago: number) =>
      d.buckets.find((b) => b.start === monthStart(ago).toISOString().slice(0, 10))!;
    expect(month(after, 2).revenueCents - month(before, 2).revenueCents).toBe(20_000);
    expect(month(after, 2).newClients - month(before, 2).newClients).toBe(1);
    expect(month(after, 1).refundCents - month(before, 1).refundCents).toBe(12_500);
    expect(after.totals.newAdvisors - before.totals.newAdvisors).toBe(1);
    expect(after.totals.revenueCents - before.totals.revenueCents).toBe(20_000);
  });

  it('answers every week of the window, Mondays, oldest first', async () => {
    const response = await read('?by=week');
    expect(response.statusCode).toBe(200);
    const body = response.json<Dashboard>();
    expect(body.by).toBe('week');
    expect(body.buckets.length).toBeGreaterThanOrEqual(48);
    for (const bucket of body.buckets) expect(new Date(bucket.start).getUTCDay()).toBe(1);
    const starts = body.buckets.map((b) => b.start);
    expect([...starts].sort()).toEqual(starts);
  });

  it('lists periods the same across a year end', () => {
    const months = periodStarts(new Date('2026-01-15T00:00:00Z'), 'month');
    expect(months.map((d) => d.toISOString().slice(0, 7))).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    const weeks = periodStarts(new Date('2026-01-15T00:00:00Z'), 'week');
    expect(weeks[0]!.toISOString().slice(0, 10)).toBe('2025-01-27');
    expect(weeks.at(-1)!.toISOString().slice(0, 10)).toBe('2026-01-12');
  });

  it('refuses a period it does not know, anyone signed out, and anyone not an admin', async () => {
    expect((await read('?by=year')).statusCode).toBe(400);
    expect((await read('', {})).statusCode).toBe(401);
    const advisor = await signedInCaller(t, ['Advisor']);
    expect((await read('', advisor.headers)).statusCode).toBe(403);
    const client = await signedInCaller(t, ['Consumer']);
    expect((await read('', client.headers)).statusCode).toBe(403);
  });
});
