// The signed-in user's profile (docs/product.md#account): name, time zone and email preferences; a
// new email address that counts once the link sent to it is followed; a new password for someone
// who knows the current one. Address and password are changed by the account holder only, never by
// an admin acting as them.
import {
  EMAIL_CHANGE_TOKEN_HOURS,
  PROFILE_MESSAGES,
  confirmEmailPath,
  notificationPreferencesOf,
} from '../../../shared/contracts/profile';
import type {
  EmailChangeConfirm,
  EmailChangeRequest,
  PasswordChange,
  Profile,
  ProfileUpdate,
} from '../../../shared/contracts/profile';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import type { Mailer } from '../../integrations/email/email';
import type { RequestUser } from '../../auth/access/request-user';
import { ACCOUNT_PATHS } from '../../auth/account-paths';
import { consumeAccountToken, issueAccountToken } from '../../auth/accounts/account-tokens';
import { createAccountsService } from '../../auth/accounts/accounts.service';
import {
  confirmEmailChangeEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
} from '../notifications/profile-emails';
import * as repository from './profile.repository';
import type { ProfileRecord } from './profile.repository';

const HOUR_MS = 3_600_000;

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({
  db,
  mailer,
  config,
  now = () => new Date(),
  onCredentialsChange,
}: {
  db: Db;
  mailer: Mailer;
  config: Config;
  now?: () => Date;
  onCredentialsChange?: (userId: string) => void;
}) {
  const accounts = createAccountsService({
    db,
    mailer,
    config,
    now,
    ...(onCredentialsChange ? { onCredentialsChange } : {}),
  });
  const forgotPasswordUrl = `${config.publicUrl}${ACCOUNT_PATHS.forgotPassword}`;

  const toProfile = (record: ProfileRecord): Profile => ({
    fullName: record.fullName,
    email: record.email,
    pendingEmail: record.pendingEmail,
    // Another identity provider vouches for its own addresses.
    emailVerified: record.emailVerifiedAt !== null || config.usesExternalIdentity,
    timeZone: record.timeZone,
    timeZoneChosen: record.timeZoneChosenAt !== null,
    notificationPreferences: notificationPreferencesOf(record.notificationPreferences),
    residence: record.residenceState,
    hasPassword: record.hasPassword,
    canChangeEmail: !config.usesExternalIdentity,
  });

  async function recordOf(userId: string): Promise<ProfileRecord> {
    // An external provider's subject that is no UUID has no account here.
    const record = isGuid(userId) ? await repository.findProfile(db, userId) : undefined;
    if (!record) throw new AppError('notFound', PROFILE_MESSAGES.notFound);
    return record;
  }

  const profileOf = async (userId: string) => toProfile(await recordOf(userId));

  function refuseImpersonation(user: RequestUser): void {
    if (user.impersonatorId) throw new AppError('forbidden', PROFILE_MESSAGES.impersonating);
  }

  return {
    getProfile: (user: RequestUser): Promise<Profile> => profileOf(user.id),

    async updateProfile(user: RequestUser, update: ProfileUpdate): Promise<Profile> {
      const record = await recordOf(user.id);
      const at = now();
      await repository.updateProfile(
        db,
        user.id,
        {
          ...(update.fullName !== undefined ? { fullName: update.fullName } : {}),
          ...(update.timeZone !== undefined
            ? { timeZone: update.timeZone, timeZoneChosenAt: at }
            : {}),
          ...(update.residence !== undefined ? { residenceState: update.residence } : {}),
          ...(update.notificationPreferences
            ? {
                notificationPreferences: {
                  ...record.notificationPreferences,
                  ...update.notificationPreferences,
                },
              }
            : {}),
        },
        at,
      );
      return profileOf(user.id);
    },

    /** Sends the confirmation link of the current address again, for a lost or expired one. */
    async sendEmailVerification(user: RequestUser): Promise<void> {
      if (config.usesExternalIdentity) {
        throw new AppError('conflict', PROFILE_MESSAGES.emailElsewhere);
      }
      const record = await recordOf(user.id);
      if (record.emailVerifiedAt) throw new AppError('conflict', PROFILE_MESSAGES.alreadyVerified);
      await accounts.sendEmailVerification(user.id);
    },

    /**
     * Keeps the new address as pending and sends it a confirmation link; the current address is
     * told, so a stranger in the session cannot move the account quietly. Asking again for the
     * same address sends a fresh link (the earlier one stops working).
     */
    async requestEmailChange(user: RequestUser, { email }: EmailChangeRequest): Promise<Profile> {
      refuseImpersonation(user);
      if (config.usesExternalIdentity) {
        throw new AppError('conflict', PROFILE_MESSAGES.emailElsewhere);
      }
      const record = await recordOf(user.id);
      if (email.toLowerCase() === record.email.toLowerCase()) {
        throw new AppError('validation', undefined, { email: [PROFILE_MESSAGES.sameEmail] });
      }
      if (await repository.isEmailUsedByOther(db, user.id, email)) {
        throw new AppError('validation', undefined, { email: [PROFILE_MESSAGES.emailTaken] });
      }
      const at = now();
      const token = await db.transaction(async (tx) => {
        await repository.setPendingEmail(tx, user.id, email, at);
        return issueAccountToken(tx, {
          userId: user.id,
          purpose: 'email-change',
          validMs: EMAIL_CHANGE_TOKEN_HOURS * HOUR_MS,
          now: at,
        });
      });
      const person = { publicUrl: config.publicUrl, fullName: record.fullName };
      await mailer.send({
        to: email,
        template: 'confirm-email-change',
        ...confirmEmailChangeEmail({
          ...person,
          newEmail: email,
          confirmUrl: `${config.publicUrl}${confirmEmailPath(token, user.roles)}`,
          validHours: EMAIL_CHANGE_TOKEN_HOURS,
        }),
      });
      if (record.pendingEmail?.toLowerCase() !== email.toLowerCase()) {
        await mailer.send({
          to: record.email,
          template: 'email-change-requested',
          ...emailChangeRequestedEmail({ ...person, newEmail: email, resetUrl: forgotPasswordUrl }),
        });
      }
      return profileOf(user.id);
    },

    /** Follows the link, signed in as its owner: the pending address becomes the account's. */
    async confirmEmailChange(user: RequestUser, { token }: EmailChangeConfirm): Promise<Profile> {
      refuseImpersonation(user);
      await recordOf(user.id);
      const invalid = () =>
        new AppError('validation', PROFILE_MESSAGES.linkInvalid, {
          token: [PROFILE_MESSAGES.linkInvalid],
        });
      try {
        // One transaction: an address taken meanwhile leaves the link usable.
        await db.transaction(async (tx) => {
          const at = now();
          const owner = await consumeAccountToken(tx, {
            token,
            purpose: 'email-change',
            now: at,
            userId: user.id,
          });
          if (!owner) throw invalid();
          const pending = (await repository.findProfile(tx, user.id))?.pendingEmail;
          if (!pending) throw invalid();
          if (await repository.isEmailUsedByOther(tx, user.id, pending)) {
            throw new AppError('conflict', PROFILE_MESSAGES.emailTakenMeanwhile);
          }
          await repository.applyPendingEmail(tx, user.id, at);
        });
      } catch (error) {
        if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) {
          throw new AppError('conflict', PROFILE_MESSAGES.emailTakenMeanwhile);
        }
        throw error;
      }
      return profileOf(user.id);
    },

    /** `address` is the client's, for the wrong-password waits of the sign-in throttle. */
    async changePassword(
      user: RequestUser,
      change: PasswordChange,
      address: string,
    ): Promise<void> {
      refuseImpersonation(user);
      const record = await recordOf(user.id);
      const result = await accounts.changePassword(
        user.id,
        change.currentPassword,
        change.newPassword,
        address,
      );
      switch (result) {
        case 'changed':
          break;
        case 'wrongPassword':
          throw new AppError('validation', undefined, {
            currentPassword: [PROFILE_MESSAGES.wrongPassword],
          });
        case 'locked':
          throw new AppError('rateLimited', PROFILE_MESSAGES.locked);
        case 'noPassword':
          throw new AppError('conflict', PROFILE_MESSAGES.noPassword);
        case 'unknown':
          throw new AppError('notFound', PROFILE_MESSAGES.notFound);
      }
      await mailer.send({
        to: record.email,
        template: 'password-changed',
        ...passwordChangedEmail({
          publicUrl: config.publicUrl,
          fullName: record.fullName,
          resetUrl: forgotPasswordUrl,
        }),
      });
    },
  };
}
