// Queries of accounts: users, their roles, lockout counters and single-use email tokens.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ROLES } from '../../../shared/roles';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { accountTokens, roles, userRoles, users } from '../../db/schema/accounts';
import type { NewUser, TokenPurpose, User } from '../../db/schema/accounts';
import { oidcPayloads } from '../../db/schema/identity';

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('The user was not inserted.');
  return row;
}

/** Creates the role rows that are missing; safe to call at every registration. */
export async function ensureRoles(db: Db, names: readonly Role[] = ROLES): Promise<void> {
  await db
    .insert(roles)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
}

export async function assignRoles(db: Db, userId: string, names: readonly Role[]): Promise<void> {
  if (names.length === 0) return;
  await ensureRoles(db, names);
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, [...names]));
  await db
    .insert(userRoles)
    .values(rows.map((row) => ({ userId, roleId: row.id })))
    .onConflictDoNothing();
}

export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  return rows
    .map((row) => row.name)
    .filter((name): name is Role => (ROLES as readonly string[]).includes(name));
}

export async function recordSuccessfulLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** A new password; access tokens issued before `at` stop working (see identity-resolver.ts). */
export async function updatePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokensValidAfter: at, updatedAt: at })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/** Stores a new token's hash and retires the person's earlier unused tokens of that purpose. */
export async function replaceAccountToken(
  db: Db,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, token.userId),
        eq(accountTokens.purpose, token.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values(token);
}

/** True when the person has an unused, unexpired token of that purpose. */
export async function hasUsableToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const usable = (tokenHash: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

export async function findUsableToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(tokenHash, purpose, now))
    .limit(1);
  return row;
}

/**
 * Marks the token used and answers its owner, or nothing when it was used, expired or unknown,
 * or (with `userId`) belongs to someone else.
 */
export async function consumeAccountToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
  userId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        usable(tokenHash, purpose, now),
        userId === undefined ? undefined : eq(accountTokens.userId, userId),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Ends every sign-in session, grant and refresh token of the person (after a password reset). */
export async function revokeProviderState(db: Db, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}

/** Everyone holding the Admin role: the people told about contact messages and refund requests. */
export async function listAdminRecipients(db: Db): Promise<{ email: string; fullName: string }[]> {
  return db
    .selectDistinct({ email: users.email, fullName: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'Admin' satisfies Role))
    .orderBy(asc(users.email));
}
