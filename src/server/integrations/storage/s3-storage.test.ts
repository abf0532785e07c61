// The S3 store against a real S3-compatible server (s3rver on a free local port): byte-exact round
// trips through multipart, ranges, the size cap, the key rules and signed download addresses.
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/test-config';
import { createS3Storage } from './s3-storage';
import {
  createStorage,
  InvalidStorageKeyError,
  ObjectTooLargeError,
  RangeNotSatisfiableError,
} from './storage';
import type { Storage } from './storage';

const MiB = 1024 * 1024;
// s3rver checks signatures against these.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';

let directory: string;
let server: Server;
let endpoint: string;
/** Method and path of every request the server saw, to tell multipart from a single PUT. */
let requests: string[] = [];
let bucketCount = 0;
let bucket: string;
let admin: S3Client;
let storage: Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'jfa-s3-'));
  const handle = new S3rver({ directory, silent: true }).callback();
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
});

afterAll(async () => {
  admin?.destroy();
  await new Promise((resolve) => server?.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

// A fresh bucket per test, so "nothing left behind" means an empty listing.
beforeEach(async () => {
  bucket = `jfa-test-${++bucketCount}`;
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  storage = createS3Storage({ endpoint, region, bucket, ...credentials });
  requests = [];
});

async function keysInBucket(): Promise<string[]> {
  const listing = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
}

/** A body delivered in chunks as it is read, counting how much was taken from it. */
function source(bytes: Buffer, size = 64 * 1024): { stream: Readable; taken: () => number } {
  let offset = 0;
  const stream = new Readable({
    read() {
      const chunk = bytes.subarray(offset, offset + size);
      offset += chunk.length;
      this.push(chunk.length > 0 ? chunk : null);
    },
  });
  return { stream, taken: () => offset };
}

const put = (key: string, bytes: Buffer, maxBytes = 100 * MiB, contentType = 'image/png') =>
  storage.put(key, source(bytes).stream, { contentType, maxBytes });

describe('S3 storage', () => {
  it('is what the factory gives when S3_BUCKET is set', () => {
    const config = testConfig({
      S3_BUCKET: 'jfa-files',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(createStorage(config).kind).toBe('s3');
  });

  it('round-trips a large object through a multipart upload, byte for byte', async () => {
    const bytes = randomBytes(17 * MiB + 123);
    expect(await put('videos/a-1.bin', bytes, 20 * MiB, 'video/mp4')).toEqual({
      bytes: bytes.length,
    });
    expect(requests.filter((line) => line.includes('partNumber='))).toHaveLength(3);
    const object = await storage.get('videos/a-1.bin');
    expect(object).toMatchObject({
      contentType: 'video/mp4',
      bytes: bytes.length,
      totalBytes: bytes.length,
    });
    expect((await buffer(object!.stream)).equals(bytes)).toBe(true);
  });

  it('round-trips a tiny object in one request and keeps its content type', async () => {
    expect(await put('photos/tiny.svg', Buffer.from('<svg/>'), 100, 'image/svg+xml')).toEqual({
      bytes: 6,
    });
    expect(requests.some((line) => line.includes('uploads'))).toBe(false);
    const object = await storage.get('photos/tiny.svg');
    expect(object).toMatchObject({ contentType: 'image/svg+xml', bytes: 6, totalBytes: 6 });
    expect(await text(object!.stream)).toBe('<svg/>');
  });

  it('replaces an object written again under the same key', async () => {
    await put('doc.txt', Buffer.from('first'), 100, 'text/plain');
    await put('doc.txt', Buffer.from('second version'), 100, 'text/markdown');
    const object = await storage.get('doc.txt');
    expect(object?.contentType).toBe('text/markdown');
    expect(await text(object!.stream)).toBe('second version');
  });

  it('stops a multipart upload at the cap, reads little past it and leaves nothing', async () => {
    const maxBytes = 10 * MiB;
    const body = source(randomBytes(30 * MiB));
    await expect(
      storage.put('videos/big.bin', body.stream, { contentType: 'video/mp4', maxBytes }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(body.taken()).toBeLessThan(maxBytes + MiB);
    // A part went up before the cap was reached, so the upload was multipart and then aborted.
    expect(requests.some((line) => line.includes('partNumber=1'))).toBe(true);
    expect(requests.some((line) => line.startsWith('DELETE') && line.includes('uploadId='))).toBe(
      true,
    );
    expect(await storage.exists('videos/big.bin')).toBe(false);
    expect(await keysInBucket()).toEqual([]);
  });

  it('refuses a small body over the cap and accepts one exactly at it', async () => {
    await expect(put('big.bin', randomBytes(5_001), 5_000)).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(requests.some((line) => line.startsWith('PUT'))).toBe(false);
    expect(await keysInBucket()).toEqual([]);
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
      yield randomBytes(9 * MiB);
      // Fails only once the first part is on its way, so there is an upload to abort.
      await vi.waitUntil(() => requests.some((line) => line.includes('partNumber=1')));
      throw new Error('connection reset');
    }
    await expect(
      storage.put('broken.bin', Readable.from(failing()), {
        contentType: 'application/octet-stream',
        maxBytes: 20 * MiB,
      }),
    ).rejects.toThrow('connection reset');
    expect(requests.some((line) => line.startsWith('DELETE') && line.includes('uploadId='))).toBe(
      true,
    );
    expect(await keysInBucket()).toEqual([]);
  });

  it('reads byte ranges: the first bytes, the middle, a suffix past the end', async () => {
    const bytes = randomBytes(10_000);
    await put('video/clip.bin', bytes);
    const first = await storage.get('video/clip.bin', { start: 0, end: 99 });
    expect(first).toMatchObject({ bytes: 100, totalBytes: 10_000, range: { start: 0, end: 99 } });
    expect((await buffer(first!.stream)).equals(bytes.subarray(0, 100))).toBe(true);

    const middle = await storage.get('video/clip.bin', { start: 1000, end: 1999 });
    expect(middle).toMatchObject({ bytes: 1000, range: { start: 1000, end: 1999 } });
    expect((await buffer(middle!.stream)).equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await storage.get('video/clip.bin', { start: 9_990 });
    expect(tail).toMatchObject({ bytes: 10, range: { start: 9_990, end: 9_999 } });
    expect((await buffer(tail!.stream)).equals(bytes.subarray(9_990))).toBe(true);

    const clamped = await storage.get('video/clip.bin', { start: 9_995, end: 50_000 });
    expect(clamped?.range).toEqual({ start: 9_995, end: 9_999 });
    expect((await buffer(clamped!.stream)).equals(bytes.subarray(9_995))).toBe(true);
  });

  it('refuses a range outside the object', async () => {
    await put('video/clip.bin', randomBytes(10_000));
    for (const range of [{ start: 10_000 }, { start: 5, end: 2 }, { start: -1, end: 5 }]) {
      const refusal = storage.get('video/clip.bin', range);
      await expect(refusal).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(refusal).rejects.toMatchObject({ totalBytes: 10_000 });
    }
  });

  it('deletes an object, and deleting again is fine', async () => {
    await put('photos/gone.png', Buffer.from('bytes'));
    expect(await storage.exists('photos/gone.png')).toBe(true);
    await storage.delete('photos/gone.png');
    expect(await storage.exists('photos/gone.png')).toBe(false);
    expect(await storage.get('photos/gone.png')).toBeNull();
    await expect(storage.delete('photos/gone.png')).resolves.toBeUndefined();
    expect(await keysInBucket()).toEqual([]);
  });

  it('answers null for a missing key, including a prefix of other keys', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await put('folder/inner.png', Buffer.from('x'));
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.exists('folder')).toBe(false);
    expect(await storage.exists('folder/inner.png')).toBe(true);
  });

  it('refuses invalid keys before asking the server', async () => {
    for (const key of ['', '/etc/passwd', '../outside', 'photos//a', 'Photos/A.png', 'a b']) {
      await expect(put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(
        storage.signedDownloadUrl!(key, {
          fileName: 'x',
          contentType: 'text/plain',
          expiresInSeconds: 60,
        }),
      ).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(requests).toEqual([]);
  });

  it('signs a download address that plain fetch can use, as an attachment', async () => {
    const bytes = randomBytes(50_000);
    await put('vault/f-1.bin', bytes, 100_000, 'application/octet-stream');
    const url = await storage.signedDownloadUrl!('vault/f-1.bin', {
      fileName: 'Tax return 2025 – final.pdf',
      contentType: 'application/pdf',
      expiresInSeconds: 300,
    });
    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Tax return 2025 _ final.pdf"/);
    expect(disposition).toContain("filename*=UTF-8''Tax%20return%202025%20%E2%80%93%20final.pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('lists every object with its size and time, under a prefix or all', async () => {
    for (const key of ['vault/u1/a', 'vault/u1/b', 'vault/u2/c', 'vault-old/d', 'other/e']) {
      await put(key, Buffer.from(key));
    }
    const listed: { key: string; bytes: number; modifiedAt: Date }[] = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((object) => `${object.key}:${object.bytes}`).sort()).toEqual([
      'other/e:7',
      'vault-old/d:11',
      'vault/u1/a:10',
      'vault/u1/b:10',
      'vault/u2/c:10',
    ]);
    expect(listed.every((object) => object.modifiedAt.getTime() > 0)).toBe(true);
    const under: string[] = [];
    for await (const object of storage.list('vault/')) under.push(object.key);
    expect(under.sort()).toEqual(['vault/u1/a', 'vault/u1/b', 'vault/u2/c']);
    expect(() => storage.list('../x')).toThrow(InvalidStorageKeyError);
  });

  it('follows continuation tokens page by page to the end', async () => {
    // s3rver's tokens need a cipher Node no longer has, so a listing-only fake answers here.
    const keys = ['a/1', 'a/2', 'a/3', 'a/4', 'a/5'];
    const seen: URLSearchParams[] = [];
    const lister = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://x').searchParams;
      seen.push(query);
      const from = Number(query.get('continuation-token') ?? 0);
      const size = Number(query.get('max-keys'));
      const page = keys.slice(from, from + size);
      const next = from + size < keys.length ? from + size : null;
      response.setHeader('content-type', 'application/xml');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${size}</MaxKeys><IsTruncated>${next !== null}</IsTruncated>` +
          page
            .map(
              (key) =>
                `<Contents><Key>${key}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>"e"</ETag><Size>${key.length}</Size></Contents>`,
            )
            .join('') +
          (next !== null ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
          '</ListBucketResult>',
      );
    });
    await new Promise<void>((resolve) => lister.listen(0, '127.0.0.1', resolve));
    try {
      const paged = createS3Storage({
        endpoint: `http://127.0.0.1:${(lister.address() as AddressInfo).port}`,
        region,
        bucket: 'b',
        ...credentials,
        listPageSize: 2,
      });
      const listed: string[] = [];
      for await (const object of paged.list('a/')) {
        listed.push(object.key);
        expect(object).toMatchObject({ bytes: 3, modifiedAt: new Date('2026-01-02T03:04:05Z') });
        // Streaming: a page is asked for only once the previous one is used up.
        expect(seen.length).toBe(Math.floor((listed.length - 1) / 2) + 1);
      }
      expect(listed).toEqual(keys);
      expect(seen.map((query) => query.get('continuation-token'))).toEqual([null, '2', '4']);
      expect(seen.every((query) => query.get('prefix') === 'a/')).toBe(true);
    } finally {
      await new Promise((resolve) => lister.close(resolve));
    }
  });

  it('lists an empty bucket as nothing', async () => {
    const listed: unknown[] = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed).toEqual([]);
  });
});
