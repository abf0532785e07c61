// Booking helpers for API tests: signed-in callers, an advisor with an account, the first open
// times, and a whole booking (hold, intake, sandbox payment) in one call.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AREA_ROLES } from '../../shared/roles';
import type { Role } from '../../shared/roles';
import { AVAILABILITY_API } from '../../shared/routes/availability-api';
import { BOOKING_API } from '../../shared/routes/booking-api';
import {
  checkoutSchema,
  IDEMPOTENCY_HEADER,
  payResultSchema,
} from '../../shared/contracts/booking';
import type { Checkout, SandboxCard } from '../../shared/contracts/booking';
import { openSlotsSchema } from '../../shared/contracts/availability';
import type { IntakeAnswers } from '../../shared/contracts/intake';
import { SANDBOX_TEST_CARDS } from '../../shared/domain/cards';
import { advisors } from '../db/schema/advisors';
import { acceptCurrentAgreements } from './test-agreements';
import { databaseOf } from './test-app';
import type { TestApp } from './test-app';
import { makeResident } from './test-residence';
import { bearer, mintAccessToken } from './test-tokens';
import { createTestUser } from './test-users';
import type { TestUser } from './test-users';

export interface Caller {
  user: TestUser;
  headers: Record<string, string>;
}

/**
 * A new user with a token. A client (or admin) has accepted the user agreements in force unless
 * `agreementsAccepted` is false: only the tests of the agreement step need one who has not.
 */
export async function signedInCaller(
  t: TestApp,
  roles: Role[] = ['Consumer'],
  options: { fullName?: string; agreementsAccepted?: boolean } = {},
): Promise<Caller> {
  const { agreementsAccepted = true, ...userOptions } = options;
  const user = await createTestUser(t.database.db, { roles, ...userOptions });
  if (
    agreementsAccepted &&
    roles.some((role) => (AREA_ROLES.account as readonly Role[]).includes(role))
  ) {
    await acceptCurrentAgreements(t.database.db, user.id);
  }
  const token = await mintAccessToken(t.database.db, t.config, user, { expiresInS: 6 * 3600 });
  return { user, headers: bearer(token) };
}

/** A seeded advisor profile run by a new Advisor account. */
export async function advisorCaller(
  t: TestApp,
  slug: string,
): Promise<Caller & { advisorId: string }> {
  const caller = await signedInCaller(t, ['Advisor'], { fullName: `Advisor of ${slug}` });
  const [row] = await t.database.db
    .update(advisors)
    .set({ userId: caller.user.id })
    .where(eq(advisors.slug, slug))
    .returning({ id: advisors.id });
  return { ...caller, advisorId: row!.id };
}

export async function openSlots(app: FastifyInstance, slug: string, days = 14) {
  const response = await app.inject({
    method: 'GET',
    url: `${AVAILABILITY_API.advisorSlots(slug)}?days=${days}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return openSlotsSchema.parse(response.json()).slots;
}

export const INTAKE: IntakeAnswers = {
  topics: ['retirement', 'investing'],
  questions: 'When can we retire, and is our portfolio too risky for that?',
  household: 'couple',
  netWorth: '250k-1m',
  background: '',
  prepared: ['net-worth-statement'],
};

export const SUCCESS_CARD = {
  number: SANDBOX_TEST_CARDS.succeeds,
  expiry: '12/34',
  cvc: '123',
  name: 'Test Client',
};

export const DECLINED_CARD = { ...SUCCESS_CARD, number: SANDBOX_TEST_CARDS.declined };

export async function hold(
  app: FastifyInstance,
  caller: Caller,
  advisorSlug: string,
  start: string,
  clientTimeZone = 'America/Los_Angeles',
) {
  await makeResident(databaseOf(app).db, caller.user.id, advisorSlug);
  return app.inject({
    method: 'POST',
    url: BOOKING_API.holds,
    headers: caller.headers,
    payload: { advisorSlug, start, clientTimeZone },
  });
}

export async function pay(
  app: FastifyInstance,
  caller: Caller,
  checkoutId: string,
  card: SandboxCard = SUCCESS_CARD,
  attemptKey = `attempt-${Math.random().toString(36).slice(2, 12)}`,
) {
  return app.inject({
    method: 'POST',
    url: BOOKING_API.holdPay(checkoutId),
    headers: { ...caller.headers, [IDEMPOTENCY_HEADER]: attemptKey },
    payload: { card },
  });
}

/** Holds `start`, answers the intake form and pays with the success card: the new event's id. */
export async function bookMeeting(
  app: FastifyInstance,
  caller: Caller,
  advisorSlug: string,
  start: string,
): Promise<{ checkout: Checkout; eventId: string }> {
  const held = await hold(app, caller, advisorSlug, start);
  expect(held.statusCode, held.body).toBe(201);
  const checkout = checkoutSchema.parse(held.json());
  const intake = await app.inject({
    method: 'PUT',
    url: BOOKING_API.holdIntake(checkout.id),
    headers: caller.headers,
    payload: INTAKE,
  });
  expect(intake.statusCode, intake.body).toBe(200);
  const paid = await pay(app, caller, checkout.id);
  expect(paid.statusCode, paid.body).toBe(200);
  const result = payResultSchema.parse(paid.json());
  if (result.status !== 'paid') throw new Error('The sandbox answered a redirect.');
  return { checkout, eventId: result.eventId };
}
