// A 500 MB upload into the file vault, as a browser sends it (multipart over HTTP), next to a
// plain local copy of the same file in the same run. Reports the server process's RSS growth
// during the upload (target under 64 MB: the body is streamed, never held) and both speeds, and
// how soon the same 500 MB is refused when it starts like a ZIP archive but is named .pdf (the
// answer comes on the first chunk; target under 1 s and under 16 MB sent).
// The server runs in this process on loopback; the client side streams from a file too, so what
// grows is the server's buffering. Run alone: npx tsx tests/bench/vault-upload.ts
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { testConfig } from '../../src/server/testing/test-config';
import { createTestUser } from '../../src/server/testing/test-users';
import { mintAccessToken } from '../../src/server/testing/test-tokens';
import { VAULT_API } from '../../src/shared/routes/vault-api';

const FILE_BYTES = 500_000_000;
const CHUNK = 1024 * 1024;
const SAMPLE_MS = 25;
const MB = 1_000_000;

async function writeSource(file: string): Promise<void> {
  const out = createWriteStream(file);
  const header = Buffer.from('%PDF-1.4\n');
  out.write(header);
  const chunk = Buffer.alloc(CHUNK, 0x41);
  let written = header.length;
  while (written < FILE_BYTES) {
    const piece = chunk.subarray(0, Math.min(CHUNK, FILE_BYTES - written));
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    written += piece.length;
  }
  await new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.end(() => resolve());
  });
}

/** Streams the file as one multipart part; resolves with the status code. */
function uploadFile(port: number, token: string, file: string, bytes: number): Promise<number> {
  const boundary = '----jfabench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nbench.pdf\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: VAULT_API.files,
        headers: {
          // The site's host (PUBLIC_URL of the test configuration), not the listening address.
          host: 'localhost',
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + bytes + tail.length),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    const source = createReadStream(file, { highWaterMark: CHUNK });
    source.on('error', reject);
    source.on('end', () => req.end(tail));
    source.pipe(req, { end: false });
  });
}

const ZIP_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Sends a ZIP header then the file, named fake.pdf, as fast as the connection takes it: the
 * status, how long the answer took, and how many bytes had been handed to the socket by then.
 */
function refusedUpload(
  port: number,
  token: string,
  file: string,
  bytes: number,
): Promise<{ status: number; ms: number; sentBytes: number }> {
  const boundary = '----jfabench';
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fake.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    ZIP_HEAD,
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  let sentBytes = 0;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: VAULT_API.files,
        headers: {
          host: 'localhost',
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + bytes + tail.length),
        },
      },
      (response) => {
        const ms = performance.now() - started;
        source.destroy();
        response.resume();
        resolve({ status: response.statusCode ?? 0, ms, sentBytes });
      },
    );
    // The server closes the connection after its answer; a reset before the answer was read
    // counts as an answer without a status.
    req.on('error', () => {
      source.destroy();
      resolve({ status: 0, ms: performance.now() - started, sentBytes });
    });
    req.write(head);
    const source = createReadStream(file, { highWaterMark: CHUNK });
    source.on('data', (chunk) => (sentBytes += chunk.length));
    source.on('error', reject);
    source.on('end', () => req.end(tail));
    source.pipe(req, { end: false });
  });
}

const mbps = (bytes: number, ms: number) => `${(bytes / MB / (ms / 1000)).toFixed(0)} MB/s`;

export async function runVaultUploadBench(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jfa-bench-vault-'));
  const source = path.join(dir, 'source.pdf');
  try {
    await writeSource(source);
    const size = (await stat(source)).size;

    const copyStarted = performance.now();
    await copyFile(source, path.join(dir, 'copy.pdf'));
    const copyMs = performance.now() - copyStarted;
    const pipeStarted = performance.now();
    await pipeline(createReadStream(source), createWriteStream(path.join(dir, 'piped.pdf')));
    const pipeMs = performance.now() - pipeStarted;
    await rm(path.join(dir, 'copy.pdf'));
    await rm(path.join(dir, 'piped.pdf'));

    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    const config = testConfig({ DATA_DIR: path.join(dir, 'data'), RATE_LIMIT_PER_MINUTE: '1000' });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const user = await createTestUser(database.db, { roles: ['Consumer'] });
    const token = await mintAccessToken(database.db, config, user, { expiresInS: 3600 });

    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, SAMPLE_MS);
    const uploadStarted = performance.now();
    const status = await uploadFile(port, token, source, size);
    const uploadMs = performance.now() - uploadStarted;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const refused = await refusedUpload(port, token, source, size);
    await app.close();
    await database.close();
    if (status !== 201) throw new Error(`The upload answered ${status}.`);
    if (refused.status !== 415) throw new Error(`The fake PDF answered ${refused.status}.`);

    const growth = (peak - baseline) / 1024 / 1024;
    console.log(
      `Vault upload: ${(size / MB).toFixed(0)} MB multipart over loopback into local storage`,
    );
    console.log(
      `  local copy:   copyFile ${mbps(size, copyMs)}, stream pipe ${mbps(size, pipeMs)}`,
    );
    console.log(`  upload:       ${mbps(size, uploadMs)} (${(uploadMs / 1000).toFixed(1)} s)`);
    console.log(
      `  process RSS:  ${(baseline / 1024 / 1024).toFixed(0)} MB before, peak growth ${growth.toFixed(1)} MB (target < 64 MB)`,
    );
    console.log(
      `  fake PDF:     refused 415 in ${refused.ms.toFixed(0)} ms after ${(refused.sentBytes / MB).toFixed(1)} MB of ${(size / MB).toFixed(0)} MB sent (target < 1 s, < 16 MB)`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runVaultUploadBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
