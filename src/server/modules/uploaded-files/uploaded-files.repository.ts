// SQL of the console's uploaded files (docs/product.md#uploaded-files, ADR 0047): every record that
// points at a stored object, as one list (vault files and plan deliverables, compliance documents,
// advisor photos, onboarding disclosures, recordings), paged for the table and looked up by key
// for the orphan scan.
import { and, count, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { complianceDocuments } from '../../db/schema/compliance';
import { advisorDisclosures } from '../../db/schema/onboarding';
import { engagements } from '../../db/schema/plans';
import { recordings } from '../../db/schema/recordings';
import { vaultFiles } from '../../db/schema/vault';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { UploadedFileKind, UploadedFileSort } from '../../../shared/contracts/uploaded-files';

export interface UploadedFileFilter extends ConsoleQuery<UploadedFileSort> {
  kind: UploadedFileKind | '';
}

const text = (value: SQL | string) =>
  typeof value === 'string' ? sql<string>`${value}::text` : sql<string>`(${value})::text`;
const nullText = sql<string | null>`null::text`;
const epochMs = (column: SQL | unknown) =>
  sql<number>`(extract(epoch from ${column}) * 1000)::double precision`.mapWith(Number);
const owner = alias(users, 'owner');

/** Every stored file's record, one shape for all: the union the table and the scan read. */
function storedFiles(db: Db) {
  const deliverable = sql`exists (select 1 from ${engagements} where ${engagements.deliverableFileId} = ${vaultFiles.id})`;
  const vault = db
    .select({
      key: text(sql`${vaultFiles.storageKey}`).as('key'),
      kind: text(sql`case when ${deliverable} then 'plan-deliverable' else 'vault' end`).as('kind'),
      name: text(sql`${vaultFiles.name}`).as('name'),
      bytes: sql<number | null>`${vaultFiles.sizeBytes}::double precision`.as('bytes'),
      contentType: sql<string | null>`${vaultFiles.contentType}::text`.as('content_type'),
      ownerId: sql<string | null>`${owner.id}::text`.as('owner_id'),
      ownerName: sql<string | null>`${owner.fullName}::text`.as('owner_name'),
      ownerEmail: sql<string | null>`${owner.email}::text`.as('owner_email'),
      belongsTo: text(
        sql`case when ${deliverable} then 'The Plan: the written plan' else 'Secure file vault' end`,
      ).as('belongs_to'),
      createdMs: epochMs(vaultFiles.createdAt).as('created_ms'),
    })
    .from(vaultFiles)
    .leftJoin(owner, eq(owner.id, vaultFiles.ownerId));
  const documents = db
    .select({
      key: text(sql`${complianceDocuments.fileKey}`).as('key'),
      kind: text('compliance-document').as('kind'),
      name: text(
        sql`coalesce(${complianceDocuments.fileName}, ${complianceDocuments.displayName})`,
      ).as('name'),
      bytes: sql<number | null>`null::double precision`.as('bytes'),
      contentType: sql<string | null>`'application/pdf'::text`.as('content_type'),
      ownerId: nullText.as('owner_id'),
      ownerName: nullText.as('owner_name'),
      ownerEmail: nullText.as('owner_email'),
      belongsTo: text(
        sql`${complianceDocuments.displayName} || ' (version ' || ${complianceDocuments.version} || ')'`,
      ).as('belongs_to'),
      createdMs: epochMs(complianceDocuments.updatedAt).as('created_ms'),
    })
    .from(complianceDocuments)
    .where(sql`${complianceDocuments.fileKey} is not null`);
  const photos = db
    .select({
      key: text(sql`${advisors.profilePicKey}`).as('key'),
      kind: text('advisor-photo').as('kind'),
      name: text(sql`'Photo of ' || ${advisors.firstName} || ' ' || ${advisors.lastName}`).as(
        'name',
      ),
      bytes: sql<number | null>`null::double precision`.as('bytes'),
      contentType: nullText.as('content_type'),
      ownerId: sql<string | null>`${owner.id}::text`.as('owner_id'),
      ownerName: sql<string | null>`${owner.fullName}::text`.as('owner_name'),
      ownerEmail: sql<string | null>`${owner.email}::text`.as('owner_email'),
      belongsTo: text(sql`'Advisor profile: ' || ${advisors.slug}`).as('belongs_to'),
      createdMs: epochMs(advisors.updatedAt).as('created_ms'),
    })
    .from(advisors)
    .leftJoin(owner, eq(owner.id, advisors.userId))
    .where(sql`${advisors.profilePicKey} is not null`);
  const disclosureAdvisor = alias(advisors, 'disclosure_advisor');
  const disclosures = db
    .select({
      key: text(sql`${advisorDisclosures.storageKey}`).as('key'),
      kind: text('advisor-disclosure').as('kind'),
      name: text(sql`${advisorDisclosures.fileName}`).as('name'),
      bytes: sql<number | null>`${advisorDisclosures.sizeBytes}::double precision`.as('bytes'),
      contentType: sql<string | null>`'application/pdf'::text`.as('content_type'),
      ownerId: sql<string | null>`${owner.id}::text`.as('owner_id'),
      ownerName: sql<string | null>`${owner.fullName}::text`.as('owner_name'),
      ownerEmail: sql<string | null>`${owner.email}::text`.as('owner_email'),
      belongsTo: text(
        sql`case when ${advisorDisclosures.kind} = 'adv' then 'Form ADV Part 2A' else 'Form CRS' end || ' of ' || ${disclosureAdvisor.firstName} || ' ' || ${disclosureAdvisor.lastName}`,
      ).as('belongs_to'),
      createdMs: epochMs(advisorDisclosures.uploadedAt).as('created_ms'),
    })
    .from(advisorDisclosures)
    .innerJoin(disclosureAdvisor, eq(disclosureAdvisor.id, advisorDisclosures.advisorId))
    .leftJoin(owner, eq(owner.id, disclosureAdvisor.userId));
  const videos = db
    .select({
      key: text(sql`${recordings.storageKey}`).as('key'),
      kind: text('recording').as('kind'),
      name: text(sql`'Recording of the meeting'`).as('name'),
      bytes: sql<number | null>`${recordings.sizeBytes}::double precision`.as('bytes'),
      contentType: sql<string | null>`${recordings.contentType}::text`.as('content_type'),
      ownerId: sql<string | null>`${owner.id}::text`.as('owner_id'),
      ownerName: sql<string | null>`${owner.fullName}::text`.as('owner_name'),
      ownerEmail: sql<string | null>`${owner.email}::text`.as('owner_email'),
      belongsTo: text(
        sql`'Meeting on ' || to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'`,
      ).as('belongs_to'),
      createdMs: epochMs(recordings.createdAt).as('created_ms'),
    })
    .from(recordings)
    .innerJoin(events, eq(events.id, recordings.eventId))
    .leftJoin(owner, eq(owner.id, events.clientId))
    .where(sql`${recordings.storageKey} is not null`);
  return unionAll(vault, documents, photos, disclosures, videos).as('stored_files');
}

export type StoredFileRow = {
  key: string;
  kind: string;
  name: string;
  bytes: number | null;
  contentType: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  belongsTo: string;
  createdMs: number;
};

export async function listUploadedFiles(db: Db, query: UploadedFileFilter) {
  const files = storedFiles(db);
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    query.kind ? eq(files.kind, query.kind) : undefined,
    pattern
      ? or(
          ilike(files.name, pattern),
          ilike(files.key, pattern),
          ilike(files.ownerName, pattern),
          ilike(files.ownerEmail, pattern),
        )
      : undefined,
  );
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const column = query.sort === 'size' ? files.bytes : files.createdMs;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(files)
      .where(where)
      // Files whose size the record does not keep come last either way.
      .orderBy(sql`${column} ${direction} nulls last`, sql`${files.key} ${direction}`)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(files).where(where),
  ]);
  return {
    items: items as StoredFileRow[],
    total: Number(totals[0]?.total ?? 0),
    page: query.page,
    size: query.size,
  };
}

/** Which of these keys some record points at. */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const files = storedFiles(db);
  const rows = await db
    .selectDistinct({ key: files.key })
    .from(files)
    .where(inArray(files.key, [...keys]));
  return new Set(rows.map((row) => row.key));
}

/** Records in key order after `after`, a batch at a time, for the scan of missing objects. */
export async function storedFilesAfter(
  db: Db,
  after: string,
  limit: number,
): Promise<StoredFileRow[]> {
  const files = storedFiles(db);
  const rows = await db
    .select()
    .from(files)
    .where(gt(files.key, after))
    .orderBy(files.key)
    .limit(limit);
  return rows as StoredFileRow[];
}
