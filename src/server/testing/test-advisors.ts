// A fresh advisor profile for an account made in a test: unique slug and name, based in Denver, the
// default prices. The kits that need an advisor of their own (offerings, payouts) start from it.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { advisors } from '../db/schema/advisors';

export async function insertTestAdvisor(
  db: Db,
  userId: string,
  who: { slugPrefix: string; firstName: string; lastNamePrefix: string; avatar: string },
): Promise<{ id: string; slug: string }> {
  const unique = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(advisors)
    .values({
      userId,
      slug: `${who.slugPrefix}-${unique}`,
      firstName: who.firstName,
      lastName: `${who.lastNamePrefix} ${unique}`,
      title: 'Financial Planner',
      profilePicUrl: `/advisor-avatars/${who.avatar}.svg`,
      homeState: 'CO',
      city: 'Denver',
      firmName: `${who.lastNamePrefix} Planning`,
      timeZone: 'America/Denver',
      businessModel: 'hourly-planners',
      hourlyRateCents: 15_000,
      planPriceCents: 250_000,
      ongoingPriceCents: 10_000,
    })
    .returning({ id: advisors.id, slug: advisors.slug });
  return row!;
}
