// The active user (spec §3, §7.1 api/account/user): who the app acts for, with the roles it acts
// with, and who is behind it while an admin impersonates.
import type { ActiveUser } from '../../../shared/contracts/account';
import type { Db } from '../../db/client';
import type { RequestUser } from '../../auth/access/request-user';
import * as repository from './account.repository';

export function createAccountService({ db }: { db: Db }) {
  return {
    async getActiveUser(user: RequestUser): Promise<ActiveUser> {
      const running = user.impersonatorId
        ? await repository.findRunningImpersonation(db, user.impersonatorId, user.id, new Date())
        : undefined;
      return {
        id: user.id,
        email: user.email,
        fullName: user.name,
        roles: user.roles,
        firmMember: user.firmMember,
        impersonation:
          user.impersonatorId && running
            ? {
                adminId: user.impersonatorId,
                adminName: running.adminName,
                endsAt: running.endsAt.toISOString(),
              }
            : null,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
