// Account and impersonation calls (docs/product.md#api, docs/product.md#impersonation). Answers are
// checked against the shared contracts. Loaded lazily: only signed-in visitors need it.
import {
  activeUserSchema,
  adminUserPageSchema,
  impersonationStartedSchema,
} from '../../shared/contracts/account';
import type {
  ActiveUser,
  AdminUserPage,
  ImpersonationStarted,
} from '../../shared/contracts/account';
import { ADMIN_API } from '../../shared/routes/admin-api';
import { IDENTITY_API } from '../../shared/routes/identity-api';
import { http } from './http';

export async function fetchActiveUser(): Promise<ActiveUser> {
  return activeUserSchema.parse(await http.get(IDENTITY_API.activeUser));
}

export async function startImpersonation(userId: string): Promise<ImpersonationStarted> {
  return impersonationStartedSchema.parse(await http.post(IDENTITY_API.impersonate(userId)));
}

export async function stopImpersonation(): Promise<void> {
  await http.post(IDENTITY_API.stopImpersonation);
}

export async function fetchAdminUsers(search: string, page: number): Promise<AdminUserPage> {
  const query = new URLSearchParams({ search, page: String(page) });
  return adminUserPageSchema.parse(await http.get(`${ADMIN_API.users}?${query.toString()}`));
}
