// The orphan scan (docs/product.md#uploaded-files, ADR 0047): walks the whole store once, streaming,
// and asks the database about its keys a batch at a time; then walks the records a batch at a time
// and asks the store about theirs. Memory holds one batch and the capped lists, never the store.
import { ORPHAN_GRACE_MINUTES, ORPHAN_LIST_MAX } from '../../../shared/contracts/uploaded-files';
import type { OrphanScan, StoredObjectView } from '../../../shared/contracts/uploaded-files';
import type { Db } from '../../db/client';
import type { ListedObject, Storage } from '../../integrations/storage/storage';
import * as repository from './uploaded-files.repository';
import type { StoredFileRow } from './uploaded-files.repository';

const KEY_BATCH = 500;
const RECORD_BATCH = 200;
/** Existence checks in flight at once against the store. */
const CHECKS_AT_ONCE = 8;

export const graceCutoff = (now: Date) => new Date(now.getTime() - ORPHAN_GRACE_MINUTES * 60_000);

export interface ScanDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

async function objectsWithoutRecord(deps: ScanDeps) {
  const cutoff = graceCutoff(deps.now());
  const found: StoredObjectView[] = [];
  let scanned = 0;
  let bytes = 0;
  let total = 0;
  let batch: ListedObject[] = [];
  const settle = async () => {
    const referenced = await repository.referencedKeys(
      deps.db,
      batch.map((object) => object.key),
    );
    for (const object of batch) {
      if (referenced.has(object.key) || object.modifiedAt > cutoff) continue;
      total += 1;
      bytes += object.bytes;
      if (found.length < ORPHAN_LIST_MAX) {
        found.push({ ...object, modifiedAt: object.modifiedAt.toISOString() });
      }
    }
    batch = [];
  };
  for await (const object of deps.storage.list()) {
    scanned += 1;
    batch.push(object);
    if (batch.length >= KEY_BATCH) await settle();
  }
  await settle();
  return { found, scanned, bytes, truncated: total > found.length };
}

async function recordsWithoutObject(deps: ScanDeps) {
  const found: StoredFileRow[] = [];
  let scanned = 0;
  let total = 0;
  let after = '';
  for (;;) {
    const rows = await repository.storedFilesAfter(deps.db, after, RECORD_BATCH);
    if (rows.length === 0) break;
    scanned += rows.length;
    for (let index = 0; index < rows.length; index += CHECKS_AT_ONCE) {
      const slice = rows.slice(index, index + CHECKS_AT_ONCE);
      const present = await Promise.all(
        slice.map((row) => deps.storage.exists(row.key).catch(() => false)),
      );
      slice.forEach((row, at) => {
        if (present[at]) return;
        total += 1;
        if (found.length < ORPHAN_LIST_MAX) found.push(row);
      });
    }
    after = rows[rows.length - 1]!.key;
  }
  return { found, scanned, truncated: total > found.length };
}

export async function scanOrphans(
  deps: ScanDeps,
  view: (row: StoredFileRow) => OrphanScan['missing'][number],
): Promise<OrphanScan> {
  const objects = await objectsWithoutRecord(deps);
  const records = await recordsWithoutObject(deps);
  return {
    objects: objects.found,
    objectBytes: objects.bytes,
    missing: records.found.map(view),
    scannedObjects: objects.scanned,
    scannedRecords: records.scanned,
    truncated: objects.truncated || records.truncated,
    finishedAt: deps.now().toISOString(),
  };
}
