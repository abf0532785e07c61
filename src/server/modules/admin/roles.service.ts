// Roles in the admin console (docs/product.md#admin-users, ADR 0041). Admins make their own roles
// to group people; the four built-in ones (shared/roles.ts) are what the areas and access rules
// rest on, so they are neither renamed nor deleted. A role someone holds is not deleted.
import {
  ADMIN_USER_MESSAGES,
  isBuiltInRole,
  roleCreateSchema,
  roleQuerySchema,
  roleRenameSchema,
} from '../../../shared/contracts/admin-users';
import type { RolePage, RoleQuery, RoleView } from '../../../shared/contracts/admin-users';
import { AppError } from '../../../shared/errors';
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import { parseInput } from '../../validation/parse-input';
import * as repository from './roles.repository';
import type { RoleRow } from './roles.repository';

export const ROLE_AUDIT_ACTIONS = {
  created: 'role-created',
  renamed: 'role-renamed',
  deleted: 'role-deleted',
} as const;

const viewOf = (row: RoleRow): RoleView => ({
  id: row.id,
  name: row.name,
  builtIn: isBuiltInRole(row.name),
  userCount: row.userCount,
  createdAt: row.createdAt.toISOString(),
});

/** A role id from the path: a positive integer, or no role at all (404). */
const roleIdOf = (text: string | number): number => {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('notFound');
  return id;
};

const nameTaken = (name: string) =>
  new AppError('conflict', ADMIN_USER_MESSAGES.roleTaken(name), {
    name: [ADMIN_USER_MESSAGES.roleTaken(name)],
  });

export function createAdminRolesService({ db }: { db: Db }) {
  /** The row, locked for the transaction, or 404. */
  const lockedRole = async (tx: Db, id: number) => {
    await repository.lockRole(tx, id);
    const role = await repository.findRole(tx, id);
    if (!role) throw new AppError('notFound');
    return role;
  };

  /** Two admins naming roles alike at once: the unique index lets one through. */
  const uniqueName = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) throw nameTaken(name);
      throw error;
    }
  };

  return {
    async listRoles(input: RoleQuery): Promise<RolePage> {
      const page = await repository.listRoles(db, parseInput(roleQuerySchema, input));
      return { ...page, items: page.items.map(viewOf) };
    },

    async findRole(id: string | number): Promise<RoleView> {
      const role = await repository.findRole(db, roleIdOf(id));
      if (!role) throw new AppError('notFound');
      return viewOf(role);
    },

    async createRole(admin: RequestUser, body: unknown): Promise<RoleView> {
      const { name } = parseInput(roleCreateSchema, body);
      const id = await uniqueName(name, () =>
        db.transaction(async (tx) => {
          if (await repository.findRoleByName(tx, name)) throw nameTaken(name);
          const created = await repository.insertRole(tx, name);
          await recordAudit(tx, {
            actorId: admin.id,
            action: ROLE_AUDIT_ACTIONS.created,
            detail: name,
            target: `role:${created}`,
            after: { name },
          });
          return created;
        }),
      );
      return this.findRole(id);
    },

    async renameRole(admin: RequestUser, body: unknown): Promise<RoleView> {
      const { id, name } = parseInput(roleRenameSchema, body);
      await uniqueName(name, () =>
        db.transaction(async (tx) => {
          const role = await lockedRole(tx, id);
          if (isBuiltInRole(role.name)) {
            throw new AppError('forbidden', ADMIN_USER_MESSAGES.builtInRole(role.name));
          }
          if (role.name === name) return;
          const other = await repository.findRoleByName(tx, name);
          if (other && other.id !== id) throw nameTaken(name);
          await repository.renameRole(tx, id, name);
          await recordAudit(tx, {
            actorId: admin.id,
            action: ROLE_AUDIT_ACTIONS.renamed,
            detail: `${role.name} → ${name}`,
            target: `role:${id}`,
            before: { name: role.name },
            after: { name },
          });
        }),
      );
      return this.findRole(id);
    },

    async deleteRole(admin: RequestUser, idText: string): Promise<void> {
      const id = roleIdOf(idText);
      await db.transaction(async (tx) => {
        // Grants lock the same row, so none slips in between the count and the delete.
        const role = await lockedRole(tx, id);
        if (isBuiltInRole(role.name)) {
          throw new AppError('forbidden', ADMIN_USER_MESSAGES.builtInRole(role.name));
        }
        if (role.userCount > 0) {
          throw new AppError('conflict', ADMIN_USER_MESSAGES.roleInUse(role.userCount));
        }
        await repository.deleteRole(tx, id);
        await recordAudit(tx, {
          actorId: admin.id,
          action: ROLE_AUDIT_ACTIONS.deleted,
          detail: role.name,
          target: `role:${id}`,
          before: { name: role.name },
        });
      });
    },
  };
}

export type AdminRolesService = ReturnType<typeof createAdminRolesService>;
