// Account rules: registration, password sign-in with lockout, the claims the provider puts in
// tokens, password reset and email confirmation by single-use emailed tokens.
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import {
  EMAIL_VERIFICATION_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
} from '../../../shared/constants';
import { registerRequestSchema } from '../../../shared/contracts/account';
import { AppError } from '../../../shared/errors';
import { emailSchema, passwordSchema } from '../../../shared/limits';
import type { Role } from '../../../shared/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrorsOf, parseInput } from '../../validation/parse-input';
import type { Mailer } from '../../integrations/email/email';
import {
  resetPasswordEmail,
  verifyEmailEmail,
  welcomeEmail,
} from '../../modules/notifications/account-emails';
import { ACCOUNT_PATHS, accountLink } from '../account-paths';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { hashSecretToken } from '../secret-tokens';
import * as repository from './accounts.repository';
import type { TokenPurpose } from '../../db/schema/accounts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSignInThrottle } from './sign-in-throttle';
import { createSignInUnlock } from './sign-in-unlock';

const MINUTE_MS = 60_000;
/** Longer input cannot be a password of ours; refusing it early caps the hashing work. */
const MAX_PASSWORD_INPUT = 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/** What the provider puts in ID and access tokens (see ACCESS_TOKEN_CLAIMS). */
export interface AccountClaims {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
  /** One role as a string, several as a list (docs/product.md#roles). */
  role: Role | Role[];
  firm_member: boolean;
}

export type AuthenticateResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' }
  /** Too many failures: no attempt of this account from this address is checked before then. */
  | { ok: false; reason: 'locked'; waitUntil: Date };

export type PasswordChangeResult =
  'changed' | 'wrongPassword' | 'locked' | 'noPassword' | 'unknown';

