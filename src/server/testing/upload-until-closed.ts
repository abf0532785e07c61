// An upload over a real connection that keeps sending a huge body until the server closes it:
// what the client sent, what the server answered, and how many bytes the server's socket read.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface UploadOutcome {
  head: string;
  /** The answer's body as received (chunked framing included). */
  body: string;
  sentBytes: number;
  serverReadBytes: number;
}

/** Counts the bytes each server socket read, by the client's port, once it closes. */
export function watchBytesRead(app: FastifyInstance): Map<number, number> {
  const bytesReadBySocket = new Map<number, number>();
  app.server.on('connection', (socket: net.Socket) => {
    const remotePort = socket.remotePort ?? 0;
    socket.on('close', () => bytesReadBySocket.set(remotePort, socket.bytesRead));
  });
  return bytesReadBySocket;
}

/**
 * Sends the head and the start of a one-file multipart body (`firstBytes` open the file), then
 * chunks as fast as the connection takes them, until it closes or `announcedBytes` are sent.
 */
export async function uploadUntilClosed(options: {
  port: number;
  url: string;
  announcedBytes: number;
  bytesRead: Map<number, number>;
  headers?: Record<string, string>;
  fileName?: string;
  firstBytes?: Buffer;
}): Promise<UploadOutcome> {
  const { port, announcedBytes } = options;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const localPort = socket.localPort ?? 0;
  const received: Buffer[] = [];
  let closed = false;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => undefined);
  const whenClosed = new Promise<void>((resolve) => socket.once('close', resolve));
  void whenClosed.then(() => (closed = true));

  const lines = Object.entries({
    host: 'localhost',
    'content-type': 'multipart/form-data; boundary=edge',
    'content-length': String(announcedBytes),
    ...options.headers,
  }).map(([name, value]) => `${name}: ${value}`);
  socket.write(`POST ${options.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  socket.write(
    `--edge\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'a.pdf'}"\r\n\r\n`,
  );
  if (options.firstBytes) socket.write(options.firstBytes);

  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sentBytes = 0;
  while (!closed && sentBytes < announcedBytes) {
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
  const [head = '', ...rest] = Buffer.concat(received).toString('utf8').split('\r\n\r\n');
  return {
    head,
    body: rest.join('\r\n\r\n'),
    sentBytes,
    serverReadBytes: options.bytesRead.get(localPort) ?? Number.NaN,
  };
}
