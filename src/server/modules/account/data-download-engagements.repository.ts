// Queries of "Download my data" about The Plan and The Ongoing and what led to them: signups,
// engagements (meetings, worksheet, document requests, written plan), invoices with their history,
// billing cards, waiting lists, held times and the disclosures accepted. Read by the person's id
// only; instants stay Dates (JSON writes them as ISO 8601).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { checkouts } from '../../db/schema/booking';
import { disclosureAcceptances } from '../../db/schema/compliance';
import { billingSubscriptions, invoiceStatusChanges, invoices } from '../../db/schema/payments';
import {
  documentRequests,
  engagementMeetings,
  engagements,
  offerings,
  planWorksheets,
  signups,
  waitlistEntries,
} from '../../db/schema/plans';
import { vaultFiles } from '../../db/schema/vault';

const advisorName = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;

export function listSignups(db: Db, clientId: string) {
  return db
    .select({
      id: signups.id,
      kind: signups.kind,
      advisor: advisorName,
      priceCents: signups.priceCents,
      state: signups.state,
      termsText: signups.termsText,
      termsAcceptedAt: signups.termsAcceptedAt,
      intakeResponseId: signups.intakeResponseId,
      followUpStatus: signups.followUpStatus,
      targetDate: signups.targetDate,
      paidAt: signups.paidAt,
      cancelledAt: signups.cancelledAt,
      deletedAt: signups.deletedAt,
      createdAt: signups.createdAt,
    })
    .from(signups)
    .innerJoin(advisors, eq(advisors.id, signups.advisorId))
    .where(eq(signups.clientId, clientId))
    .orderBy(asc(signups.createdAt));
}

/** Each engagement with its meetings, worksheet, document requests and written plan. */
export async function listEngagements(db: Db, clientId: string) {
  const rows = await db
    .select({
      id: engagements.id,
      kind: engagements.kind,
      signupId: engagements.signupId,
      advisor: advisorName,
      status: engagements.status,
      startsOn: engagements.startsOn,
      endsOn: engagements.endsOn,
      meetingsIncluded: engagements.meetingsIncluded,
      writtenPlan: vaultFiles.name,
      deliveredAt: engagements.deliveredAt,
      nextInvoiceOn: engagements.nextInvoiceOn,
      checkupDueOn: engagements.checkupDueOn,
      cancelledAt: engagements.cancelledAt,
      cancelReason: engagements.cancelReason,
      deletedAt: engagements.deletedAt,
      createdAt: engagements.createdAt,
    })
    .from(engagements)
    .innerJoin(advisors, eq(advisors.id, engagements.advisorId))
    .leftJoin(vaultFiles, eq(vaultFiles.id, engagements.deliverableFileId))
    .where(eq(engagements.clientId, clientId))
    .orderBy(asc(engagements.createdAt));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [meetings, worksheets, requests] = await Promise.all([
    db
      .select({
        engagementId: engagementMeetings.engagementId,
        meetingId: engagementMeetings.eventId,
      })
      .from(engagementMeetings)
      .where(inArray(engagementMeetings.engagementId, ids))
      .orderBy(asc(engagementMeetings.createdAt)),
    db
      .select({
        engagementId: planWorksheets.engagementId,
        answers: planWorksheets.answers,
        updatedAt: planWorksheets.updatedAt,
      })
      .from(planWorksheets)
      .where(inArray(planWorksheets.engagementId, ids)),
    db
      .select({
        engagementId: documentRequests.engagementId,
        title: documentRequests.title,
        description: documentRequests.description,
        status: documentRequests.status,
        fileName: vaultFiles.name,
        fulfilledAt: documentRequests.fulfilledAt,
        createdAt: documentRequests.createdAt,
      })
      .from(documentRequests)
      .leftJoin(vaultFiles, eq(vaultFiles.id, documentRequests.vaultFileId))
      .where(inArray(documentRequests.engagementId, ids))
      .orderBy(asc(documentRequests.createdAt)),
  ]);
  return rows.map((row) => {
    const worksheet = worksheets.find((one) => one.engagementId === row.id);
    return {
      ...row,
      meetingIds: meetings.filter((one) => one.engagementId === row.id).map((one) => one.meetingId),
      worksheet: worksheet ? { answers: worksheet.answers, updatedAt: worksheet.updatedAt } : null,
      documentRequests: requests
        .filter((one) => one.engagementId === row.id)
        .map(({ engagementId: _engagementId, ...request }) => request),
    };
  });
}

