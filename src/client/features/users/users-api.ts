// The admin's users and roles calls (docs/product.md#admin-users), checked against the shared
// contracts; every write refreshes the tables and the record it changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  rolePageSchema,
  roleViewSchema,
  userDetailSchema,
  userRolesAnswerSchema,
} from '../../../shared/contracts/admin-users';
import type { RoleView, UserDetail, UserEdit } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

export const USERS_TABLE = 'users';
export const ROLES_TABLE = 'roles';
const userKey = (id: string) => ['admin', 'user', id] as const;
const roleKey = (id: string) => ['admin', 'role', id] as const;

export function useUser(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: async () => userDetailSchema.parse(await http.get(ADMIN_API.user(id))),
    retry: retryOnlyFailures,
  });
}

export function useRole(id: string) {
  return useQuery({
    queryKey: roleKey(id),
    queryFn: async () => roleViewSchema.parse(await http.get(ADMIN_API.role(id))),
    retry: retryOnlyFailures,
  });
}

/** After a write: the tables, the audit log and the record are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (keys: readonly (readonly unknown[])[]) => {
    for (const key of [
      consoleTableKey(USERS_TABLE),
      consoleTableKey(ROLES_TABLE),
      consoleTableKey('audit-log'),
      ...keys,
    ]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

export function useEditUser(id: string) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: UserEdit) =>
      userDetailSchema.parse(await http.put(ADMIN_API.user(id), edit)),
    onSuccess: (user: UserDetail) => {
      client.setQueryData(userKey(id), user);
      refresh([]);
    },
  });
}

export function useChangeRole(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ role, grant }: { role: string; grant: boolean }) =>
      userRolesAnswerSchema.parse(
        grant
          ? await http.post(ADMIN_API.userRoles(id), { role })
          : await http.delete(ADMIN_API.userRoles(id), { role }),
      ),
    onSuccess: () => refresh([userKey(id)]),
  });
}

export function useDeleteUser(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => http.delete(ADMIN_API.user(id)),
    onSuccess: () => refresh([userKey(id)]),
  });
}

export function useSaveRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (role: { id?: number; name: string }): Promise<RoleView> =>
      roleViewSchema.parse(
        role.id === undefined
          ? await http.post(ADMIN_API.roles, { name: role.name })
          : await http.put(ADMIN_API.roles, { id: role.id, name: role.name }),
      ),
    onSuccess: (role) => refresh([roleKey(String(role.id))]),
  });
}

export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.delete(ADMIN_API.role(id)),
    onSuccess: () => refresh([]),
  });
}

/** Every role's name, for the role filter and the grant choice (roles are few). */
export function useRoleNames() {
  return useQuery({
    queryKey: [...consoleTableKey(ROLES_TABLE), 'names'],
    queryFn: async () =>
      rolePageSchema
        .parse(await http.get(`${ADMIN_API.roles}?size=100`))
        .items.map((role) => role.name),
    retry: retryOnlyFailures,
  });
}
