// Rules of the client's secure file vault: uploads stream into storage under a key made from
// ids (the name is only a label), capped while streaming and judged by their bytes; a client
// reaches only their own files and shares them only with advisors they have booked; downloads
// go through short-lived signed links (or the store's own signed address).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { VaultFileRow } from '../../db/schema/vault';
import type { RequestUser } from '../../auth/access/request-user';
import { ObjectTooLargeError } from '../../integrations/storage/storage';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import { SNIFF_BYTES } from '../../../shared/file-signatures';
import { FILE_CHECK_MESSAGES, executableEnding, judgeFile } from '../../../shared/file-checks';
import type { LinkSigner } from '../../files/signed-links';
import { splitHead } from '../../files/stream-head';
import { keptBothName } from './kept-both-name';
import { VAULT_API } from '../../../shared/routes/vault-api';
import {
  VAULT_CONTENT_TYPES,
  VAULT_MESSAGES,
  vaultFileNameSchema,
} from '../../../shared/contracts/vault';
import type { VaultDuplicateChoice } from '../../../shared/contracts/vault';
import type {
  AdvisorClient,
  DownloadLink,
  ShareVaultFile,
  VaultAdvisors,
  VaultFile,
  VaultList,
  VaultListQuery,
} from '../../../shared/contracts/vault';
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import type { FindAdvisorOfUser } from '../availability/availability.service';
import {
  deleteFileRow,
  findClientOfAdvisor,
  findFile,
  findFileByName,
  insertFile,
  listOwnNames,
  lockOwnerNames,
  replaceFileContent,
  isSharedWith,
  listAdvisorsOfClient,
  listFilesSharedWith,
  listOwnFiles,
  listSharesOf,
  renameFile,
  setShare,
  sumOwnBytes,
} from './vault.repository';

/** How long a download link works: long enough to start a large download, short to leak. */
const DOWNLOAD_LINK_SECONDS = 5 * 60;
const ALLOWED = VAULT_CONTENT_TYPES;

export interface VaultDeps {
  db: Db;
  storage: Storage;
  links: LinkSigner;
  findAdvisorOfUser: FindAdvisorOfUser;
  /** The upload cap; tests lower it. */
  maxBytes?: number;
  now?: () => Date;
}

export type VaultService = ReturnType<typeof createVaultService>;

function nameOrRefuse(name: string): string {
  const parsed = vaultFileNameSchema.safeParse(name);
  if (!parsed.success) {
    throw new AppError('validation', undefined, {
      name: parsed.error.issues.map((issue) => issue.message),
    });
  }
  return parsed.data;
}

const refusedFile = (message: string) => new AppError('validation', message, { file: [message] });
/** A file whose ending or first bytes say it is not something kept here: 415, with the reason. */
const refusedType = (message: string) =>
  new AppError('unsupportedFileType', message, { file: [message] });
const duplicateName = (name: string, message = VAULT_MESSAGES.duplicate(name)) =>
  new AppError('duplicateFileName', message, { name: [message] });

/** Where a stored upload goes and what it may be. */
interface StoreRules {
  allowed: ReadonlySet<string>;
  refusal: string;
  /** Without a choice a file of the same name already kept is refused (409). */
  onDuplicate?: VaultDuplicateChoice | undefined;
}

