// SQL of the contact form: the messages and the per-address count.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { contactMessages } from '../../db/schema/contact';
import type { ContactTopic } from '../../../shared/contracts/contact';

/** First key of the two-key advisory lock; the second is the hashed address. */
const ADDRESS_LOCK_NAMESPACE = 41_702;

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  subject: string;
  message: string;
  ipAddress: string;
  /** A local user id (UUID); kept only if the user still exists. */
  userId: string | null;
}

/**
 * Serialises senders from one address until the transaction ends, so the count and the insert
 * cannot interleave between two requests (or two server instances).
 */
export async function lockAddress(db: Db, ipAddress: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_NAMESPACE}::int, hashtext(${ipAddress}))`,
  );
}

/** Messages from the address whose created_at is within the last `windowSeconds` (database clock). */
export async function countRecentMessages(
  db: Db,
  ipAddress: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.ipAddress, ipAddress),
        gt(contactMessages.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.total ?? 0;
}

export async function insertContactMessage(
  db: Db,
  message: NewContactMessage,
): Promise<{ id: number; createdAt: Date }> {
  const { userId, ...fields } = message;
  const [row] = await db
    .insert(contactMessages)
    .values({
      ...fields,
      // A token's subject may have no local row (external provider, deleted account): store null.
      userId: userId
        ? sql`(select ${users.id} from ${users} where ${users.id} = ${userId}::uuid)`
        : null,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('The contact message was not stored.');
  return row;
}
