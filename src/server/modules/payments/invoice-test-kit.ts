// Invoice helpers for tests: a signup of The Plan or The Ongoing made straight in the database
// (the signup flow is the plans module's), an outcome handler that counts what it is told, and
// a sandbox invoice payment request.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SandboxCard } from '../../../shared/contracts/booking';
import { advisors } from '../../db/schema/advisors';
import { offerings, signups } from '../../db/schema/plans';
import type { TestApp } from '../../testing/test-app';
import type { Caller } from '../../testing/test-booking';
import { signedInCaller } from '../../testing/test-booking';
import type { PaidPayment } from './payment-outcome';
import type { InvoicePayment } from './payment-start';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export interface TestSignup {
  client: Caller;
  advisorId: string;
  signupId: string;
  kind: EngagementKind;
  priceCents: number;
}

/** A new client's signup, awaiting payment, for the first seeded advisor's offering. */
export async function createTestSignup(
  t: TestApp,
  kind: EngagementKind,
  priceCents = kind === 'plan' ? 250_000 : 10_000,
): Promise<TestSignup> {
  const db = t.database.db;
  const client = await signedInCaller(t);
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).limit(1);
  await db
    .insert(offerings)
    .values({
      advisorId: advisor!.id,
      kind,
      enabled: true,
      capacity: kind === 'ongoing' ? 50 : null,
    })
    .onConflictDoNothing();
  const [offering] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.advisorId, advisor!.id), eq(offerings.kind, kind)));
  const [signup] = await db
    .insert(signups)
    .values({
      kind,
      offeringId: offering!.id,
      advisorId: advisor!.id,
      clientId: client.user.id,
      priceCents,
      termsText: 'Terms',
      termsAcceptedAt: new Date(),
    })
    .returning({ id: signups.id });
  return { client, advisorId: advisor!.id, signupId: signup!.id, kind, priceCents };
}

/** Registers handlers of both signup purposes that only count what they are told. */
export function countOutcomes(t: TestApp): PaidPayment[] {
  const told: PaidPayment[] = [];
  for (const purpose of ['plan-signup', 'ongoing-signup'] as const) {
    t.app.services.payments.handleOutcomes(purpose, {
      paid: async (payment) => {
        told.push(payment);
      },
      expired: async () => {},
    });
  }
  return told;
}

/** The sandbox payment of a signup's (first) invoice. */
export function invoicePaymentOf(
  signup: TestSignup,
  card: SandboxCard | undefined,
  attemptKey: string = randomUUID(),
): InvoicePayment {
  const ongoing = signup.kind === 'ongoing';
  return {
    kind: 'invoice',
    purpose: ongoing ? 'ongoing-signup' : 'plan-signup',
    offeringKind: signup.kind,
    signupId: signup.signupId,
    clientId: signup.client.user.id,
    advisorId: signup.advisorId,
    amountCents: ongoing ? signup.priceCents * 3 : signup.priceCents,
    description: ongoing ? 'The Ongoing, first quarter' : 'The Plan',
    customerEmail: signup.client.user.email,
    card,
    attemptKey,
    successUrl: 'http://localhost/paid',
    cancelUrl: 'http://localhost/cancelled',
    everyMonths: ongoing ? 3 : null,
    ...(ongoing ? { periodStart: '2026-12-01', periodEnd: '2027-02-28' } : {}),
  };
}
