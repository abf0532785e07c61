// The default store: a folder (DATA_DIR/files). Objects live under objects/<key>, their content
// type beside them under meta/<key>.json, and writes go to tmp/ first and are renamed into place,
// so a reader never sees half an object and a failed write leaves nothing under the key.
import { randomUUID } from 'node:crypto';
import {
  mkdir,
  open,
  opendir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, ListedObject, PutOptions, Storage, StoredObject } from './storage';
import {
  assertValidListPrefix,
  assertValidStorageKey,
  InvalidStorageKeyError,
  isValidStorageKey,
} from './storage-rules';
import { byteCap, rangeWithin } from './storage-limits';

const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

export interface LocalStorageOptions {
  /** The folder that holds everything; made on first write. */
  root: string;
}

interface ObjectMeta {
  contentType: string;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}

/** No file there, or a parent of the path is a file rather than a folder. */
function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Passes bytes through and fails the pipeline as soon as more than `maxBytes` have gone by. */
export function createLocalStorage({ root }: LocalStorageOptions): Storage {
  const base = path.resolve(root);
  const objectsDir = path.join(base, 'objects');
  const metaDir = path.join(base, 'meta');
  const tmpDir = path.join(base, 'tmp');

  function inside(dir: string, key: string, suffix = ''): string {
    assertValidStorageKey(key);
    const file = path.join(dir, ...key.split('/')) + suffix;
    // The key rules already forbid escaping the folder; this guards against a rule slipping.
    if (!file.startsWith(dir + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }
  const objectPath = (key: string) => inside(objectsDir, key);
  const metaPath = (key: string) => inside(metaDir, key, '.json');

  async function readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as Partial<ObjectMeta>;
      return typeof meta.contentType === 'string' ? meta.contentType : UNKNOWN_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return UNKNOWN_CONTENT_TYPE;
      throw error;
    }
  }

  /** A key that is only a folder of other keys holds no object, so there is nothing to remove. */
  async function unlinkFile(file: string): Promise<void> {
    try {
      await unlink(file);
    } catch (error) {
      if (!isMissing(error) && errorCode(error) !== 'EISDIR') throw error;
    }
  }

  /**
   * Depth first, one open directory per level: memory grows with the depth of the keys, never
   * with their number. Folders that cannot hold a key with the prefix are not entered.
   */
  async function* walk(
    dir: string,
    relative: string,
    prefix: string,
  ): AsyncGenerator<ListedObject> {
    let handle;
    try {
      handle = await opendir(dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of handle) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (folder.startsWith(prefix) || prefix.startsWith(folder)) {
          yield* walk(path.join(dir, entry.name), key, prefix);
        }
        continue;
      }
      // Only what the interface could have written: stray files are not objects.
      if (!entry.isFile() || !key.startsWith(prefix) || !isValidStorageKey(key)) continue;
      try {
        const info = await stat(path.join(dir, entry.name));
        yield { key, bytes: info.size, modifiedAt: info.mtime };
      } catch (error) {
        // Removed while the walk went by.
        if (!isMissing(error)) throw error;
      }
    }
  }

  return {
    kind: 'local',

    list(prefix = ''): AsyncIterable<ListedObject> {
      assertValidListPrefix(prefix);
      return walk(objectsDir, '', prefix);
    },

    async put(key: string, body: Readable, options: PutOptions): Promise<{ bytes: number }> {
      const target = objectPath(key);
      const metaTarget = metaPath(key);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const tmpMeta = `${tmp}.json`;
      const cap = byteCap(options.maxBytes);
      try {
        // Opened before streaming, so the clean-up below can never run ahead of the file's creation.
        const out = await open(tmp, 'wx');
        await pipeline(body, cap.transform, out.createWriteStream());
        const meta: ObjectMeta = { contentType: options.contentType };
        await writeFile(tmpMeta, JSON.stringify(meta), { flag: 'wx' });
        await Promise.all([
          mkdir(path.dirname(target), { recursive: true }),
          mkdir(path.dirname(metaTarget), { recursive: true }),
        ]);
        // The content type lands first, so an object file that exists always has one.
        await rename(tmpMeta, metaTarget);
        await rename(tmp, target);
      } catch (error) {
        await Promise.all([rm(tmp, { force: true }), rm(tmpMeta, { force: true })]);
        throw error;
      }
      return { bytes: cap.counted() };
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      const file = objectPath(key);
      let handle: FileHandle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The open handle keeps reading the same object even if it is replaced meanwhile.
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const totalBytes = info.size;
        const contentType = await readContentType(key);
        if (!range) {
          const stream = handle.createReadStream({ autoClose: true });
          return { stream, contentType, bytes: totalBytes, totalBytes };
        }
        const within = rangeWithin(range, totalBytes);
        const stream = handle.createReadStream({ ...within, autoClose: true });
        const bytes = within.end - within.start + 1;
        return { stream, contentType, bytes, totalBytes, range: within };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      // The object goes first, so an object file that exists always has its content type.
      await unlinkFile(objectPath(key));
      await unlinkFile(metaPath(key));
    },

    async exists(key: string): Promise<boolean> {
      try {
        return (await stat(objectPath(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