export function createVaultService(deps: VaultDeps) {
  const { db, storage, links } = deps;
  const now = deps.now ?? (() => new Date());
  const maxBytes = deps.maxBytes ?? LIMITS.uploadBytes.max;

  async function viewsOf(rows: VaultFileRow[]): Promise<VaultFile[]> {
    const shares = await listSharesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      sharedWith: shares
        .filter((share) => share.fileId === row.id)
        .map(({ advisorId, name }) => ({ advisorId, name })),
    }));
  }

  /** The user's own file; everyone else's "does not exist". */
  async function ownFile(user: RequestUser, fileId: string): Promise<VaultFileRow> {
    const file = await findFile(db, fileId);
    if (!file || file.ownerId !== user.id) throw new AppError('notFound');
    return file;
  }

  async function linkFor(file: VaultFileRow, subject: string): Promise<DownloadLink> {
    const expiresAt = new Date(now().getTime() + DOWNLOAD_LINK_SECONDS * 1000);
    if (storage.signedDownloadUrl) {
      const url = await storage.signedDownloadUrl(file.storageKey, {
        fileName: file.name,
        contentType: file.contentType,
        expiresInSeconds: DOWNLOAD_LINK_SECONDS,
      });
      return { url, expiresAt: expiresAt.toISOString() };
    }
    const token = await links.sign(subject, expiresAt);
    return {
      url: `${VAULT_API.fileDownload(file.id)}?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * Refuses what can be told before the bytes arrive (a program's ending, a bad name, a name
   * already kept without a choice), then judges the first chunk; the rest is never read then.
   */
  async function refuseEarly(
    ownerId: string,
    input: { name: string; stream: Readable },
    rules: StoreRules,
  ): Promise<string> {
    try {
      const program = executableEnding(input.name);
      if (program) throw refusedType(FILE_CHECK_MESSAGES.executable(program));
      const name = nameOrRefuse(input.name);
      if (!rules.onDuplicate && (await findFileByName(db, ownerId, name))) {
        throw duplicateName(name);
      }
      return name;
    } catch (error) {
      input.stream.destroy();
      throw error;
    }
  }

  /** The row for stored bytes, named by the duplicate choice under the owner's name lock. */
  async function recordFile(
    ownerId: string,
    file: { id: string; name: string; storageKey: string; contentType: string; bytes: number },
    onDuplicate: VaultDuplicateChoice | undefined,
  ): Promise<{ row: VaultFileRow; replacedKey?: string }> {
    return db.transaction(async (tx) => {
      await lockOwnerNames(tx, ownerId);
      const at = now();
      const same = await findFileByName(tx, ownerId, file.name);
      if (same && onDuplicate === 'replace') {
        const row = await replaceFileContent(tx, same.id, {
          storageKey: file.storageKey,
          contentType: file.contentType,
          sizeBytes: file.bytes,
          now: at,
        });
        return { row, replacedKey: same.storageKey };
      }
      if (same && onDuplicate !== 'keepBoth') throw duplicateName(file.name);
      const name = same ? keptBothName(file.name, await listOwnNames(tx, ownerId)) : file.name;
      const row = await insertFile(tx, {
        id: file.id,
        ownerId,
        name,
        storageKey: file.storageKey,
        contentType: file.contentType,
        sizeBytes: file.bytes,
        createdAt: at,
      });
      return { row };
    });
  }

  async function store(
    ownerId: string,
    input: { name: string; stream: Readable },
    rules: StoreRules,
  ): Promise<VaultFile> {
    const name = await refuseEarly(ownerId, input, rules);
    const { head, whole } = await splitHead(input.stream, SNIFF_BYTES);
    const judged = judgeFile(head, name, rules.allowed, rules.refusal);
    if (!judged.ok) {
      whole.destroy();
      input.stream.destroy();
      throw judged.reason === 'empty' ? refusedFile(judged.message) : refusedType(judged.message);
    }
    const { contentType } = judged;
    const id = randomUUID();
    const storageKey = `vault/${ownerId}/${id}`;
    let bytes: number;
    try {
      ({ bytes } = await storage.put(storageKey, whole, { contentType, maxBytes }));
    } catch (error) {
      input.stream.destroy();
      if (error instanceof ObjectTooLargeError) {
        throw new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge, {
          file: [VAULT_MESSAGES.tooLarge],
        });
      }
      throw error;
    }
    let recorded: { row: VaultFileRow; replacedKey?: string };
    try {
      recorded = await recordFile(
        ownerId,
        { id, name, storageKey, contentType, bytes },
        rules.onDuplicate,
      );
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    // The replaced bytes go only once the new ones are stored and recorded.
    if (recorded.replacedKey) await storage.delete(recorded.replacedKey).catch(() => undefined);
    const [view] = await viewsOf([recorded.row]);
    return view!;
  }

  return {
    maxBytes,

    async list(user: RequestUser, query: VaultListQuery): Promise<VaultList> {
      const [rows, totalBytes] = await Promise.all([
        listOwnFiles(db, user.id, query),
        sumOwnBytes(db, user.id),
      ]);
      return { files: await viewsOf(rows), totalBytes };
    },

    /**
     * Streams an upload into storage. The first bytes decide what the file is; the cap is
     * enforced while the bytes arrive; on any failure nothing is kept.
     */
    upload: (
      user: RequestUser,
      input: { name: string; stream: Readable },
      onDuplicate?: VaultDuplicateChoice,
    ): Promise<VaultFile> =>
      store(user.id, input, { allowed: ALLOWED, refusal: VAULT_MESSAGES.unsupported, onDuplicate }),

    /**
     * Stores a file another party hands the client (the advisor's written plan) in the client's
     * vault, by the same rules, limited to `contentTypes`, and shared with that advisor. The
     * client is not there to choose, so a name already kept is kept both ways ("Plan (2).pdf").
     */
    async storeForClient(
      ownerId: string,
      input: { name: string; stream: Readable },
      only: { contentTypes: readonly string[]; refusal: string; shareWith: string },
    ): Promise<VaultFile> {
      const allowed = new Set(only.contentTypes.filter((type) => ALLOWED.has(type)));
      const file = await store(ownerId, input, {
        allowed,
        refusal: only.refusal,
        onDuplicate: 'keepBoth',
      });
      await setShare(db, { fileId: file.id, advisorId: only.shareWith, shared: true, now: now() });
      const [view] = await viewsOf([(await findFile(db, file.id))!]);
      return view!;
    },

    /**
     * The owner's file, shared with one advisor the caller vouches for (an engagement's advisor,
     * whom the client may not have met yet); null when the file is not the owner's.
     */
    async shareOwnFile(
      ownerId: string,
      fileId: string,
      advisorId: string,
    ): Promise<{ id: string; name: string } | null> {
      const file = await findFile(db, fileId);
      if (!file || file.ownerId !== ownerId) return null;
      await setShare(db, { fileId: file.id, advisorId, shared: true, now: now() });
      return { id: file.id, name: file.name };
    },

    async rename(user: RequestUser, fileId: string, name: string): Promise<VaultFile> {
      const file = await ownFile(user, fileId);
      const wanted = nameOrRefuse(name);
      // Under the owner's name lock, as uploads choose theirs: a name is never kept twice.
      await db.transaction(async (tx) => {
        await lockOwnerNames(tx, file.ownerId);
        const same = await findFileByName(tx, file.ownerId, wanted);
        if (same && same.id !== file.id) {
          throw duplicateName(wanted, VAULT_MESSAGES.nameTaken(wanted));
        }
        await renameFile(tx, file.id, wanted, now());
      });
      const [view] = await viewsOf([(await findFile(db, file.id))!]);
      return view!;
    },

    /** Removes the stored bytes and the record; the bytes go first, so nothing is left behind. */
    async remove(user: RequestUser, fileId: string): Promise<void> {
      const file = await ownFile(user, fileId);
      await storage.delete(file.storageKey);
      await deleteFileRow(db, file.id);
    },

    async advisors(user: RequestUser): Promise<VaultAdvisors> {
      return { advisors: await listAdvisorsOfClient(db, user.id) };
    },

    async share(user: RequestUser, fileId: string, share: ShareVaultFile): Promise<VaultFile> {
      const file = await ownFile(user, fileId);
      const mine = await listAdvisorsOfClient(db, user.id);
      if (share.shared && !mine.some((advisor) => advisor.id === share.advisorId)) {
        throw new AppError('forbidden', VAULT_MESSAGES.notYourAdvisor);
      }
      await setShare(db, {
        fileId: file.id,
        advisorId: share.advisorId,
        shared: share.shared,
        now: now(),
      });
      const [view] = await viewsOf([file]);
      return view!;
    },

    async downloadLink(user: RequestUser, fileId: string): Promise<DownloadLink> {
      const file = await ownFile(user, fileId);
      return linkFor(file, `vault:${file.id}`);
    },

    /** The file a signed link names, with its bytes; null for a bad or expired link. */
    async openByLink(
      fileId: string,
      token: string,
    ): Promise<{ file: VaultFileRow; object: StoredObject } | null> {
      if ((await links.verify(token, now())) !== `vault:${fileId}`) return null;
      const file = await findFile(db, fileId);
      if (!file) return null;
      const object = await storage.get(file.storageKey);
      return object ? { file, object } : null;
    },

    /** The advisor's client by id or email: someone with a meeting or an engagement with them. */
    findClientOfAdvisor: (advisorId: string, idOrEmail: string) =>
      findClientOfAdvisor(db, advisorId, idOrEmail),

    /** What an advisor sees of one of their clients: who they are and the files shared. */
    async clientOfAdvisor(user: RequestUser, client: string): Promise<AdvisorClient> {
      const advisor = await deps.findAdvisorOfUser(user.id);
      const found = advisor ? await findClientOfAdvisor(db, advisor.id, client) : undefined;
      if (!advisor || !found) throw new AppError('notFound');
      const shared = await listFilesSharedWith(db, found.id, advisor.id);
      return {
        client: found,
        files: shared.map(({ file, sharedAt }) => ({
          id: file.id,
          name: file.name,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          createdAt: file.createdAt.toISOString(),
          updatedAt: file.updatedAt.toISOString(),
          sharedAt: sharedAt.toISOString(),
        })),
      };
    },

    async advisorDownloadLink(
      user: RequestUser,
      client: string,
      fileId: string,
    ): Promise<DownloadLink> {
      const advisor = await deps.findAdvisorOfUser(user.id);
      const found = advisor ? await findClientOfAdvisor(db, advisor.id, client) : undefined;
      const file = found ? await findFile(db, fileId) : undefined;
      if (!advisor || !found || !file || file.ownerId !== found.id) throw new AppError('notFound');
      if (!(await isSharedWith(db, file.id, advisor.id))) throw new AppError('notFound');
      return linkFor(file, `vault:${file.id}`);
    },
  };
}
