// Account and impersonation calls (docs/product.md#api, docs/product.md#impersonation). Answers are
// checked against the shared contracts. Loaded lazily: only signed-in visitors need it.
import { activeUserSchema, impersonationStartedSchema } from '../../shared/contracts/account';
import type { ActiveUser, ImpersonationStarted } from '../../shared/contracts/account';
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
