// Queries of "Download my data": every row held about one person, read by their id only.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { affiliateLinks } from '../../db/schema/affiliates';
import { eventStatusChanges, events } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import { savedAdvisors } from '../../db/schema/matching';
import { charges, refunds } from '../../db/schema/payments';
import { recordings } from '../../db/schema/recordings';
import { reviews } from '../../db/schema/reviews';
import { twoFactorSecrets } from '../../db/schema/two-factor';
import { vaultFileShares, vaultFiles } from '../../db/schema/vault';

const advisorName = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;

export async function findPerson(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const [roleRows, twoFactor, link] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.name)),
    db
      .select({ enabledAt: twoFactorSecrets.enabledAt })
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId)),
    db
      .select({ slug: affiliateLinks.slug })
      .from(affiliateLinks)
      .where(eq(affiliateLinks.userId, userId)),
  ]);
  return {
    user,
    roles: roleRows.map((row) => row.name),
    twoFactorEnabled: Boolean(twoFactor[0]?.enabledAt),
    affiliateSlug: link[0]?.slug ?? null,
  };
}

export async function listMeetings(db: Db, userId: string) {
  const meetings = await db
    .select({
      id: events.id,
      advisor: advisorName,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      priceCents: events.priceCents,
      meetingUrl: events.meetingUrl,
      recordingAllowed: events.recordingAllowed,
      notes: events.notes,
      notesSentAt: events.notesSentAt,
      refundRequestedAt: events.refundRequestedAt,
      refundRequestReason: events.refundRequestReason,
      createdAt: events.createdAt,
    })
    .from(events)
    .innerJoin(advisors, eq(advisors.id, events.advisorId))
    .where(eq(events.clientId, userId))
    .orderBy(asc(events.startsAt));
  const ids = meetings.map((meeting) => meeting.id);
  const history = ids.length
    ? await db
        .select({
          eventId: eventStatusChanges.eventId,
          fromStatus: eventStatusChanges.fromStatus,
          toStatus: eventStatusChanges.toStatus,
          action: eventStatusChanges.action,
          changedAt: eventStatusChanges.changedAt,
        })
        .from(eventStatusChanges)
        .where(inArray(eventStatusChanges.eventId, ids))
        .orderBy(asc(eventStatusChanges.changedAt))
    : [];
  return { meetings, history };
}

export function listIntakeAnswers(db: Db, userId: string) {
  return db
    .select({
      source: intakeResponses.source,
      meetingId: intakeResponses.eventId,
      answers: intakeResponses.answers,
      createdAt: intakeResponses.createdAt,
    })
    .from(intakeResponses)
    .where(eq(intakeResponses.clientId, userId))
    .orderBy(asc(intakeResponses.createdAt));
}

export function listCharges(db: Db, userId: string) {
  return db
    .select({
      id: charges.id,
      meetingId: charges.eventId,
      description: charges.description,
      amountCents: charges.amountCents,
      currency: charges.currency,
      status: charges.status,
      cardBrand: charges.cardBrand,
      cardLast4: charges.cardLast4,
      createdAt: charges.createdAt,
    })
    .from(charges)
    .where(eq(charges.clientId, userId))
    .orderBy(asc(charges.createdAt));
}

export function listRefunds(db: Db, userId: string) {
  return db
    .select({
      id: refunds.id,
      chargeId: refunds.chargeId,
      amountCents: refunds.amountCents,
      status: refunds.status,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(charges, eq(charges.id, refunds.chargeId))
    .where(eq(charges.clientId, userId))
    .orderBy(asc(refunds.createdAt));
}

export function listReviews(db: Db, userId: string) {
  return db
    .select({
      advisor: advisorName,
      meetingId: reviews.eventId,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      responseTitle: reviews.responseTitle,
      responseBody: reviews.responseBody,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
    .where(eq(reviews.consumerId, userId))
    .orderBy(asc(reviews.createdAt));
}

export async function listVaultFiles(db: Db, userId: string) {
  const files = await db
    .select({
      id: vaultFiles.id,
      name: vaultFiles.name,
      contentType: vaultFiles.contentType,
      sizeBytes: vaultFiles.sizeBytes,
      createdAt: vaultFiles.createdAt,
    })
    .from(vaultFiles)
    .where(eq(vaultFiles.ownerId, userId))
    .orderBy(asc(vaultFiles.createdAt));
  const shares = files.length
    ? await db
        .select({ fileId: vaultFileShares.fileId, advisor: advisorName })
        .from(vaultFileShares)
        .innerJoin(advisors, eq(advisors.id, vaultFileShares.advisorId))
        .where(
          inArray(
            vaultFileShares.fileId,
            files.map((file) => file.id),
          ),
        )
    : [];
  return { files, shares };
}

export function listRecordings(db: Db, userId: string) {
  return db
    .select({
      meetingId: recordings.eventId,
      status: recordings.status,
      durationSeconds: recordings.durationSeconds,
      sizeBytes: recordings.sizeBytes,
      createdAt: recordings.createdAt,
    })
    .from(recordings)
    .innerJoin(events, eq(events.id, recordings.eventId))
    .where(eq(events.clientId, userId))
    .orderBy(asc(recordings.createdAt));
}

/** The advisors on the person's shortlist, oldest first. */
export function listSavedAdvisors(db: Db, userId: string) {
  return db
    .select({ advisor: advisorName, slug: advisors.slug, savedAt: savedAdvisors.createdAt })
    .from(savedAdvisors)
    .innerJoin(advisors, eq(advisors.id, savedAdvisors.advisorId))
    .where(eq(savedAdvisors.userId, userId))
    .orderBy(asc(savedAdvisors.createdAt));
}