/** Invoices with every change of their status. */
export async function listInvoices(db: Db, clientId: string) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      engagementId: invoices.engagementId,
      signupId: invoices.signupId,
      advisor: advisorName,
      description: invoices.description,
      amountCents: invoices.amountCents,
      currency: invoices.currency,
      status: invoices.status,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      issuedAt: invoices.issuedAt,
      dueAt: invoices.dueAt,
      paidAt: invoices.paidAt,
      closedAt: invoices.closedAt,
      chargeId: invoices.chargeId,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(advisors, eq(advisors.id, invoices.advisorId))
    .where(eq(invoices.clientId, clientId))
    .orderBy(asc(invoices.createdAt));
  const ids = rows.map((row) => row.id);
  const history = ids.length
    ? await db
        .select({
          invoiceId: invoiceStatusChanges.invoiceId,
          fromStatus: invoiceStatusChanges.fromStatus,
          toStatus: invoiceStatusChanges.toStatus,
          reason: invoiceStatusChanges.reason,
          changedAt: invoiceStatusChanges.changedAt,
        })
        .from(invoiceStatusChanges)
        .where(inArray(invoiceStatusChanges.invoiceId, ids))
        .orderBy(asc(invoiceStatusChanges.changedAt))
    : [];
  return rows.map((row) => ({
    ...row,
    statusHistory: history
      .filter((change) => change.invoiceId === row.id)
      .map(({ invoiceId: _invoiceId, ...change }) => change),
  }));
}

/** The card kept for The Ongoing's quarters: brand and last four only, no gateway references. */
export function listBillingCards(db: Db, clientId: string) {
  return db
    .select({
      signupId: billingSubscriptions.signupId,
      cardBrand: billingSubscriptions.cardBrand,
      cardLast4: billingSubscriptions.cardLast4,
      cancelledAt: billingSubscriptions.cancelledAt,
      cancelReason: billingSubscriptions.cancelReason,
      createdAt: billingSubscriptions.createdAt,
    })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.clientId, clientId))
    .orderBy(asc(billingSubscriptions.createdAt));
}

export function listWaitlistEntries(db: Db, clientId: string) {
  return db
    .select({
      advisor: advisorName,
      offering: offerings.kind,
      notifiedAt: waitlistEntries.notifiedAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(offerings, eq(offerings.id, waitlistEntries.offeringId))
    .innerJoin(advisors, eq(advisors.id, offerings.advisorId))
    .where(eq(waitlistEntries.clientId, clientId))
    .orderBy(asc(waitlistEntries.createdAt));
}

/** Times held on the way to a booking, paid or not, without the gateway's session. */
export function listHeldTimes(db: Db, clientId: string) {
  return db
    .select({
      id: checkouts.id,
      advisor: advisorName,
      startsAt: checkouts.startsAt,
      endsAt: checkouts.endsAt,
      priceCents: checkouts.priceCents,
      status: checkouts.status,
      meetingId: checkouts.eventId,
      createdAt: checkouts.createdAt,
    })
    .from(checkouts)
    .innerJoin(advisors, eq(advisors.id, checkouts.advisorId))
    .where(eq(checkouts.clientId, clientId))
    .orderBy(asc(checkouts.createdAt));
}

export function listDisclosuresAccepted(db: Db, clientId: string) {
  return db
    .select({
      document: disclosureAcceptances.documentName,
      version: disclosureAcceptances.documentVersion,
      advisor: advisorName,
      heldTimeId: disclosureAcceptances.checkoutId,
      signupId: disclosureAcceptances.signupId,
      acceptedAt: disclosureAcceptances.acceptedAt,
      ipAddress: disclosureAcceptances.ipAddress,
    })
    .from(disclosureAcceptances)
    .leftJoin(advisors, eq(advisors.id, disclosureAcceptances.advisorId))
    .where(eq(disclosureAcceptances.clientId, clientId))
    .orderBy(asc(disclosureAcceptances.acceptedAt));
}
