// What the signup tests share, on top of the offerings' kit: a fresh advisor with both offerings
// on, a flag set, a valid signup form, and the calls of signing up and paying.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import type { SignupRequest } from '../../../shared/contracts/plan-signups';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { featureFlags } from '../../db/schema/system';
import { databaseOf } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { makeResidentForOffering } from '../../testing/test-residence';
import { SUCCESS_CARD, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { TERMS, advisorWithAccount, putOffering } from './offerings-test-kit';

// The offerings kit's advisor charges these.
export const PLAN_PRICE_CENTS = 250_000;
export const ONGOING_PRICE_CENTS = 10_000;
export { TERMS };

export async function setFlag(t: TestApp, id: FeatureFlagName, value: boolean): Promise<void> {
  await t.database.db
    .insert(featureFlags)
    .values({ id, value })
    .onConflictDoUpdate({ target: featureFlags.id, set: { value } });
  t.app.services.system.invalidateFeatureFlags();
}

/** A new advisor with an account, The Plan on and The Ongoing on with `capacity` places. */
export async function advisorWithOfferings(t: TestApp, capacity = 10) {
  const advisor = await advisorWithAccount(t);
  const ids = { planId: advisor.own.plan.id, ongoingId: advisor.own.ongoing.id };
  await setOffering(t.app, advisor, ids.planId, { enabled: true });
  await setOffering(t.app, advisor, ids.ongoingId, { enabled: true, capacity });
  return { ...advisor, ...ids };
}

/** Switches an offering on or off (The Ongoing with its capacity), at the kit's prices. */
export async function setOffering(
  app: FastifyInstance,
  advisor: Pick<Caller, 'headers'>,
  offeringId: string,
  change: { enabled: boolean; capacity?: number },
): Promise<void> {
  const response = await putOffering(app, advisor.headers, offeringId, {
    priceCents: change.capacity === undefined ? PLAN_PRICE_CENTS : ONGOING_PRICE_CENTS,
    terms: TERMS,
    ...change,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export function signupForm(offeringId: string, extra: Partial<SignupRequest> = {}): SignupRequest {
  return {
    offeringId,
    answers: {
      topics: ['retirement', 'tax'],
      questions: 'Can we retire at 60, and how do we cut our tax bill on the way?',
      household: 'couple',
      netWorth: '250k-1m',
    },
    extraInformation: 'We both work for the state and have pensions.',
    acceptTerms: true,
    ...extra,
  };
}

/** Signs up as a resident of a state the advisor serves; a `residence` in the payload wins. */
export async function signUp(
  app: FastifyInstance,
  caller: Caller,
  payload: { offeringId: string; [field: string]: unknown },
) {
  await makeResidentForOffering(databaseOf(app).db, caller.user.id, payload.offeringId);
  return app.inject({ method: 'POST', url: PLANS_API.signups, headers: caller.headers, payload });
}

export function payForSignup(
  app: FastifyInstance,
  caller: Caller,
  signupId: string,
  attemptKey = `attempt-${randomUUID().slice(0, 12)}`,
) {
  return app.inject({
    method: 'POST',
    url: PLANS_API.signupPay(signupId),
    headers: { ...caller.headers, [IDEMPOTENCY_HEADER]: attemptKey },
    payload: { card: SUCCESS_CARD },
  });
}

export { signedInCaller };
export type { Caller };
