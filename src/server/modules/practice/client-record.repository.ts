// SQL of one client's record with one advisor: the intake forms they answered and the payments
// they made, each list newest first and indexed by client.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import { charges, refunds } from '../../db/schema/payments';

export async function listIntakeOfClient(db: Db, advisorId: string, clientId: string) {
  return db
    .select({
      id: intakeResponses.id,
      source: intakeResponses.source,
      answeredAt: intakeResponses.createdAt,
      meetingStart: events.startsAt,
      answers: intakeResponses.answers,
    })
    .from(intakeResponses)
    .leftJoin(events, eq(events.id, intakeResponses.eventId))
    .where(and(eq(intakeResponses.clientId, clientId), eq(intakeResponses.advisorId, advisorId)))
    .orderBy(desc(intakeResponses.createdAt));
}

export async function listPaymentsOfClient(db: Db, advisorId: string, clientId: string) {
  return db
    .select({
      id: charges.id,
      at: charges.createdAt,
      description: charges.description,
      amountCents: charges.amountCents,
      status: charges.status,
      refundCents: refunds.amountCents,
      refundStatus: refunds.status,
    })
    .from(charges)
    .leftJoin(refunds, eq(refunds.chargeId, charges.id))
    .where(and(eq(charges.clientId, clientId), eq(charges.advisorId, advisorId)))
    .orderBy(desc(charges.createdAt));
}
