// SQL of the file vault: a client's files with whom each is shared, the advisors a client may
// share with (those they have booked or engaged), and what one advisor was given by one client.
import { and, asc, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { engagements } from '../../db/schema/plans';
import { vaultFileShares, vaultFiles } from '../../db/schema/vault';
import type { VaultFileRow } from '../../db/schema/vault';
import type { VaultListQuery } from '../../../shared/contracts/vault';
import { likePattern } from '../../db/paged-query';

const ORDER = {
  date: vaultFiles.createdAt,
  name: sql`lower(${vaultFiles.name})`,
  size: vaultFiles.sizeBytes,
} as const;

export async function listOwnFiles(db: Db, ownerId: string, query: VaultListQuery) {
  const direction = query.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(vaultFiles)
    .where(
      and(
        eq(vaultFiles.ownerId, ownerId),
        query.search ? ilike(vaultFiles.name, likePattern(query.search)) : undefined,
      ),
    )
    .orderBy(direction(ORDER[query.sort]), desc(vaultFiles.id));
}

export async function sumOwnBytes(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${vaultFiles.sizeBytes}), 0)` })
    .from(vaultFiles)
    .where(eq(vaultFiles.ownerId, ownerId));
  return Number(row?.total ?? 0);
}

export async function listSharesOf(db: Db, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      fileId: vaultFileShares.fileId,
      advisorId: vaultFileShares.advisorId,
      name: sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`,
    })
    .from(vaultFileShares)
    .innerJoin(advisors, eq(advisors.id, vaultFileShares.advisorId))
    .where(inArray(vaultFileShares.fileId, fileIds));
}

export async function findFile(db: Db, fileId: string): Promise<VaultFileRow | undefined> {
  const [row] = await db.select().from(vaultFiles).where(eq(vaultFiles.id, fileId)).limit(1);
  return row;
}

export async function insertFile(
  db: Db,
  values: Omit<typeof vaultFiles.$inferInsert, 'updatedAt'>,
): Promise<VaultFileRow> {
  const [row] = await db
    .insert(vaultFiles)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function renameFile(db: Db, fileId: string, name: string, now: Date) {
  await db.update(vaultFiles).set({ name, updatedAt: now }).where(eq(vaultFiles.id, fileId));
}

export async function deleteFileRow(db: Db, fileId: string): Promise<void> {
  await db.delete(vaultFiles).where(eq(vaultFiles.id, fileId));
}

/** Advisors the client has a meeting with (any status): the ones files may be shared with. */
export async function listAdvisorsOfClient(db: Db, clientId: string) {
  // Those the client booked, and those delivering a Plan or an Ongoing to them.
  return db
    .select({
      id: advisors.id,
      slug: advisors.slug,
      name: sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`,
    })
    .from(advisors)
    .where(
      or(
        exists(
          db
            .select({ id: events.id })
            .from(events)
            .where(and(eq(events.advisorId, advisors.id), eq(events.clientId, clientId))),
        ),
        exists(
          db
            .select({ id: engagements.id })
            .from(engagements)
            .where(and(eq(engagements.advisorId, advisors.id), eq(engagements.clientId, clientId))),
        ),
      ),
    )
    .orderBy(sql`${advisors.firstName} || ' ' || ${advisors.lastName}`);
}

export async function setShare(
  db: Db,
  share: { fileId: string; advisorId: string; shared: boolean; now: Date },
): Promise<void> {
  if (share.shared) {
    await db
      .insert(vaultFileShares)
      .values({ fileId: share.fileId, advisorId: share.advisorId, sharedAt: share.now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(vaultFileShares)
      .where(
        and(
          eq(vaultFileShares.fileId, share.fileId),
          eq(vaultFileShares.advisorId, share.advisorId),
        ),
      );
  }
}

/** A client of an advisor, by id or email: someone with a meeting with that advisor. */
export async function findClientOfAdvisor(db: Db, advisorId: string, idOrEmail: string) {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrEmail);
  // A client of the advisor: someone who booked a meeting, or bought a Plan or an Ongoing.
  const [row] = await db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .where(
      and(
        isId
          ? or(eq(users.id, idOrEmail), sql`lower(${users.email}) = lower(${idOrEmail})`)
          : sql`lower(${users.email}) = lower(${idOrEmail})`,
        or(
          exists(
            db
              .select({ id: events.id })
              .from(events)
              .where(and(eq(events.clientId, users.id), eq(events.advisorId, advisorId))),
          ),
          exists(
            db
              .select({ id: engagements.id })
              .from(engagements)
              .where(and(eq(engagements.clientId, users.id), eq(engagements.advisorId, advisorId))),
          ),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** The files one client shared with one advisor, newest share first. */
export async function listFilesSharedWith(db: Db, ownerId: string, advisorId: string) {
  return db
    .select({ file: vaultFiles, sharedAt: vaultFileShares.sharedAt })
    .from(vaultFileShares)
    .innerJoin(vaultFiles, eq(vaultFiles.id, vaultFileShares.fileId))
    .where(and(eq(vaultFiles.ownerId, ownerId), eq(vaultFileShares.advisorId, advisorId)))
    .orderBy(desc(vaultFileShares.sharedAt));
}

export async function isSharedWith(db: Db, fileId: string, advisorId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: vaultFileShares.fileId })
    .from(vaultFileShares)
    .where(and(eq(vaultFileShares.fileId, fileId), eq(vaultFileShares.advisorId, advisorId)))
    .limit(1);
  return row !== undefined;
}

/** One client's uploads take turns choosing their names, so two "keep both" never collide. */
export async function lockOwnerNames(tx: Db, ownerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`vault-names:${ownerId}`}, 0))`,
  );
}

/** The owner's newest file of this name, letter case aside (as the person reads names). */
export async function findFileByName(
  db: Db,
  ownerId: string,
  name: string,
): Promise<VaultFileRow | undefined> {
  const [row] = await db
    .select()
    .from(vaultFiles)
    .where(and(eq(vaultFiles.ownerId, ownerId), sql`lower(${vaultFiles.name}) = lower(${name})`))
    .orderBy(desc(vaultFiles.createdAt))
    .limit(1);
  return row;
}

export async function listOwnNames(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: vaultFiles.name })
    .from(vaultFiles)
    .where(eq(vaultFiles.ownerId, ownerId));
  return rows.map((row) => row.name);
}

/** Points a file at new bytes; its id, name and shares stay. */
export async function replaceFileContent(
  db: Db,
  fileId: string,
  content: { storageKey: string; contentType: string; sizeBytes: number; now: Date },
): Promise<VaultFileRow> {
  const [row] = await db
    .update(vaultFiles)
    .set({
      storageKey: content.storageKey,
      contentType: content.contentType,
      sizeBytes: content.sizeBytes,
      updatedAt: content.now,
    })
    .where(eq(vaultFiles.id, fileId))
    .returning();
  return row!;
}
