// Users in the admin console (docs/product.md#admin-users, ADR 0041): the table, one user, what an
// admin may edit, role grants and deleting an account. Every write is audited with its before and
// after in its own transaction, and a change of roles takes effect at once (onAccessChange).
//
// The last admin is guarded by locking the Admin role's row before counting its holders: two
// admins removing each other at once queue behind the lock, and the second sees one admin left.
import {
  ADMIN_USER_MESSAGES,
  USER_SEARCH_LIMIT,
  userEditSchema,
  userQuerySchema,
} from '../../../shared/contracts/admin-users';
import type {
  BasicUser,
  UserDetail,
  UserEdit,
  UserPage,
  UserQuery,
  UserRow,
} from '../../../shared/contracts/admin-users';
import { consoleQuerySchema } from '../../../shared/contracts/console';
import { roleGrantSchema } from '../../../shared/contracts/admin-users';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import { LIMITS } from '../../../shared/limits';
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import type { AccountDeletionService } from '../account/account-deletion.service';
import * as rolesRepository from './roles.repository';
import * as repository from './users.repository';
import type { UserRecord } from './users.repository';

export const USER_AUDIT_ACTIONS = {
  edited: 'user-edited',
  roleGranted: 'role-granted',
  roleRemoved: 'role-removed',
} as const;

const ADMIN_ROLE = 'Admin';

/** The meeting refusals as an admin reads them (the person's own say "you"). */
const ADMIN_DELETION_BLOCKERS = {
  upcomingMeeting:
    'This user has a meeting still to come. Cancel it on Meetings first, then delete the account.',
  bookingInProgress:
    'This user is paying for a booking. Wait a few minutes for the held time to lapse.',
};

const ADVISOR_NOT_DELETED =
  'Advisors are not deleted here: their practice keeps its records. Unlist them on Advisors and remove the Advisor role first.';

export interface AdminUsersDeps {
  db: Db;
  accountDeletion: AccountDeletionService;
  /** Told when someone's roles or account change, so remembered identities are dropped. */
  onAccessChange?: (userId: string) => void;
  now?: () => Date;
}

const rowOf = (row: repository.UserListRow): UserRow => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  roles: row.roles,
  createdAt: row.createdAt.toISOString(),
});

