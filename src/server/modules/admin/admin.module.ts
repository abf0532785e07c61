// The admin module's part in the server and the worker (module-manifest.ts): impersonation, and
// the users and roles of the admin console (ADR 0041).
import type { AccountDeletionService } from '../account/account-deletion.service';
import { defineModule } from '../module-manifest';
import { createAdminService } from './admin.service';
import { createAdminRolesService } from './roles.service';
import { createAdminUsersService } from './users.service';

export const adminModule = defineModule({
  name: 'admin',
  create: (
    { db, now, forgetUser },
    { accountDeletion }: { accountDeletion: AccountDeletionService },
  ) => ({
    admin: createAdminService({
      db,
      ...(forgetUser ? { onImpersonationChange: forgetUser } : {}),
    }),
    adminUsers: createAdminUsersService({
      db,
      accountDeletion,
      now,
      ...(forgetUser ? { onAccessChange: forgetUser } : {}),
    }),
    adminRoles: createAdminRolesService({ db }),
  }),
});
