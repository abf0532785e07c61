// Queries of the residency rule: where a client lives, and whether an advisor serves a state.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisorStates } from '../../db/schema/advisors';

export async function findResidence(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ residence: users.residenceState })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.residence ?? null;
}

export async function saveResidence(
  db: Db,
  userId: string,
  residence: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ residenceState: residence, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function advisorServesState(
  db: Db,
  advisorId: string,
  state: string,
): Promise<boolean> {
  const [row] = await db
    .select({ state: advisorStates.state })
    .from(advisorStates)
    .where(and(eq(advisorStates.advisorId, advisorId), eq(advisorStates.state, state)))
    .limit(1);
  return row !== undefined;
}
