// Intake responses attached to what a test needs (ADR 0047): a meeting in a given status, a
// checkout, a Plan signup, or nothing at all, written straight to the tables.
import type { Db } from '../../db/client';
import { checkouts, events } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import { offerings, signups } from '../../db/schema/plans';
import type { CheckoutStatus } from '../../../shared/contracts/booking';
import type { IntakeFormSource } from '../../../shared/contracts/intake';
import type { SignupState } from '../../../shared/contracts/plans';
import type { EventStatus } from '../../../shared/domain/event-status';
import { INTAKE } from '../../testing/test-booking';

const HOUR = 3_600_000;
const start = new Date(Date.UTC(2026, 5, 1, 15));
const end = new Date(start.getTime() + HOUR);

export interface Parties {
  clientId: string;
  advisorId: string;
}

export type Attach =
  | { to: 'nothing' }
  | { to: 'meeting'; status: EventStatus }
  | { to: 'checkout'; status: CheckoutStatus }
  | { to: 'signup'; state: SignupState; deleted?: boolean };

export async function insertIntakeResponse(
  db: Db,
  parties: Parties,
  attach: Attach,
  extra: { source?: IntakeFormSource; questions?: string; createdAt?: Date } = {},
): Promise<string> {
  const booking = { ...parties, startsAt: start, endsAt: end, priceCents: 15_000 };
  let eventId: string | null = null;
  let checkoutId: string | null = null;
  if (attach.to === 'meeting') {
    const [event] = await db
      .insert(events)
      .values({ ...booking, status: attach.status, clientTimeZone: 'America/Denver' })
      .returning({ id: events.id });
    eventId = event!.id;
  }
  if (attach.to === 'checkout') {
    const [checkout] = await db
      .insert(checkouts)
      .values({
        ...booking,
        status: attach.status,
        clientTimeZone: 'America/Denver',
        expiresAt: new Date(start.getTime() - HOUR),
        gateway: 'sandbox',
      })
      .returning({ id: checkouts.id });
    checkoutId = checkout!.id;
  }
  const [response] = await db
    .insert(intakeResponses)
    .values({
      source: extra.source ?? (attach.to === 'signup' ? 'ThePlanSignup' : 'CustomerIntakeForm'),
      clientId: parties.clientId,
      advisorId: parties.advisorId,
      eventId,
      checkoutId,
      answers: { ...INTAKE, questions: extra.questions ?? INTAKE.questions },
      ...(extra.createdAt ? { createdAt: extra.createdAt, updatedAt: extra.createdAt } : {}),
    })
    .returning({ id: intakeResponses.id });
  if (attach.to === 'signup') {
    const [offering] = await db
      .insert(offerings)
      .values({ advisorId: parties.advisorId, kind: 'plan', enabled: true })
      .onConflictDoUpdate({
        target: [offerings.advisorId, offerings.kind],
        set: { enabled: true },
      })
      .returning({ id: offerings.id });
    await db.insert(signups).values({
      kind: 'plan',
      offeringId: offering!.id,
      ...parties,
      intakeResponseId: response!.id,
      priceCents: 250_000,
      state: attach.state,
      termsText: 'Terms',
      termsAcceptedAt: start,
      ...(attach.deleted ? { deletedAt: start } : {}),
    });
  }
  return response!.id;
}
