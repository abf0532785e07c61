// Meetings a journey's client has had and will have with its advisor, paid in the ledger like a
// real booking: the same three the demo client starts with (ADR 0075).
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { insertMeetingHistory } from '../../db/seed/demo-meetings';
import type { Storage } from '../../integrations/storage/storage';
import type { WorldMeetings, WorldMeetingsRequest } from './world-contract';

export async function addWorldMeetings(
  { db, storage, now = new Date() }: { db: Db; storage: Storage; now?: Date },
  request: WorldMeetingsRequest,
): Promise<WorldMeetings> {
  const [client] = await db.select().from(users).where(eq(users.id, request.clientId));
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, request.advisorId));
  if (!client || !advisor) throw new AppError('notFound');
  const [heldWithNotes, heldWaitingForNotes, upcoming] = await db.transaction((tx) =>
    insertMeetingHistory(tx, { client, advisor }, now, storage),
  );
  return {
    heldWithNotes: heldWithNotes!,
    heldWaitingForNotes: heldWaitingForNotes!,
    upcoming: upcoming!,
  };
}