export interface AccountsServiceDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  now?: () => Date;
  /** After a password change or reset: what is remembered about the person is stale. */
  onCredentialsChange?: (userId: string) => void;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({
  db,
  mailer,
  config,
  now = () => new Date(),
  onCredentialsChange,
}: AccountsServiceDeps) {
  const issueToken = (userId: string, purpose: TokenPurpose, validMs: number) =>
    issueAccountToken(db, { userId, purpose, validMs, now: now() });

  const throttle = createSignInThrottle(db);
  const unlock = createSignInUnlock({ db, mailer, config, throttle, issueToken, now });
  /** Counts a wrong password; the owner hears of it when their account starts to wait. */
  const countFailure = async (user: { id: string }, address: string, at: Date) => {
    const outcome = await throttle.recordFailure(user.id, address, at);
    if (outcome.accountNewlyBlocked) await unlock.notifyOwner(user.id);
    return outcome.waitUntil;
  };

  /** A signed-in person proving their password again, counted like the log-in page's tries. */
  const checkPassword = async (
    userId: string,
    password: string,
    address: string,
  ): Promise<'ok' | 'unknown' | 'noPassword' | 'locked' | 'wrongPassword'> => {
    const user = await repository.findUserById(db, userId);
    if (!user) return 'unknown';
    if (!user.passwordHash) return 'noPassword';
    const at = now();
    if (await throttle.waitUntil(user.id, address, at)) return 'locked';
    const known =
      password.length <= MAX_PASSWORD_INPUT && (await verifyPassword(user.passwordHash, password));
    if (!known) return (await countFailure(user, address, at)) ? 'locked' : 'wrongPassword';
    return 'ok';
  };

  const verificationLink = async (userId: string) =>
    accountLink(
      config.publicUrl,
      ACCOUNT_PATHS.verifyEmail,
      await issueToken(
        userId,
        'email-verification',
        EMAIL_VERIFICATION_TOKEN_HOURS * 60 * MINUTE_MS,
      ),
    );

  return {
    checkPassword,

    /** Everyone holding the Admin role: told about contact messages and refund requests. */
    listAdminRecipients: () => repository.listAdminRecipients(db),

    async ensureRoles(): Promise<void> {
      await repository.ensureRoles(db);
    },

    /** Creates a Consumer (plus Affiliate when asked); throws a 400 with field messages. */
    async register(input: unknown): Promise<{ userId: string }> {
      const parsed = registerRequestSchema.safeParse(input);
      if (!parsed.success) {
        // Say everything at once: a taken email too, when the email itself is fine.
        const fields = fieldErrorsOf(parsed.error);
        const email = emailSchema.safeParse((input as { email?: unknown } | null)?.email);
        if (email.success && (await repository.findUserByEmail(db, email.data))) {
          fields.email = [EMAIL_TAKEN_MESSAGE];
        }
        throw new AppError('validation', undefined, fields);
      }
      const request = parsed.data;
      const passwordHash = await hashPassword(request.password);
      const roles: Role[] = request.affiliate ? ['Affiliate', 'Consumer'] : ['Consumer'];
      let userId: string;
      try {
        userId = await db.transaction(async (tx) => {
          const user = await repository.insertUser(tx, {
            email: request.email,
            fullName: request.fullName,
            passwordHash,
          });
          await repository.assignRoles(tx, user.id, roles);
          return user.id;
        });
      } catch (error) {
        if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) {
          throw new AppError('validation', undefined, { email: [EMAIL_TAKEN_MESSAGE] });
        }
        throw error;
      }
      const content = welcomeEmail({
        publicUrl: config.publicUrl,
        fullName: request.fullName,
        verifyUrl: await verificationLink(userId),
        validHours: EMAIL_VERIFICATION_TOKEN_HOURS,
        affiliate: request.affiliate,
      });
      await mailer.send({ to: request.email, template: 'welcome', ...content });
      return { userId };
    },

    /**
     * Unknown emails and wrong passwords answer alike. Failures make the next attempts from the
     * same address wait (sign-in-throttle.ts); `address` is the client's IP address.
     */
    async authenticate(
      email: string,
      password: string,
      address: string,
    ): Promise<AuthenticateResult> {
      const user = email.trim() ? await repository.findUserByEmail(db, email) : undefined;
      const at = now();
      const waitUntil = await throttle.waitUntil(user?.id, address, at);
      if (waitUntil) return { ok: false, reason: 'locked', waitUntil };
      if (!user?.passwordHash || password.length > MAX_PASSWORD_INPUT) {
        await verifyAgainstDummy(password.slice(0, MAX_PASSWORD_INPUT));
        const addressWait = (await throttle.recordFailure(undefined, address, at)).waitUntil;
        return addressWait
          ? { ok: false, reason: 'locked', waitUntil: addressWait }
          : { ok: false, reason: 'invalid' };
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        const wait = await countFailure(user, address, at);
        return wait
          ? { ok: false, reason: 'locked', waitUntil: wait }
          : { ok: false, reason: 'invalid' };
      }
      await throttle.recordSuccess(user.id, address, at);
      await repository.recordSuccessfulLogin(db, user.id, at);
      return { ok: true, userId: user.id };
    },

    /** The emailed unlock link: true when it was good; it works once. */
    unlockSignIn: (token: string) => unlock.complete(token),
    isUnlockTokenUsable: (token: string) => unlock.isUsable(token),

    /** The claims of a user, or nothing when the account no longer exists. */
    async findAccountClaims(userId: string): Promise<AccountClaims | undefined> {
      if (!UUID.test(userId)) return undefined;
      const user = await repository.findUserById(db, userId);
      if (!user) return undefined;
      const roles = await repository.rolesOf(db, user.id);
      return {
        sub: user.id,
        name: user.fullName,
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        role: roles.length === 1 ? roles[0]! : roles,
        firm_member: user.isFirmMember,
      };
    },

    /** When the password last changed or was reset (ms, 0 for never): tokens carry it. */
    async credentialsChangedAt(userId: string): Promise<number> {
      if (!UUID.test(userId)) return 0;
      const user = await repository.findUserById(db, userId);
      return user?.tokensValidAfter?.getTime() ?? 0;
    },

    /** Sends a reset link when the account exists; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await repository.findUserByEmail(db, email);
      if (!user) return;
      const token = await issueToken(
        user.id,
        'password-reset',
        PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS,
      );
      const content = resetPasswordEmail({
        publicUrl: config.publicUrl,
        fullName: user.fullName,
        resetUrl: accountLink(config.publicUrl, ACCOUNT_PATHS.resetPassword, token),
        validMinutes: PASSWORD_RESET_TOKEN_MINUTES,
      });
      await mailer.send({ to: user.email, template: 'reset-password', ...content });
    },

    async isPasswordResetTokenUsable(token: string): Promise<boolean> {
      return Boolean(
        await repository.findUsableToken(db, hashSecretToken(token), 'password-reset', now()),
      );
    },

    /**
     * Sets the new password and uses up the token. Every session and refresh token of the person
     * ends, so whoever knew the old password is signed out. False when the link is no longer good.
     */
    async completePasswordReset(token: string, password: unknown): Promise<boolean> {
      const newPassword = parseInput(passwordSchema, password);
      const passwordHash = await hashPassword(newPassword);
      const changedUserId = await db.transaction(async (tx) => {
        const userId = await consumeAccountToken(tx, {
          token,
          purpose: 'password-reset',
          now: now(),
        });
        if (!userId) return undefined;
        await repository.updatePassword(tx, userId, passwordHash, now());
        // Whoever got the link got the email, so the address is confirmed too.
        await repository.markEmailVerified(tx, userId, now());
        await repository.revokeProviderState(tx, userId);
        // The owner proved who they are: the waits on their account are over.
        await createSignInThrottle(tx).clearAccount(userId);
        return userId;
      });
      if (changedUserId) onCredentialsChange?.(changedUserId);
      return Boolean(changedUserId);
    },

    /**
     * Replaces the password of a signed-in person who knows the current one. Wrong guesses count
     * like the log-in page's, so a borrowed session cannot try many. Every session, refresh token
     * and earlier access token of the person ends, this one's included: all sign in again.
     */
    async changePassword(
      userId: string,
      currentPassword: string,
      newPassword: string,
      address: string,
    ): Promise<PasswordChangeResult> {
      const check = await checkPassword(userId, currentPassword, address);
      if (check !== 'ok') return check;
      const user = { id: userId };
      const at = now();
      const passwordHash = await hashPassword(parseInput(passwordSchema, newPassword));
      await db.transaction(async (tx) => {
        await repository.updatePassword(tx, user.id, passwordHash, at);
        await repository.revokeProviderState(tx, user.id);
      });
      onCredentialsChange?.(user.id);
      return 'changed';
    },

    async sendEmailVerification(userId: string): Promise<void> {
      const user = await repository.findUserById(db, userId);
      if (!user || user.emailVerifiedAt) return;
      const content = verifyEmailEmail({
        publicUrl: config.publicUrl,
        fullName: user.fullName,
        verifyUrl: await verificationLink(user.id),
        validHours: EMAIL_VERIFICATION_TOKEN_HOURS,
      });
      await mailer.send({ to: user.email, template: 'verify-email', ...content });
    },

    /** True when the link was good; it works once. */
    async completeEmailVerification(token: string): Promise<boolean> {
      const at = now();
      const userId = await consumeAccountToken(db, {
        token,
        purpose: 'email-verification',
        now: at,
      });
      if (!userId) return false;
      await repository.markEmailVerified(db, userId, at);
      return true;
    },
  };
}
