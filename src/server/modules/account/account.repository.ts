// Queries of the active-user call: the person's own settings.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';

/** What the active user carries from the account itself; nothing for an external-only person. */
export async function findUserSettings(
  db: Db,
  userId: string,
): Promise<
  { fullName: string; email: string; timeZone: string; timeZoneChosenAt: Date | null } | undefined
> {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      timeZone: users.timeZone,
      timeZoneChosenAt: users.timeZoneChosenAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
