// Which impersonation an admin runs right now, for the modules that show or refuse one.
import type { Db } from '../../db/client';
import { findOpenImpersonation } from './impersonations.repository';
import type { OpenImpersonation } from './impersonations.repository';

/** The admin's impersonation that was neither stopped nor has run out by `now`. */
export async function findRunningImpersonation(
  db: Db,
  adminId: string,
  now: Date,
): Promise<OpenImpersonation | undefined> {
  const open = await findOpenImpersonation(db, adminId);
  return open && open.endsAt.getTime() > now.getTime() ? open : undefined;
}
