// The local-folder store: byte-exact round trips, ranges, the size cap and the key rules.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/test-config';
import { createLocalStorage } from './local-storage';
import {
  createStorage,
  InvalidStorageKeyError,
  isValidStorageKey,
  ObjectTooLargeError,
  RangeNotSatisfiableError,
} from './storage';
import type { Storage } from './storage';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'jfa-storage-'));
  storage = createLocalStorage({ root });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under the store's folder, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A body delivered in small chunks, as a network upload would be. */
function chunked(bytes: Buffer, size = 1000): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    chunks.push(bytes.subarray(offset, offset + size));
  }
  return Readable.from(chunks);
}

const put = (key: string, bytes: Buffer, maxBytes = 1_000_000, contentType = 'image/png') =>
  storage.put(key, chunked(bytes), { contentType, maxBytes });

describe('local storage', () => {
  it('is what the factory gives without S3', () => {
    expect(createStorage(testConfig()).kind).toBe('local');
  });

  it('returns the bytes it was given, with their content type and length', async () => {
    const bytes = randomBytes(200_000);
    expect(await put('photos/a-1.png', bytes)).toEqual({ bytes: bytes.length });
    const object = await storage.get('photos/a-1.png');
    expect(object).toMatchObject({ contentType: 'image/png', bytes: 200_000, totalBytes: 200_000 });
    expect((await buffer(object!.stream)).equals(bytes)).toBe(true);
    expect(await storage.exists('photos/a-1.png')).toBe(true);
  });

  it('replaces an object written again under the same key', async () => {
    await put('doc.txt', Buffer.from('first'), 100, 'text/plain');
    await put('doc.txt', Buffer.from('second version'), 100, 'text/markdown');
    const object = await storage.get('doc.txt');
    expect(object?.contentType).toBe('text/markdown');
    expect(await text(object!.stream)).toBe('second version');
  });

  it('reads a byte range', async () => {
    const bytes = randomBytes(10_000);
    await put('video/clip.bin', bytes);
    const middle = await storage.get('video/clip.bin', { start: 1000, end: 1999 });
    expect(middle).toMatchObject({ bytes: 1000, totalBytes: 10_000 });
    expect(middle?.range).toEqual({ start: 1000, end: 1999 });
    expect((await buffer(middle!.stream)).equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await storage.get('video/clip.bin', { start: 9_990, end: 50_000 });
    expect(tail?.range).toEqual({ start: 9_990, end: 9_999 });
    expect((await buffer(tail!.stream)).equals(bytes.subarray(9_990))).toBe(true);

    await expect(storage.get('video/clip.bin', { start: 10_000 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    await expect(storage.get('video/clip.bin', { start: 5, end: 2 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('refuses a body over the cap while streaming and leaves nothing behind', async () => {
    await expect(put('big.bin', randomBytes(5_001), 5_000)).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await storage.exists('big.bin')).toBe(false);
    expect(await filesUnder(root)).toEqual([]);
    // Exactly at the cap is allowed.
    expect(await put('fits.bin', randomBytes(5_000), 5_000)).toEqual({ bytes: 5_000 });
  });

  it('keeps the previous object when a replacement fails', async () => {
    await put('keep.txt', Buffer.from('original'), 100, 'text/plain');
    await expect(put('keep.txt', randomBytes(101), 100)).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    const object = await storage.get('keep.txt');
    expect(object?.contentType).toBe('text/plain');
    expect(await text(object!.stream)).toBe('original');
  });

  it('leaves nothing behind when the body fails midway', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('connection reset');
    }
    await expect(
      storage.put('broken.bin', Readable.from(failing()), {
        contentType: 'application/octet-stream',
        maxBytes: 100,
      }),
    ).rejects.toThrow('connection reset');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses keys that could name a place outside the store', async () => {
    const bad = [
      '',
      '/etc/passwd',
      '../outside',
      'photos/../../outside',
      'photos/./a',
      'photos//a',
      'photos/',
      '.hidden',
      'Photos/A.png',
      'photos\\a',
      'photos/a b',
      'photos/%2e%2e',
      'a'.repeat(202),
    ];
    for (const key of bad) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await filesUnder(root)).toEqual([]);
    expect(isValidStorageKey('advisor-photos/1b2c-0a1b2c3d.png')).toBe(true);
  });

  it('deletes an object and its content type, and deleting again is fine', async () => {
    await put('photos/gone.png', Buffer.from('bytes'));
    await storage.delete('photos/gone.png');
    expect(await storage.exists('photos/gone.png')).toBe(false);
    expect(await storage.get('photos/gone.png')).toBeNull();
    expect(await filesUnder(root)).toEqual([]);
    await expect(storage.delete('photos/gone.png')).resolves.toBeUndefined();
  });

  it('answers null for a missing key, including a folder of other keys', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    expect(await storage.exists('nothing/here.png')).toBe(false);
    await put('folder/inner.png', Buffer.from('x'));
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.exists('folder')).toBe(false);
    await expect(storage.delete('folder')).resolves.toBeUndefined();
    expect(await storage.exists('folder/inner.png')).toBe(true);
  });

  it('lists every object with its size and time, under a prefix or all, and nothing else', async () => {
    const before = Date.now() - 1000;
    await put('vault/u1/a', Buffer.from('12345'));
    await put('vault/u1/b', Buffer.from('1'));
    await put('vault/u2/c', Buffer.from('12'));
    await put('vault-old/d', Buffer.from('123'));
    await put('recordings/e/f.webm', Buffer.from(''));
    // Stray files are not objects: a name the key rules refuse, and the store's own folders.
    await writeFile(path.join(root, 'objects', 'vault', 'Stray File.txt'), 'x');
    await mkdir(path.join(root, 'tmp'), { recursive: true });
    await writeFile(path.join(root, 'tmp', 'partial'), 'x');
    const all = await listAll(storage.list());
    expect(all.map((object) => `${object.key}:${object.bytes}`).sort()).toEqual([
      'recordings/e/f.webm:0',
      'vault-old/d:3',
      'vault/u1/a:5',
      'vault/u1/b:1',
      'vault/u2/c:2',
    ]);
    expect(all.every((object) => object.modifiedAt.getTime() >= before)).toBe(true);
    const keys = async (prefix: string) =>
      (await listAll(storage.list(prefix))).map((object) => object.key).sort();
    expect(await keys('vault/')).toEqual(['vault/u1/a', 'vault/u1/b', 'vault/u2/c']);
    expect(await keys('vault')).toEqual(['vault-old/d', 'vault/u1/a', 'vault/u1/b', 'vault/u2/c']);
    expect(await keys('vault/u1/a')).toEqual(['vault/u1/a']);
    expect(await keys('nothing/')).toEqual([]);
  });

  it('lists nothing in a store never written to, and refuses a prefix out of it', async () => {
    expect(await listAll(storage.list())).toEqual([]);
    for (const prefix of ['../', '/etc', 'a/../b', 'UPPER']) {
      expect(() => storage.list(prefix), prefix).toThrow(InvalidStorageKeyError);
    }
  });

  it('streams a large listing without gathering it first', async () => {
    for (let index = 0; index < 30; index += 1) {
      await put(`many/${String(index).padStart(2, '0')}`, Buffer.from('x'));
    }
    const iterator = storage.list('many/')[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    await iterator.return?.();
    expect(await listAll(storage.list('many/'))).toHaveLength(30);
  });
});

async function listAll<T>(source: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}
