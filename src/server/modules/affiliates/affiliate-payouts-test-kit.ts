// What the affiliate payouts tests share: an affiliate with a link, a client their link brought
// (the referral written at a given rate), and that client's payments and refunds written straight
// into the ledger.
import { randomUUID } from 'node:crypto';
import { referrals } from '../../db/schema/affiliates';
import { charges, refunds } from '../../db/schema/payments';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { asRequestUser } from '../../testing/test-users';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { testLedgerLink } from '../../testing/test-ledger';

export async function affiliateWithLink(
  t: TestApp,
  fullName: string,
): Promise<Caller & { slug: string }> {
  const caller = await signedInCaller(t, ['Affiliate', 'Consumer'], { fullName });
  const { slug } = await t.app.services.affiliates.become(asRequestUser(caller.user), 'http://t');
  return { ...caller, slug };
}

/** A client the affiliate's link brought, credited at `feeBps`. */
export async function referredClient(
  t: TestApp,
  affiliateId: string,
  options: { fullName: string; feeBps?: number; at: Date },
): Promise<Caller> {
  const client = await signedInCaller(t, ['Consumer'], { fullName: options.fullName });
  await t.database.db.insert(referrals).values({
    userId: client.user.id,
    affiliateUserId: affiliateId,
    slug: null,
    utm: { utm_source: 'affiliate' },
    ...(options.feeBps !== undefined ? { feeBps: options.feeBps } : {}),
    createdAt: options.at,
  });
  return client;
}

/** A succeeded payment of the client, refunded (in full) at `refundedAt` when given. */
export async function payment(
  t: TestApp,
  clientId: string,
  amountCents: number,
  at: Date,
  refundedAt?: Date,
): Promise<void> {
  const link = testLedgerLink();
  const [row] = await t.database.db
    .insert(charges)
    .values({
      ...link,
      clientId,
      amountCents,
      gateway: 'sandbox',
      idempotencyKey: `affiliate-test:${randomUUID()}`,
      status: 'succeeded',
      description: 'Test payment',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: charges.id });
  if (!refundedAt) return;
  await t.database.db.insert(refunds).values({
    ...link,
    chargeId: row!.id,
    amountCents,
    idempotencyKey: `affiliate-test-refund:${randomUUID()}`,
    status: 'succeeded',
    reason: 'Cancelled',
    createdAt: refundedAt,
    updatedAt: refundedAt,
  });
}

export const logAffiliatePayment = (
  t: TestApp,
  admin: Caller,
  affiliateId: string,
  payload: object,
) =>
  t.app.inject({
    method: 'POST',
    url: AFFILIATE_API.adminLogPayment(affiliateId),
    headers: admin.headers,
    payload,
  });
