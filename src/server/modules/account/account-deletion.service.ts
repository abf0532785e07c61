// Closing one's own account (ADR 0018). Personal data goes: name, email (free for a new account),
// password, two-factor, sessions and refresh tokens, vault files, recordings, intake answers.
// The financial and advisory records stay for the retention period under "Deleted user": meetings,
// signups, engagements, invoices, charges, refunds, reviews and disclosures accepted, all of which
// the advisor's compliance report still lists (docs/product.md#compliance-report, ADR 0036).
// Only clients (and affiliates) close their own account; a meeting still to come blocks it.
import {
  ACCOUNT_DELETION_MESSAGES,
  DELETED_USER_NAME,
} from '../../../shared/contracts/account-data';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import type { Role } from '../../../shared/roles';
import type { RequestUser } from '../../auth/access/request-user';
import type { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage/storage';
import * as repository from './account-deletion.repository';
import { recordAudit } from '../../db/audit-log';
import type { AuditEntry } from '../../db/audit-log';

/** Roles whose holders may close their own account. */
const SELF_SERVICE_ROLES: readonly Role[] = ['Consumer', 'Affiliate'];

/** An address that can never receive mail (RFC 2606) and never collides with a real one. */
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

export interface AccountDeletionDeps {
  db: Db;
  storage: Storage;
  twoFactor: TwoFactorService;
  log: { error(object: unknown, message: string): void };
  now?: () => Date;
  /** Told once the account is gone, so remembered identities are dropped. */
  onDeleted?: (userId: string) => void;
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { db, storage, twoFactor, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The one removal of a person (ADR 0018, 0036): personal rows and files go, records stay under
   * "Deleted user". `guard` runs first in the transaction; `audit` is the entry written with it.
   */
  const close = async (
    userId: string,
    email: string,
    options: {
      messages: { upcomingMeeting: string; bookingInProgress: string };
      guard?: (tx: Db) => Promise<void>;
      audit: AuditEntry;
    },
  ): Promise<void> => {
    const at = now();
    const storageKeys = await db.transaction(async (tx) => {
      await repository.lockUser(tx, userId);
      await options.guard?.(tx);
      if (await repository.hasUpcomingMeeting(tx, userId, at)) {
        throw new AppError('conflict', options.messages.upcomingMeeting);
      }
      if (await repository.hasOpenCheckout(tx, userId, at)) {
        throw new AppError('conflict', options.messages.bookingInProgress);
      }
      const recordingKeys = await repository.recordingKeysOfClient(tx, userId);
      await repository.markRecordingsDeleted(tx, userId, at);
      const fileKeys = await repository.deleteVaultFiles(tx, userId);
      await twoFactor.remove(tx, userId);
      await repository.deletePersonalRows(tx, userId, email);
      await repository.anonymiseReviews(tx, userId, DELETED_USER_NAME);
      await repository.anonymiseUser(tx, userId, {
        fullName: DELETED_USER_NAME,
        email: deletedEmailOf(userId),
        now: at,
      });
      await recordAudit(tx, { ...options.audit, createdAt: at });
      return [...fileKeys, ...recordingKeys];
    });
    deps.onDeleted?.(userId);
    // The rows are gone already; a stored object that fails to go is logged by key only.
    for (const key of storageKeys) {
      await storage.delete(key).catch((error: unknown) => {
        log.error({ err: error, storageKey: key }, 'a deleted account left a stored file');
      });
    }
  };

  return {
    async deleteAccount(user: RequestUser): Promise<void> {
      if (user.impersonatorId) {
        throw new AppError('forbidden', ACCOUNT_DELETION_MESSAGES.impersonating);
      }
      if (!isGuid(user.id))
        throw new AppError('forbidden', ACCOUNT_DELETION_MESSAGES.externalAccount);
      const account = await repository.findDeletableUser(db, user.id);
      if (!account || account.deleted) throw new AppError('notFound');
      if (
        !account.roles.every((role) => (SELF_SERVICE_ROLES as readonly string[]).includes(role))
      ) {
        throw new AppError('forbidden', ACCOUNT_DELETION_MESSAGES.staffAccount);
      }
      await close(user.id, account.email, {
        messages: ACCOUNT_DELETION_MESSAGES,
        audit: { actorId: user.id, subjectId: user.id, action: 'account-deleted' },
      });
    },

    /**
     * An admin closes someone's account (ADR 0041) by the same removal. The admin module's rules
     * (not oneself, not the last admin, not an advisor) run in `guard`, inside the transaction.
     */
    async deleteAccountOf(
      adminId: string,
      userId: string,
      options: {
        messages: { upcomingMeeting: string; bookingInProgress: string };
        guard: (tx: Db) => Promise<void>;
        before: unknown;
      },
    ): Promise<void> {
      const account = await repository.findDeletableUser(db, userId);
      if (!account || account.deleted) throw new AppError('notFound');
      await close(userId, account.email, {
        messages: options.messages,
        guard: options.guard,
        audit: {
          actorId: adminId,
          subjectId: userId,
          action: 'user-deleted',
          detail: 'personal fields removed; financial and compliance records kept',
          before: options.before,
          after: { fullName: DELETED_USER_NAME, roles: [] },
        },
      });
    },
  };
}
