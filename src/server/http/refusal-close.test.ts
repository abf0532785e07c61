// A refused upload stops being read: over a real connection, a client that keeps sending a
// 200 MB body after the refusal sees the answer and then the connection closed, and the server
// has taken in only a small part of the body.
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAULT_API } from '../../shared/routes/vault-api';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { bearer, mintAccessToken } from '../testing/test-tokens';
import { createTestUser } from '../testing/test-users';
import {
  uploadUntilClosed as sendUntilClosed,
  watchBytesRead,
} from '../testing/upload-until-closed';

const uploadUntilClosed = (headers: Record<string, string>) =>
  sendUntilClosed({
    port,
    url: VAULT_API.files,
    announcedBytes: ANNOUNCED_BYTES,
    bytesRead: bytesReadBySocket,
    headers,
  });

const ANNOUNCED_BYTES = 200 * 1024 * 1024;
/** What may arrive before the server closes: socket buffers, not the body. */
const MOST_READ_BYTES = 16 * 1024 * 1024;

let t: TestApp;
let port: number;
let consumerToken: string;
let bytesReadBySocket: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, uploadLimitBytes: 1024 * 1024 });
  const consumer = await createTestUser(t.database.db, { roles: ['Consumer'] });
  consumerToken = await mintAccessToken(t.database.db, t.config, consumer);
  bytesReadBySocket = watchBytesRead(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

describe('a refused upload', () => {
  it('without a token is answered 401 and its connection closed, not drained', async () => {
    const outcome = await uploadUntilClosed({});
    console.info(
      `401 refusal: client sent ${outcome.sentBytes} bytes, server read ${outcome.serverReadBytes}`,
    );
    expect(outcome.head).toMatch(/^HTTP\/1\.1 401 /);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
    expect(outcome.serverReadBytes).toBeLessThan(MOST_READ_BYTES);
    expect(outcome.sentBytes).toBeLessThan(ANNOUNCED_BYTES);
  });

  it('over the cap is answered 413 and its connection closed, not drained', async () => {
    const outcome = await uploadUntilClosed(bearer(consumerToken));
    console.info(
      `413 refusal: client sent ${outcome.sentBytes} bytes, server read ${outcome.serverReadBytes}`,
    );
    expect(outcome.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.head.toLowerCase()).toContain('connection: close');
    expect(outcome.serverReadBytes).toBeLessThan(MOST_READ_BYTES);
    expect(outcome.sentBytes).toBeLessThan(ANNOUNCED_BYTES);
  });
});
