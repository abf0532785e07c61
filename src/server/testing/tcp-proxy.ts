// A TCP proxy in front of PostgreSQL that a test can cut: 'refuse' closes the port and drops
// every connection (a database that went away), 'blackhole' accepts and never answers (a network
// that hangs), 'open' forwards again on the same port.
import net from 'node:net';

export type ProxyMode = 'open' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'open';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');
  const port = address.port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    async setMode(next) {
      mode = next;
      dropAll();
      if (next === 'refuse') {
        // close() waits for open connections, which are being destroyed above.
        await stopListening();
      } else if (!server.listening) {
        await listen(port);
      }
    },
    async close() {
      dropAll();
      await stopListening();
    },
  };
}
