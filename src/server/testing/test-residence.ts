// The residency rule (ADR 0054) for API tests that book: the client lives in a state the advisor
// serves (an advisor made in a test serves its home state), so holds pass the rule.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { advisorStates, advisors } from '../db/schema/advisors';

export async function makeResident(db: Db, userId: string, advisorSlug: string): Promise<string> {
  const [advisor] = await db
    .select({ id: advisors.id, homeState: advisors.homeState })
    .from(advisors)
    .where(eq(advisors.slug, advisorSlug))
    .limit(1);
  if (!advisor) return '';
  const [served] = await db
    .select({ state: advisorStates.state })
    .from(advisorStates)
    .where(eq(advisorStates.advisorId, advisor.id))
    .limit(1);
  const state = served?.state ?? advisor.homeState;
  if (!served) await db.insert(advisorStates).values({ advisorId: advisor.id, state });
  await db.update(users).set({ residenceState: state }).where(eq(users.id, userId));
  return state;
}
