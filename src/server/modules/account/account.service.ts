// The active user (api/account/user, docs/product.md#api): who the app acts for, with the roles it
// acts with, the zone their pages show times in, and who is behind it while an admin impersonates.
import type { ActiveUser } from '../../../shared/contracts/account';
import { isGuid } from '../../../shared/guid';
import type { Db } from '../../db/client';
import { findRunningImpersonation } from '../../auth/access/impersonations';
import type { RequestUser } from '../../auth/access/request-user';
import * as repository from './account.repository';

export function createAccountService({ db }: { db: Db }) {
  return {
    async getActiveUser(user: RequestUser): Promise<ActiveUser> {
      const [running, settings] = await Promise.all([
        user.impersonatorId
          ? findRunningImpersonation(db, user.impersonatorId, new Date())
          : undefined,
        // A subject of an external provider that is no UUID has no account here.
        isGuid(user.id) ? repository.findUserSettings(db, user.id) : undefined,
      ]);
      return {
        id: user.id,
        // Read fresh, so a name or address just changed on the profile shows at once.
        email: settings?.email ?? user.email,
        fullName: settings?.fullName ?? user.name,
        roles: user.roles,
        firmMember: user.firmMember,
        impersonation:
          user.impersonatorId && running?.userId === user.id
            ? {
                adminId: user.impersonatorId,
                adminName: running.adminName,
                endsAt: running.endsAt.toISOString(),
              }
            : null,
        ...(settings
          ? { timeZone: settings.timeZone, timeZoneChosen: settings.timeZoneChosenAt !== null }
          : {}),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
