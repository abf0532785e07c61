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
      const at = now();
      const storageKeys = await db.transaction(async (tx) => {
        await repository.lockUser(tx, user.id);
        if (await repository.hasUpcomingMeeting(tx, user.id, at)) {
          throw new AppError('conflict', ACCOUNT_DELETION_MESSAGES.upcomingMeeting);
        }
        if (await repository.hasOpenCheckout(tx, user.id, at)) {
          throw new AppError('conflict', ACCOUNT_DELETION_MESSAGES.bookingInProgress);
        }
        const recordingKeys = await repository.recordingKeysOfClient(tx, user.id);
        await repository.markRecordingsDeleted(tx, user.id, at);
        const fileKeys = await repository.deleteVaultFiles(tx, user.id);
        await twoFactor.remove(tx, user.id);
        await repository.deletePersonalRows(tx, user.id, account.email);
        await repository.anonymiseReviews(tx, user.id, DELETED_USER_NAME);
        await repository.anonymiseUser(tx, user.id, {
          fullName: DELETED_USER_NAME,
          email: deletedEmailOf(user.id),
          now: at,
        });
        await recordAudit(tx, { actorId: user.id, subjectId: user.id, action: 'account-deleted' });
        return [...fileKeys, ...recordingKeys];
      });
      deps.onDeleted?.(user.id);
      // The rows are gone already; a stored object that fails to go is logged by key only.
      for (const key of storageKeys) {
        await storage.delete(key).catch((error: unknown) => {
          log.error({ err: error, storageKey: key }, 'a deleted account left a stored file');
        });
      }
    },
  };
}
