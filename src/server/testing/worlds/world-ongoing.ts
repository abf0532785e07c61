// A journey's client already in The Ongoing with its advisor, paid a month ago the way the demo
// seed makes the full advisor's place (ADR 0075): the waitlist journey's advisor is full this way.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { offerings } from '../../db/schema/plans';
import { insertOngoingEngagement } from '../../db/seed/demo-offerings';
import type { WorldOngoing, WorldOngoingRequest } from './world-contract';

const MONTH_MS = 30 * 86_400_000;

export async function addWorldOngoing(
  { db, now = new Date() }: { db: Db; now?: Date },
  request: WorldOngoingRequest,
): Promise<WorldOngoing> {
  const [client] = await db.select().from(users).where(eq(users.id, request.clientId));
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, request.advisorId));
  const [ongoing] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.advisorId, request.advisorId), eq(offerings.kind, 'ongoing')));
  if (!client || !advisor || !ongoing) throw new AppError('notFound');
  const engagementId = await db.transaction((tx) =>
    insertOngoingEngagement(tx, {
      offeringId: ongoing.id,
      advisorId: advisor.id,
      clientId: client.id,
      priceCents: advisor.ongoingPriceCents,
      startedAt: new Date(now.getTime() - MONTH_MS),
    }),
  );
  if (!engagementId) throw new Error('The Ongoing engagement was not made.');
  return { engagementId };
}