const detailOf = (row: UserRecord): UserDetail => ({
  ...rowOf(row),
  timeZone: row.timeZone,
  firmMember: row.isFirmMember,
  emailVerified: row.emailVerifiedAt !== null,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** The values an edit may change, for the audit entry's before and after. */
const editable = (row: {
  fullName: string;
  email: string;
  timeZone: string;
  firmMember: boolean;
}) => ({
  fullName: row.fullName,
  email: row.email,
  timeZone: row.timeZone,
  firmMember: row.firmMember,
});

const byUsersQuery = consoleQuerySchema(['name', 'email', 'joined'] as const, {
  sort: 'name',
  dir: 'asc',
});

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** A role by name, or a 400 naming it (the table's filter and the search's extra). */
  const roleNamed = async (name: string) => {
    const role = await rolesRepository.findRoleByName(db, name);
    if (!role) {
      throw new AppError('validation', undefined, {
        role: [ADMIN_USER_MESSAGES.unknownRole(name)],
      });
    }
    return role;
  };

  /** A live account by the id in the path; anything else is 404. */
  const liveUser = async (tx: Db, id: string) => {
    const user = isGuid(id) ? await repository.findUser(tx, id) : undefined;
    if (!user || user.deletedAt) throw new AppError('notFound');
    return user;
  };

  /** Refuses leaving the product with no admin; call with the Admin role locked. */
  const keepOneAdmin = async (tx: Db) => {
    const adminRole = await rolesRepository.findRoleByName(tx, ADMIN_ROLE);
    if (!adminRole) return;
    await rolesRepository.lockRole(tx, adminRole.id);
    if ((await repository.countHolders(tx, adminRole.id)) <= 1) {
      throw new AppError('conflict', ADMIN_USER_MESSAGES.lastAdmin);
    }
  };

  return {
    async listUsers(input: UserQuery): Promise<UserPage> {
      const query = parseInput(userQuerySchema, input);
      const roleId = query.role ? (await roleNamed(query.role)).id : undefined;
      const page = await repository.listUsers(db, {
        ...query,
        ...(roleId === undefined ? {} : { roleId }),
      });
      return { ...page, items: page.items.map(rowOf) };
    },

    /** GET users/roles/{role}: the holders of one role, paged by name. */
    async listUsersWithRole(roleName: string, input: unknown): Promise<UserPage> {
      const role = await rolesRepository.findRoleByName(db, roleName);
      if (!role) throw new AppError('notFound');
      const query = parseInput(byUsersQuery, input);
      const page = await repository.listUsers(db, { ...query, roleId: role.id });
      return { ...page, items: page.items.map(rowOf) };
    },

    async searchUsers(text: string, extra?: string): Promise<UserRow[]> {
      const search = text.trim().slice(0, LIMITS.consoleSearch.max);
      const roleId = extra ? (await roleNamed(extra)).id : undefined;
      const rows = await repository.searchUsers(db, search, roleId, USER_SEARCH_LIMIT);
      return rows.map(rowOf);
    },

    async findBasicUser(id: string): Promise<BasicUser> {
      const user = await liveUser(db, id);
      return { id: user.id, fullName: user.fullName, email: user.email };
    },

    /** A deleted account is still found here: the edit page says it is deleted. */
    async findUser(id: string): Promise<UserDetail> {
      const user = isGuid(id) ? await repository.findUser(db, id) : undefined;
      if (!user) throw new AppError('notFound');
      return detailOf(user);
    },

    async editUser(admin: RequestUser, id: string, body: unknown): Promise<UserDetail> {
      await liveUser(db, id);
      const edit = parseInput(userEditSchema, body as UserEdit);
      await db.transaction(async (tx) => {
        await repository.lockUser(tx, id);
        const current = await liveUser(tx, id);
        if (await repository.emailTakenByOther(tx, edit.email, id)) {
          throw new AppError('conflict', ADMIN_USER_MESSAGES.emailTaken, {
            email: [ADMIN_USER_MESSAGES.emailTaken],
          });
        }
        const before = editable({ ...current, firmMember: current.isFirmMember });
        const after = editable(edit);
        const changed = Object.keys(after).filter(
          (key) => before[key as keyof typeof before] !== after[key as keyof typeof after],
        );
        if (changed.length === 0) return;
        await repository.updateUser(tx, id, {
          fullName: edit.fullName,
          email: edit.email,
          timeZone: edit.timeZone,
          isFirmMember: edit.firmMember,
          now: now(),
        });
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: id,
          action: USER_AUDIT_ACTIONS.edited,
          detail: `changed ${changed.join(', ')}`,
          before: Object.fromEntries(
            changed.map((key) => [key, before[key as keyof typeof before]]),
          ),
          after: Object.fromEntries(changed.map((key) => [key, after[key as keyof typeof after]])),
        });
      });
      // The name and address are part of who they are signed in as.
      deps.onAccessChange?.(id);
      return this.findUser(id);
    },

    async rolesOf(id: string): Promise<{ roles: string[] }> {
      return { roles: (await liveUser(db, id)).roles };
    },

    async grantRole(admin: RequestUser, id: string, body: unknown): Promise<{ roles: string[] }> {
      await liveUser(db, id);
      const { role: name } = parseInput(roleGrantSchema, body);
      const role = await rolesRepository.findRoleByName(db, name);
      if (!role) throw new AppError('notFound', ADMIN_USER_MESSAGES.unknownRole(name));
      await db.transaction(async (tx) => {
        await rolesRepository.lockRole(tx, role.id);
        const user = await liveUser(tx, id);
        if (!(await repository.grantRole(tx, id, role.id))) {
          throw new AppError('conflict', ADMIN_USER_MESSAGES.alreadyHolds(role.name));
        }
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: id,
          action: USER_AUDIT_ACTIONS.roleGranted,
          detail: role.name,
          target: `role:${role.id}`,
          before: { roles: user.roles },
          after: { roles: [...user.roles, role.name].sort() },
        });
      });
      deps.onAccessChange?.(id);
      return this.rolesOf(id);
    },

    async removeRole(admin: RequestUser, id: string, body: unknown): Promise<{ roles: string[] }> {
      await liveUser(db, id);
      const { role: name } = parseInput(roleGrantSchema, body);
      const role = await rolesRepository.findRoleByName(db, name);
      if (!role) throw new AppError('notFound', ADMIN_USER_MESSAGES.unknownRole(name));
      if (role.name === ADMIN_ROLE && id === admin.id) {
        throw new AppError('forbidden', ADMIN_USER_MESSAGES.removeOwnAdmin);
      }
      await db.transaction(async (tx) => {
        if (role.name === ADMIN_ROLE) await keepOneAdmin(tx);
        else await rolesRepository.lockRole(tx, role.id);
        const user = await liveUser(tx, id);
        if (!(await repository.revokeRole(tx, id, role.id))) {
          throw new AppError('conflict', ADMIN_USER_MESSAGES.doesNotHold(role.name));
        }
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: id,
          action: USER_AUDIT_ACTIONS.roleRemoved,
          detail: role.name,
          target: `role:${role.id}`,
          before: { roles: user.roles },
          after: { roles: user.roles.filter((held) => held !== role.name) },
        });
      });
      deps.onAccessChange?.(id);
      return this.rolesOf(id);
    },

    /** Closes the account by the account module's one removal; records stay (ADR 0036). */
    async deleteUser(admin: RequestUser, id: string): Promise<void> {
      const user = await liveUser(db, id);
      if (id === admin.id) throw new AppError('forbidden', ADMIN_USER_MESSAGES.deleteSelf);
      if (user.roles.includes('Advisor')) throw new AppError('conflict', ADVISOR_NOT_DELETED);
      await deps.accountDeletion.deleteAccountOf(admin.id, id, {
        messages: ADMIN_DELETION_BLOCKERS,
        before: { roles: user.roles },
        guard: async (tx) => {
          const current = await liveUser(tx, id);
          if (current.roles.includes(ADMIN_ROLE)) await keepOneAdmin(tx);
        },
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
