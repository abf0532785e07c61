// What the offerings tests share: an advisor with an account of their own (a fresh advisor row, so
// tests never meet the demo data's offerings), clients, the TheOngoing flag, and places taken.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OwnOfferings } from '../../../shared/contracts/offerings';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import type { Db } from '../../db/client';
import { signups } from '../../db/schema/plans';
import { featureFlags } from '../../db/schema/system';
import { insertTestAdvisor } from '../../testing/test-advisors';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';

export interface Caller {
  user: TestUser;
  headers: Record<string, string>;
}

export async function signedIn(t: TestApp, roles: TestUser['roles']): Promise<Caller> {
  const user = await createTestUser(t.database.db, { roles });
  const token = await mintAccessToken(t.database.db, t.config, user);
  return { user, headers: bearer(token) };
}

/** A new advisor profile owned by a new Advisor account. */
export async function advisorWithAccount(t: TestApp) {
  const caller = await signedIn(t, ['Advisor']);
  const row = await insertTestAdvisor(t.database.db, caller.user.id, {
    slugPrefix: 'offering-advisor',
    firstName: 'Olive',
    lastNamePrefix: 'Offer',
    avatar: 'offering',
  });
  const own = await ownOfferings(t.app, caller.headers);
  return { ...caller, advisorId: row.id, slug: row.slug, own };
}

export async function ownOfferings(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: OFFERINGS_API.dashboard, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnOfferings>();
}

export function putOffering(
  app: FastifyInstance,
  headers: Record<string, string>,
  offeringId: string,
  payload: object,
) {
  return app.inject({
    method: 'PUT',
    url: OFFERINGS_API.dashboardOffering(offeringId),
    headers,
    payload,
  });
}

export const TERMS = 'Terms written by the advisor for this offering, long enough to count.';

export async function setOngoingFlag(t: TestApp, value: boolean): Promise<void> {
  await t.database.db
    .insert(featureFlags)
    .values({ id: 'TheOngoing', value })
    .onConflictDoUpdate({ target: featureFlags.id, set: { value } });
  t.app.services.system.invalidateFeatureFlags();
}

/** A client's unpaid signup holding a place of the offering for an hour. */
export async function holdPlace(
  db: Db,
  offering: { id: string; advisorId: string },
  clientId: string,
): Promise<string> {
  const [row] = await db
    .insert(signups)
    .values({
      kind: 'ongoing',
      offeringId: offering.id,
      advisorId: offering.advisorId,
      clientId,
      priceCents: 10_000,
      holdExpiresAt: new Date(Date.now() + 3_600_000),
      termsText: TERMS,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: signups.id });
  return row!.id;
}

/** Ends a held place as a lapsed hold would. */
export async function expireHold(db: Db, signupId: string): Promise<void> {
  await db
    .update(signups)
    .set({ state: 'expired' })
    .where(and(eq(signups.id, signupId), eq(signups.state, 'awaiting-payment')));
}
