// The residency rule (ADR 0054) for API tests that book or sign up: the client lives in a state the
// advisor serves (an advisor made in a test serves its home state), so holds and signups pass it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { advisorStates, advisors } from '../db/schema/advisors';
import { offerings } from '../db/schema/plans';

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
  if (!state) throw new Error(`Advisor ${advisorSlug} serves no state and has no home state.`);
  // Many clients of one new advisor may be made residents at once.
  if (!served) {
    await db.insert(advisorStates).values({ advisorId: advisor.id, state }).onConflictDoNothing();
  }
  await db.update(users).set({ residenceState: state }).where(eq(users.id, userId));
  return state;
}

/** The same for a signup: the client lives in a state the offering's advisor serves. */
export async function makeResidentForOffering(
  db: Db,
  userId: string,
  offeringId: string,
): Promise<string> {
  const [advisor] = await db
    .select({ slug: advisors.slug })
    .from(offerings)
    .innerJoin(advisors, eq(advisors.id, offerings.advisorId))
    .where(eq(offerings.id, offeringId))
    .limit(1);
  return advisor ? makeResident(db, userId, advisor.slug) : '';
}
