// Starts the compiled production server (dist/server/main.js, built by `npm run build:server`) and
// a bare Fastify route as processes of their own, for the serving and footprint benchmarks, and
// reads a process's resident memory from /proc.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { HEALTH_PROBES } from '../../src/shared/routes/system';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMPILED_SERVER = path.join(ROOT, 'dist/server/main.js');
const READY_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** From spawn to the first 200 of the readiness probe. */
  startMs: number;
}

/**
 * The production server on a free loopback port with `env` added (DATA_DIR, DATABASE_URL…):
 * logs at info to nowhere, no rate limiting in the way, background jobs left to a worker.
 */
export async function startCompiledServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(COMPILED_SERVER)) {
    throw new Error(`${COMPILED_SERVER} is missing: run npm run build && npm run build:server`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ...env,
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + String(chunk)).slice(-4_000)));
  const exited = once(child, 'exit');
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null) break;
    const ready = await fetch(origin + HEALTH_PROBES.ready).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return { child, origin, startMs: performance.now() - started };
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), exited]);
  }
  await stopProcess(child);
  throw new Error(`the compiled server did not become ready:\n${errors}`);
}

/** A bare Fastify route in a process of its own, the scale every figure is compared with. */
export async function startBareServer(): Promise<{ child: ChildProcess; url: string }> {
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(import.meta.resolve('fastify'))});
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ ok: true, service: 'bare' }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(address + '/bare');
    process.once('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, url: line };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory now and its peak so far (VmRSS, VmHWM), in MB. */
export function residentMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
