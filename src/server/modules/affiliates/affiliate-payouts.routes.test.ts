// Affiliates' earnings and payouts (docs/product.md#affiliates, ADR 0039): the fee on payments of
// referred clients at each referral's rate, a refund taken back in its own month, what the admin
// sees owed for a month, one audited payout per month never above what is owed, and the fee an
// admin sets for clients referred from then on. Every admin call refuses anyone else.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATE_AUDIT_ACTIONS,
  affiliatesOwedSchema,
  shareSummarySchema,
} from '../../../shared/contracts/affiliates';
import type { AffiliatePayout } from '../../../shared/contracts/affiliates';
import type { ErrorBody } from '../../../shared/errors';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { auditLog } from '../../db/schema/accounts';
import { referrals } from '../../db/schema/affiliates';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import {
  affiliateWithLink,
  logAffiliatePayment,
  payment,
  referredClient,
} from './affiliate-payouts-test-kit';

let t: TestApp;
let affiliate: Caller & { slug: string };
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  affiliate = await affiliateWithLink(t, 'Avery Payout');
  admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
  // March 2024: one client at the default 5%, one at 10%; a payment refunded in April.
  const first = await referredClient(t, affiliate.user.id, {
    fullName: 'Casey First',
    at: new Date('2024-03-02T10:00:00Z'),
  });
  const second = await referredClient(t, affiliate.user.id, {
    fullName: 'Drew Second',
    feeBps: 1_000,
    at: new Date('2024-03-03T10:00:00Z'),
  });
  await payment(t, first.user.id, 15_000, new Date('2024-03-10T18:00:00Z'));
  await payment(
    t,
    first.user.id,
    20_000,
    new Date('2024-03-05T15:00:00Z'),
    new Date('2024-04-02T15:00:00Z'),
  );
  await payment(t, second.user.id, 250_000, new Date('2024-03-20T16:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller?: Caller) =>
  t.app.inject({ method: 'GET', url, headers: caller?.headers ?? {} });

async function owedFor(date: string) {
  const response = await get(AFFILIATE_API.adminOwed(date), admin);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const owed = affiliatesOwedSchema.parse(response.json());
  return { ...owed, mine: owed.items.find((row) => row.affiliateId === affiliate.user.id) };
}

describe("an admin's affiliate payments", () => {
  it('list each affiliate with the month of a date: the fee at each referral’s rate', async () => {
    const march = await owedFor('2024-03-31');
    expect(march).toMatchObject({ month: '2024-03', periodEnd: '2024-03-31' });
    expect(march.mine).toMatchObject({
      name: 'Avery Payout',
      slug: affiliate.slug,
      feeBps: 500,
      signUps: 2,
      purchases: 3,
      salesCents: 285_000,
      earnedCents: 750 + 1_000 + 25_000,
      owedCents: 26_750,
      payout: null,
    });
    expect(march.totals).toEqual({ earnedCents: 26_750, paidOutCents: 0, owedCents: 26_750 });
    const april = await owedFor('2024-04-15');
    expect(april.mine).toMatchObject({ refundCents: 20_000, earnedCents: -1_000, purchases: 0 });
  });

  it('page, search and sort the month’s affiliates on the server', async () => {
    await affiliateWithLink(t, 'Zora Quiet');
    const page = async (search: string) => {
      const response = await get(`${AFFILIATE_API.adminOwed('2024-03-31')}?${search}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return affiliatesOwedSchema.parse(response.json());
    };
    const first = await page('size=25');
    expect(first.items[0]!.affiliateId).toBe(affiliate.user.id);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const found = await page('q=zora');
    expect(found.items.map((row) => row.name)).toEqual(['Zora Quiet']);
    expect(found.totals.earnedCents).toBe(26_750);
    const byName = await page('sort=name&dir=desc&size=100');
    const names = byName.items.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect((await get(`${AFFILIATE_API.adminOwed('2024-03-31')}?size=7`, admin)).statusCode).toBe(
      400,
    );
  });

  it('refuse anyone not an admin, and a date that is not yyyy-MM-dd', async () => {
    expect((await get(AFFILIATE_API.adminOwed('2024-03-31'))).statusCode).toBe(401);
    expect((await get(AFFILIATE_API.adminOwed('2024-03-31'), affiliate)).statusCode).toBe(403);
    for (const date of ['2024-13-01', 'march', '2024-3-1']) {
      expect((await get(AFFILIATE_API.adminOwed(date), admin)).statusCode, date).toBe(400);
    }
  });

  it('log a payout once per month, audited, never above what is owed', async () => {
    const body = { date: '2024-03-31', paidOn: '2024-04-05', reference: 'ACH 2001' };
    const refused = await logAffiliatePayment(t, affiliate, affiliate.user.id, {
      ...body,
      amountCents: 100,
    });
    expect(refused.statusCode).toBe(403);

    const tooMuch = await logAffiliatePayment(t, admin, affiliate.user.id, {
      ...body,
      amountCents: 26_751,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<ErrorBody>().fieldErrors?.amountCents).toEqual([
      'The payout is more than the $267.50 still owed for March 2024.',
    ]);

    const logged = await logAffiliatePayment(t, admin, affiliate.user.id, {
      ...body,
      amountCents: 26_750,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json<AffiliatePayout>()).toMatchObject({
      affiliateId: affiliate.user.id,
      month: '2024-03',
      amountCents: 26_750,
      paidOn: '2024-04-05',
      reference: 'ACH 2001',
      loggedBy: 'Ada Admin',
    });

    const twice = await logAffiliatePayment(t, admin, affiliate.user.id, {
      ...body,
      date: '2024-03-05',
      amountCents: 1,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().message).toBe(
      'A payout for March 2024 is already logged for this affiliate.',
    );

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, affiliate.user.id),
          eq(auditLog.action, AFFILIATE_AUDIT_ACTIONS.payout),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.user.id);
    expect(audits[0]).toMatchObject({
      before: { month: '2024-03', owedCents: 26_750 },
      after: { amountCents: 26_750, reference: 'ACH 2001' },
    });
    expect((await owedFor('2024-03-01')).mine).toMatchObject({
      paidOutCents: 26_750,
      owedCents: 0,
      payout: expect.objectContaining({ amountCents: 26_750 }),
    });
  });

  it('show the affiliate their months, payouts and balance on the share page', async () => {
    const response = await get(AFFILIATE_API.share, affiliate);
    expect(response.statusCode, response.body).toBe(200);
    const { earnings } = shareSummarySchema.parse(response.json());
    expect(earnings.months.map((m) => [m.month, m.earnedCents, m.owedCents])).toEqual([
      ['2024-04', -1_000, -1_000],
      ['2024-03', 26_750, 0],
    ]);
    expect(earnings.payouts).toHaveLength(1);
    expect(earnings.balance).toEqual({
      earnedCents: 25_750,
      paidOutCents: 26_750,
      owedCents: -1_000,
    });
  });

  it('answer 404 for an account that does not exist, 400 without an amount', async () => {
    const body = { date: '2024-05-31', paidOn: '2024-06-05' };
    const missing = await logAffiliatePayment(t, admin, crypto.randomUUID(), {
      ...body,
      amountCents: 1,
    });
    expect(missing.statusCode).toBe(404);
    const noAmount = await logAffiliatePayment(t, admin, affiliate.user.id, body);
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json<ErrorBody>().fieldErrors?.amountCents).toEqual(['Enter the amount paid.']);
  });
});

describe("an affiliate's fee", () => {
  const setFee = (caller: Caller, affiliateId: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: AFFILIATE_API.adminFee(affiliateId),
      headers: caller.headers,
      payload,
    });

  it('is set by an admin, audited, and credits clients referred from then on', async () => {
    const other = await affiliateWithLink(t, 'Blair Feeset');
    expect((await setFee(other, other.user.id, { feeBps: 900 })).statusCode).toBe(403);
    for (const feeBps of [-1, 5_001, 1.5]) {
      expect((await setFee(admin, other.user.id, { feeBps })).statusCode, String(feeBps)).toBe(400);
    }
    expect((await setFee(admin, admin.user.id, { feeBps: 900 })).statusCode).toBe(404);

    const set = await setFee(admin, other.user.id, { feeBps: 1_200 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ affiliateId: other.user.id, feeBps: 1_200 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, other.user.id),
          eq(auditLog.action, AFFILIATE_AUDIT_ACTIONS.fee),
        ),
      );
    expect(audit).toMatchObject({ before: { feeBps: 500 }, after: { feeBps: 1_200 } });

    const newcomer = await signedInCaller(t, ['Consumer'], { fullName: 'Ellis Newcomer' });
    const reported = await t.app.inject({
      method: 'POST',
      url: AFFILIATE_API.referral,
      headers: newcomer.headers,
      payload: { utm: { utm_campaign: other.slug } },
    });
    expect(reported.json()).toEqual({ recorded: true });
    const [row] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.userId, newcomer.user.id));
    expect(row).toMatchObject({ affiliateUserId: other.user.id, feeBps: 1_200 });
  });
});
