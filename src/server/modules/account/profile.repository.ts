// Queries of the profile: the person's own settings and the change of their email address.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import type { StoredNotificationPreferences } from '../../../shared/contracts/profile';

export interface ProfileRecord {
  fullName: string;
  email: string;
  pendingEmail: string | null;
  emailVerifiedAt: Date | null;
  timeZone: string;
  timeZoneChosenAt: Date | null;
  notificationPreferences: StoredNotificationPreferences;
  residenceState: string | null;
  hasPassword: boolean;
}

const profileColumns = {
  fullName: users.fullName,
  email: users.email,
  pendingEmail: users.pendingEmail,
  emailVerifiedAt: users.emailVerifiedAt,
  timeZone: users.timeZone,
  timeZoneChosenAt: users.timeZoneChosenAt,
  notificationPreferences: users.notificationPreferences,
  residenceState: users.residenceState,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

export async function findProfile(db: Db, userId: string): Promise<ProfileRecord | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: {
    fullName?: string;
    timeZone?: string;
    timeZoneChosenAt?: Date;
    notificationPreferences?: StoredNotificationPreferences;
    residenceState?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Sets some email choices and leaves the others as stored, in one statement: a one-click
 * unsubscribe racing a save loses neither.
 */
export async function setNotificationChoices(
  db: Db,
  userId: string,
  choices: StoredNotificationPreferences,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      notificationPreferences: sql`${users.notificationPreferences} || ${JSON.stringify(choices)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** True when another account uses the address, ignoring case. */
export async function isEmailUsedByOther(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setPendingEmail(
  db: Db,
  userId: string,
  pendingEmail: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ pendingEmail, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Makes the pending address the account's, confirmed by the link just followed. Answers the new
 * address, or nothing when none was pending. A taken address fails on the unique index.
 */
export async function applyPendingEmail(
  db: Db,
  userId: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({
      email: sql`${users.pendingEmail}`,
      pendingEmail: null,
      emailVerifiedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), sql`${users.pendingEmail} is not null`))
    .returning({ email: users.email });
  return row?.email;
}
