// Queries of two-factor sign-in: the secret and its counters, recovery codes, pending sign-ins.
// Every "use once" step is a single conditional statement, so two instances cannot both accept.
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../db/schema/two-factor';
import type { TwoFactorSecretRow } from '../../db/schema/two-factor';

export async function findSecret(db: Db, userId: string): Promise<TwoFactorSecretRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .limit(1);
  return row;
}

/** A fresh secret waiting for its first code; replaces an unconfirmed one, never an active one. */
export async function savePendingSecret(
  db: Db,
  userId: string,
  secretEncrypted: string,
): Promise<boolean> {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretEncrypted, lastUsedStep: null, failedCount: 0, lockedUntil: null },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length > 0;
}

/** Takes a code's step if no later or equal step was used; false when it was (a replay). */
export async function useStep(
  db: Db,
  userId: string,
  step: number,
  enableAt?: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({
      lastUsedStep: step,
      failedCount: 0,
      lockedUntil: null,
      ...(enableAt ? { enabledAt: enableAt } : {}),
    })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length > 0;
}

/** Counts a wrong code; the one that reaches the limit pauses the second step until lockUntil. */
export async function recordFailure(
  db: Db,
  userId: string,
  maxFailures: number,
  lockUntil: Date,
): Promise<{ lockedUntil: Date | null }> {
  const [row] = await db
    .update(twoFactorSecrets)
    .set({
      failedCount: sql`case when ${twoFactorSecrets.failedCount} + 1 >= ${maxFailures} then 0 else ${twoFactorSecrets.failedCount} + 1 end`,
      lockedUntil: sql`case when ${twoFactorSecrets.failedCount} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${twoFactorSecrets.lockedUntil} end`,
    })
    .where(eq(twoFactorSecrets.userId, userId))
    .returning({ lockedUntil: twoFactorSecrets.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

export async function clearFailures(db: Db, userId: string): Promise<void> {
  await db
    .update(twoFactorSecrets)
    .set({ failedCount: 0, lockedUntil: null })
    .where(eq(twoFactorSecrets.userId, userId));
}

export async function removeTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function useRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function saveChallenge(
  db: Db,
  challenge: { interactionUid: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(twoFactorChallenges)
    .values(challenge)
    .onConflictDoUpdate({
      target: twoFactorChallenges.interactionUid,
      set: { userId: challenge.userId, expiresAt: challenge.expiresAt },
    });
}

export async function findChallenge(
  db: Db,
  interactionUid: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.interactionUid, interactionUid),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Ends a challenge; also sweeps the expired ones, which nobody will come back for. */
export async function deleteChallenge(db: Db, interactionUid: string, now: Date): Promise<void> {
  await db
    .delete(twoFactorChallenges)
    .where(
      or(
        eq(twoFactorChallenges.interactionUid, interactionUid),
        lt(twoFactorChallenges.expiresAt, now),
      ),
    );
}
