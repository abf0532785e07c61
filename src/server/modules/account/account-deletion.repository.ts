// Queries of closing an account: what blocks it, and the statements that remove personal data
// while the financial and advisory records stay (ADR 0018).
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, roles, userRoles, users } from '../../db/schema/accounts';
import { affiliateLinks } from '../../db/schema/affiliates';
import { checkouts, events } from '../../db/schema/booking';
import { oidcPayloads } from '../../db/schema/identity';
import { intakeResponses } from '../../db/schema/intake';
import { savedAdvisors } from '../../db/schema/matching';
import { emails } from '../../db/schema/notifications';
import { recordings } from '../../db/schema/recordings';
import { reviews } from '../../db/schema/reviews';
import { vaultFiles } from '../../db/schema/vault';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';

export async function findDeletableUser(
  db: Db,
  userId: string,
): Promise<{ email: string; roles: string[]; deleted: boolean } | undefined> {
  const rows = await db
    .select({ email: users.email, deletedAt: users.deletedAt, role: roles.name })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) return undefined;
  return {
    email: first.email,
    deleted: first.deletedAt !== null,
    roles: rows.map((row) => row.role).filter((role): role is string => role !== null),
  };
}

/** Holds the person's row for the deletion's transaction, so two deletions cannot interleave. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/** A live meeting that has not ended yet. */
export async function hasUpcomingMeeting(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.clientId, userId),
        inArray(events.status, [...ACTIVE_EVENT_STATUSES]),
        gt(events.endsAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A held time being paid for: its money may still arrive. */
export async function hasOpenCheckout(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.clientId, userId),
        eq(checkouts.status, 'open'),
        gt(checkouts.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Removes the vault files' rows (their shares go with them); returns the stored objects' keys. */
export async function deleteVaultFiles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(vaultFiles)
    .where(eq(vaultFiles.ownerId, userId))
    .returning({ storageKey: vaultFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

/** The stored recordings of the person's meetings, to remove from storage. */
export async function recordingKeysOfClient(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: recordings.storageKey })
    .from(recordings)
    .innerJoin(events, eq(events.id, recordings.eventId))
    .where(and(eq(events.clientId, userId), isNotNull(recordings.storageKey)));
  return rows.map((row) => row.storageKey).filter((key): key is string => Boolean(key));
}

/** The recordings of the person's meetings, marked deleted; their rows stay with the meeting. */
export async function markRecordingsDeleted(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(recordings)
    .set({ status: 'DeletedByUser', storageKey: null, updatedAt: now })
    .where(
      and(
        inArray(
          recordings.eventId,
          db.select({ id: events.id }).from(events).where(eq(events.clientId, userId)),
        ),
        sql`${recordings.status} <> 'DeletedByUser'`,
      ),
    );
}

export async function deletePersonalRows(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(intakeResponses).where(eq(intakeResponses.clientId, userId));
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(affiliateLinks).where(eq(affiliateLinks.userId, userId));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.delete(savedAdvisors).where(eq(savedAdvisors.userId, userId));
  await db.delete(emails).where(sql`lower(${emails.toAddress}) = lower(${email})`);
  // Every session, grant and token of the provider: sign-in and refresh end at once.
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${userId}`);
}

export async function anonymiseReviews(db: Db, userId: string, name: string): Promise<void> {
  await db.update(reviews).set({ reviewerName: name }).where(eq(reviews.consumerId, userId));
}

/** The account row stays (meetings and charges point at it), emptied of the person. */
export async function anonymiseUser(
  db: Db,
  userId: string,
  values: { fullName: string; email: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      fullName: values.fullName,
      email: values.email,
      passwordHash: null,
      emailVerifiedAt: null,
      pendingEmail: null,
      residenceState: null,
      timeZoneChosenAt: null,
      notificationPreferences: {
        meetingReminders: false,
        reviewRequests: false,
        recordingReady: false,
        productNews: false,
      },
      tokensValidAfter: values.now,
      lastLoginAt: null,
      deletedAt: values.now,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}
