// SQL of the compliance (books-and-records) report: one advisor's meetings, engagements, charges,
// refunds, invoices, disclosure acceptances, reviews and sent notes within [from, to). Client
// names are read as they are now: a client who closed their account shows as "Deleted user".
import { and, asc, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { disclosureAcceptances } from '../../db/schema/compliance';
import { charges, invoices, refunds } from '../../db/schema/payments';
import { engagementMeetings, engagements, signups } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';

export interface RecordsAdvisor {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  timeZone: string;
}

export interface Range {
  from: Date;
  to: Date;
}

/** The advisor profile run by the user, when they have one. */
export async function findAdvisorOfUser(
  db: Db,
  userId: string,
): Promise<RecordsAdvisor | undefined> {
  const [row] = await db
    .select({
      id: advisors.id,
      userId: advisors.userId,
      firstName: advisors.firstName,
      lastName: advisors.lastName,
      timeZone: advisors.timeZone,
    })
    .from(advisors)
    .where(eq(advisors.userId, userId))
    .limit(1);
  return row ? { ...row, userId: row.userId! } : undefined;
}

const client = alias(users, 'record_client');

/** Meetings that start in the range, with the engagement they were included in, if any. */
export function listMeetings(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
      priceCents: events.priceCents,
      notesSentAt: events.notesSentAt,
      client: client.fullName,
      engagementKind: engagements.kind,
    })
    .from(events)
    .innerJoin(client, eq(client.id, events.clientId))
    .leftJoin(engagementMeetings, eq(engagementMeetings.eventId, events.id))
    .leftJoin(engagements, eq(engagements.id, engagementMeetings.engagementId))
    .where(
      and(
        eq(events.advisorId, advisorId),
        gte(events.startsAt, range.from),
        lt(events.startsAt, range.to),
      ),
    )
    .orderBy(asc(events.startsAt));
}

/** Meetings whose notes were sent in the range. */
export function listNotesSent(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      eventId: events.id,
      startsAt: events.startsAt,
      notesSentAt: events.notesSentAt,
      client: client.fullName,
    })
    .from(events)
    .innerJoin(client, eq(client.id, events.clientId))
    .where(
      and(
        eq(events.advisorId, advisorId),
        isNotNull(events.notesSentAt),
        gte(events.notesSentAt, range.from),
        lt(events.notesSentAt, range.to),
      ),
    )
    .orderBy(asc(events.notesSentAt));
}

/**
 * Plan and Ongoing signups that became engagements running at some time in the range: started
 * before its end and not ended (or cancelled) before its start.
 */
export function listEngagements(db: Db, advisorId: string, range: Range, fromDay: string) {
  return db
    .select({
      signupId: signups.id,
      kind: signups.kind,
      signedUpAt: signups.termsAcceptedAt,
      priceCents: signups.priceCents,
      client: client.fullName,
      startsOn: engagements.startsOn,
      endsOn: engagements.endsOn,
      status: engagements.status,
      cancelledAt: engagements.cancelledAt,
      deletedAt: engagements.deletedAt,
    })
    .from(engagements)
    .innerJoin(signups, eq(signups.id, engagements.signupId))
    .innerJoin(client, eq(client.id, signups.clientId))
    .where(
      and(
        eq(engagements.advisorId, advisorId),
        lt(signups.termsAcceptedAt, range.to),
        or(isNull(engagements.endsOn), gte(engagements.endsOn, fromDay)),
        or(isNull(engagements.cancelledAt), gte(engagements.cancelledAt, range.from)),
      ),
    )
    .orderBy(asc(signups.termsAcceptedAt));
}

/** Every charge attempt that succeeded in the range. */
export function listCharges(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      id: charges.id,
      at: charges.createdAt,
      amountCents: charges.amountCents,
      status: charges.status,
      description: charges.description,
      gatewayRef: charges.gatewayRef,
      client: client.fullName,
    })
    .from(charges)
    .innerJoin(client, eq(client.id, charges.clientId))
    .where(
      and(
        eq(charges.advisorId, advisorId),
        eq(charges.status, 'succeeded'),
        gte(charges.createdAt, range.from),
        lt(charges.createdAt, range.to),
      ),
    )
    .orderBy(asc(charges.createdAt));
}

/** Refunds of the advisor's charges made in the range (any outcome: a failed one is a record). */
export function listRefunds(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      id: refunds.id,
      at: refunds.createdAt,
      amountCents: refunds.amountCents,
      status: refunds.status,
      reason: refunds.reason,
      chargeDescription: charges.description,
      gatewayRef: refunds.gatewayRef,
      client: client.fullName,
    })
    .from(refunds)
    .innerJoin(charges, eq(charges.id, refunds.chargeId))
    .innerJoin(client, eq(client.id, charges.clientId))
    .where(
      and(
        eq(charges.advisorId, advisorId),
        gte(refunds.createdAt, range.from),
        lt(refunds.createdAt, range.to),
      ),
    )
    .orderBy(asc(refunds.createdAt));
}

/** Invoices issued in the range. */
export function listInvoices(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      at: invoices.issuedAt,
      amountCents: invoices.amountCents,
      status: invoices.status,
      description: invoices.description,
      client: client.fullName,
    })
    .from(invoices)
    .innerJoin(client, eq(client.id, invoices.clientId))
    .where(
      and(
        eq(invoices.advisorId, advisorId),
        isNotNull(invoices.issuedAt),
        gte(invoices.issuedAt, range.from),
        lt(invoices.issuedAt, range.to),
      ),
    )
    .orderBy(asc(invoices.issuedAt));
}

/** The advisor's own terms accepted on signups in the range. */
export function listTermsAccepted(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      signupId: signups.id,
      kind: signups.kind,
      acceptedAt: signups.termsAcceptedAt,
      termsText: signups.termsText,
      client: client.fullName,
    })
    .from(signups)
    .innerJoin(client, eq(client.id, signups.clientId))
    .where(
      and(
        eq(signups.advisorId, advisorId),
        gte(signups.termsAcceptedAt, range.from),
        lt(signups.termsAcceptedAt, range.to),
      ),
    )
    .orderBy(asc(signups.termsAcceptedAt));
}

/** The firm's disclosure documents accepted with a booking or signup in the range. */
export function listDisclosureAcceptances(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      id: disclosureAcceptances.id,
      acceptedAt: disclosureAcceptances.acceptedAt,
      document: disclosureAcceptances.documentName,
      version: disclosureAcceptances.documentVersion,
      signupKind: signups.kind,
      client: client.fullName,
    })
    .from(disclosureAcceptances)
    .innerJoin(client, eq(client.id, disclosureAcceptances.clientId))
    .leftJoin(signups, eq(signups.id, disclosureAcceptances.signupId))
    .where(
      and(
        eq(disclosureAcceptances.advisorId, advisorId),
        gte(disclosureAcceptances.acceptedAt, range.from),
        lt(disclosureAcceptances.acceptedAt, range.to),
      ),
    )
    .orderBy(asc(disclosureAcceptances.acceptedAt), asc(disclosureAcceptances.documentName));
}

/** Reviews written in the range, hidden ones included (they are records too). */
export function listReviews(db: Db, advisorId: string, range: Range) {
  return db
    .select({
      id: reviews.id,
      createdAt: reviews.createdAt,
      reviewer: reviews.reviewerName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      responseBody: reviews.responseBody,
      respondedAt: reviews.respondedAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.advisorId, advisorId),
        gte(reviews.createdAt, range.from),
        lt(reviews.createdAt, range.to),
      ),
    )
    .orderBy(asc(reviews.createdAt));
}
