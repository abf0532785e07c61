// A refused upload is refused on its first chunk, over a real connection: a 200 MB "PDF" that
// starts like a ZIP archive, or a name already kept, is answered with its reason and the
// connection closed, and the server has read only a small part of the body.
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { FILE_CHECK_MESSAGES } from '../../../shared/file-checks';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import { multipartBody } from '../../testing/multipart';
import { uploadUntilClosed, watchBytesRead } from '../../testing/upload-until-closed';

const MB = 1024 * 1024;
const ANNOUNCED_BYTES = 200 * MB;
/** What may arrive before the server closes: socket buffers, not the body. */
const MOST_READ_BYTES = 16 * MB;
const ZIP_HEAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0x20)]);

let t: TestApp;
let port: number;
let headers: Record<string, string>;
let bytesRead: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, uploadLimitBytes: 300 * MB });
  const consumer = await createTestUser(t.database.db, { roles: ['Consumer'] });
  headers = bearer(await mintAccessToken(t.database.db, t.config, consumer));
  bytesRead = watchBytesRead(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

const send = (fileName: string, firstBytes: Buffer) =>
  uploadUntilClosed({
    port,
    url: VAULT_API.files,
    announcedBytes: ANNOUNCED_BYTES,
    bytesRead,
    headers,
    fileName,
    firstBytes,
  });

describe('an upload refused on its first bytes', () => {
  it('that is not really a PDF is answered 415 with the reason, after a small part', async () => {
    const started = Date.now();
    const outcome = await send('Statements 2025.pdf', ZIP_HEAD);
    console.info(
      `415 refusal: client sent ${outcome.sentBytes} bytes, server read ${outcome.serverReadBytes}, in ${Date.now() - started} ms`,
    );
    expect(outcome.head).toMatch(/^HTTP\/1\.1 415 /);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
    expect(outcome.body).toContain('"code":"unsupportedFileType"');
    expect(outcome.body).toContain(FILE_CHECK_MESSAGES.notReal('PDF', 'a ZIP archive'));
    expect(outcome.serverReadBytes).toBeLessThan(MOST_READ_BYTES);
    expect(outcome.sentBytes).toBeLessThan(ANNOUNCED_BYTES);
  });

  it('whose name is already kept is answered 409 before its bytes are read', async () => {
    const first = multipartBody(
      {},
      {
        field: 'file',
        fileName: 'Kept.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7\n'),
      },
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: VAULT_API.files,
      headers: { ...headers, ...first.headers },
      payload: first.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const outcome = await send('Kept.pdf', Buffer.from('%PDF-1.7\n'));
    expect(outcome.head).toMatch(/^HTTP\/1\.1 409 /);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
    expect(outcome.body).toContain('"code":"duplicateFileName"');
    expect(outcome.body).toContain(VAULT_MESSAGES.duplicate('Kept.pdf'));
    expect(outcome.serverReadBytes).toBeLessThan(MOST_READ_BYTES);
  });
});
