// The console's uploaded files (docs/product.md#uploaded-files, ADR 0047): the table of every
// stored file with its owner and what it belongs to, the orphan scan, and the removal of orphans,
// each one checked again (still unreferenced, old enough, still there) and audited as it goes.
import {
  UPLOADED_FILE_KINDS,
  removeOrphansSchema,
  uploadedFileQuerySchema,
} from '../../../shared/contracts/uploaded-files';
import type {
  OrphanScan,
  RemoveOrphansAnswer,
  UploadedFileKind,
  UploadedFilePage,
  UploadedFileQuery,
  UploadedFileRow,
} from '../../../shared/contracts/uploaded-files';
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { isValidStorageKey } from '../../integrations/storage/storage';
import type { ListedObject, Storage } from '../../integrations/storage/storage';
import { parseInput } from '../../validation/parse-input';
import { graceCutoff, scanOrphans } from './orphan-scan';
import * as repository from './uploaded-files.repository';
import type { StoredFileRow } from './uploaded-files.repository';

const isKind = (value: string): value is UploadedFileKind =>
  (UPLOADED_FILE_KINDS as readonly string[]).includes(value);

function rowView(row: StoredFileRow): UploadedFileRow {
  return {
    key: row.key,
    kind: isKind(row.kind) ? row.kind : 'vault',
    name: row.name,
    bytes: row.bytes === null ? null : Math.round(Number(row.bytes)),
    contentType: row.contentType,
    owner:
      row.ownerId === null
        ? null
        : { id: row.ownerId, fullName: row.ownerName ?? '', email: row.ownerEmail ?? '' },
    belongsTo: row.belongsTo,
    createdAt: new Date(Number(row.createdMs)).toISOString(),
  };
}

/** The object under exactly this key, as the store lists it now. */
async function listedObject(storage: Storage, key: string): Promise<ListedObject | null> {
  for await (const object of storage.list(key)) {
    if (object.key === key) return object;
  }
  return null;
}

export function createUploadedFilesService(deps: { db: Db; storage: Storage; now: () => Date }) {
  const { db, storage, now } = deps;
  return {
    async listFiles(input: UploadedFileQuery): Promise<UploadedFilePage> {
      const query = parseInput(uploadedFileQuerySchema, input);
      const page = await repository.listUploadedFiles(db, query);
      return { ...page, items: page.items.map(rowView) };
    },

    findOrphans: (): Promise<OrphanScan> => scanOrphans(deps, rowView),

    async removeOrphans(admin: RequestUser, body: unknown): Promise<RemoveOrphansAnswer> {
      const { keys } = parseInput(removeOrphansSchema, body);
      const answer: RemoveOrphansAnswer = { removed: [], kept: [] };
      for (const key of new Set(keys)) {
        if (!isValidStorageKey(key)) {
          answer.kept.push({ key, reason: 'invalid' });
          continue;
        }
        const object = await listedObject(storage, key);
        if (!object) {
          answer.kept.push({ key, reason: 'gone' });
          continue;
        }
        if (object.modifiedAt > graceCutoff(now())) {
          answer.kept.push({ key, reason: 'recent' });
          continue;
        }
        // The check, the entry and the removal together: a failed removal leaves no entry.
        const removed = await db.transaction(async (tx) => {
          if ((await repository.referencedKeys(tx, [key])).has(key)) return false;
          await recordAudit(tx, {
            actorId: admin.id,
            action: 'orphan-file-removed',
            target: `file:${key}`,
            before: { key, bytes: object.bytes, modifiedAt: object.modifiedAt.toISOString() },
            after: null,
          });
          await storage.delete(key);
          return true;
        });
        if (removed) answer.removed.push(key);
        else answer.kept.push({ key, reason: 'referenced' });
      }
      return answer;
    },
  };
}

export type UploadedFilesService = ReturnType<typeof createUploadedFilesService>;
