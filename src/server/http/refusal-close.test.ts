// A refused upload stops being read: over a real connection, a client that keeps sending a
// 200 MB body after the refusal sees the answer and then the connection closed, and the server
// has taken in only a small part of the body.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAULT_API } from '../../shared/routes/vault-api';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { bearer, mintAccessToken } from '../testing/test-tokens';
import { createTestUser } from '../testing/test-users';

const ANNOUNCED_BYTES = 200 * 1024 * 1024;
/** What may arrive before the server closes: socket buffers, not the body. */
const MOST_READ_BYTES = 16 * 1024 * 1024;

let t: TestApp;
let port: number;
let consumerToken: string;
const bytesReadBySocket = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ seed: false, uploadLimitBytes: 1024 * 1024 });
  const consumer = await createTestUser(t.database.db, { roles: ['Consumer'] });
  consumerToken = await mintAccessToken(t.database.db, t.config, consumer);
  t.app.server.on('connection', (socket: net.Socket) => {
    const remotePort = socket.remotePort ?? 0;
    socket.on('close', () => bytesReadBySocket.set(remotePort, socket.bytesRead));
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Outcome {
  head: string;
  sentBytes: number;
  serverReadBytes: number;
}

/** Sends the head, then body chunks as fast as the connection takes them, until it closes. */
async function uploadUntilClosed(headers: Record<string, string>): Promise<Outcome> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const localPort = socket.localPort ?? 0;
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const whenClosed = new Promise<void>((resolve) => socket.once('close', resolve));
  void whenClosed.then(() => (closed = true));

  const lines = Object.entries({
    host: 'localhost',
    'content-type': 'multipart/form-data; boundary=edge',
    'content-length': String(ANNOUNCED_BYTES),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  socket.write(`POST ${VAULT_API.files} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  socket.write('--edge\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n');

  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sentBytes = 0;
  while (!closed && sentBytes < ANNOUNCED_BYTES) {
    sentBytes += chunk.length;
    if (!socket.write(chunk)) {
      await Promise.race([
        new Promise((resolve) => socket.once('drain', resolve)),
        whenClosed,
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
    }
  }
  await Promise.race([whenClosed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  socket.destroy();
  await whenClosed;
  // The server's side closes in the same turn or the next.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    head: received.split('\r\n\r\n')[0] ?? '',
    sentBytes,
    serverReadBytes: bytesReadBySocket.get(localPort) ?? Number.NaN,
  };
}

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
