// The compiled server exits as a supervisor needs. Run as one runs it: `sh -c 'node
// dist/server/main.js'` in its own process group, its output piped to a parent process. Its root
// is laid out as the production image's (the files the Dockerfile copies, dist built here with the
// commands of `npm run build` and `npm run build:server`, or the one `npm test` built), and it runs production with the demo
// marketplace as a sandbox on purpose. It serves a few pages; then the group gets SIGTERM and:
// - the parent goes, so the server's output is closed: the whole group must be gone within the
//   shutdown bound (plus the watchdog's grace), whatever logging does;
// - or, while shutdown still waits for a request in flight, a second SIGTERM ends it at once.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROBES } from '../shared/routes/system';
import { SITE_PAGES } from '../shared/routes/site';
import { SITE_API } from '../shared/routes/site-api';
import { ADVISOR_PAGES } from '../shared/routes/advisors';
import { PROJECT_ROOT } from './project-root';
import { builtDist } from './testing/built-dist';
import { SHUTDOWN_TIMEOUT_MS, WATCHDOG_GRACE_MS } from './shutdown';

/** The supervisor: starts the command in its own process group and relays its output. */
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn('sh', ['-c', process.argv[1]], {
  detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env, cwd: process.cwd(),
});
process.stdout.write('PGID ' + child.pid + '\\n');
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stdout);
`;

/** The image's root: what the Dockerfile copies, the packages found above it as in /app. */
const IMAGE_ROOT = path.join(PROJECT_ROOT, 'node_modules/.cache', `server-exit-${process.pid}`);
const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'jfa-exit-'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const alive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the group is gone or `ms` have passed; answers how long it waited. */
async function goneWithin(pgid: number, ms: number): Promise<number> {
  const started = Date.now();
  while (alive(pgid) && Date.now() - started < ms) await sleep(100);
  return Date.now() - started;
}

const run = promisify(execFile);
const vite = path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js');

beforeAll(async () => {
  rmSync(IMAGE_ROOT, { recursive: true, force: true });
  mkdirSync(path.join(IMAGE_ROOT, 'src/server/db/seed'), { recursive: true });
  for (const copied of ['package.json', 'drizzle', 'src/server/db/seed/assets']) {
    symlinkSync(path.join(PROJECT_ROOT, copied), path.join(IMAGE_ROOT, copied));
  }
  // `npm test`'s build, copied rather than built again (about 45 s of CPU on the 2-core machine).
  const built = builtDist();
  if (built) {
    cpSync(built, path.join(IMAGE_ROOT, 'dist'), { recursive: true });
    return;
  }
  const out = (folder: string) => path.join(IMAGE_ROOT, 'dist', folder);
  // A build as a shell runs it (no NODE_ENV=test from the test runner).
  const buildEnv = { ...process.env };
  delete buildEnv.NODE_ENV;
  const build = (...args: string[]) =>
    run(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: PROJECT_ROOT,
      env: buildEnv,
    });
  await build('--outDir', out('client'));
  await build('--ssr', 'src/client/entry-server.tsx', '--outDir', out('ssr'));
  await run(process.execPath, [
    path.join(PROJECT_ROOT, 'scripts/compress-assets.mjs'),
    out('client'),
  ]);
  await build('--config', 'vite.server.config.ts', '--outDir', out('server'));
}, 300_000);

afterAll(() => {
  rmSync(IMAGE_ROOT, { recursive: true, force: true });
  rmSync(DATA_DIR, { recursive: true, force: true });
});

interface Supervised {
  parent: ChildProcess;
  group: number;
  origin: string;
  output: () => string;
}

let running: Supervised | undefined;
afterEach(() => {
  running?.parent.kill('SIGKILL');
  if (running && alive(running.group)) process.kill(-running.group, 'SIGKILL');
  running = undefined;
});

/** Starts the compiled server under the supervisor and waits until it is ready. */
async function startSupervised(): Promise<Supervised> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const parent = spawn(process.execPath, ['-e', PARENT, 'node dist/server/main.js'], {
    cwd: IMAGE_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      APP_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      EMAIL_MODE: 'outbox',
      SEED_DEMO_DATA: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  parent.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
  const group = await new Promise<number>((resolve) =>
    parent.stdout!.once('data', () => resolve(Number(/PGID (\d+)/.exec(output)?.[1]))),
  );
  running = { parent, group, origin, output: () => output };
  expect(group).toBeGreaterThan(0);

  // Up and serving (a fresh database with the demo data takes a while on a busy machine).
  const startBy = Date.now() + 150_000;
  for (;;) {
    const health = await fetch(`${origin}${HEALTH_PROBES.ready}`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > startBy) throw new Error(`the server did not start:\n${output}`);
    await sleep(500);
  }
  for (const page of [SITE_PAGES.home, ADVISOR_PAGES.search, HEALTH_PROBES.live]) {
    const answer = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
    expect(answer.status, page).toBe(200);
  }
  return running;
}

describe('the compiled server under a supervisor', () => {
  it('exits after SIGTERM although its output is closed', async () => {
    const { parent, group } = await startSupervised();

    // The supervisor stops the group and goes away itself: nobody reads the server's output.
    process.kill(-group, 'SIGTERM');
    parent.kill('SIGKILL');

    await goneWithin(group, SHUTDOWN_TIMEOUT_MS + WATCHDOG_GRACE_MS + 5_000);
    expect(alive(group), 'the server is still running after its shutdown bound').toBe(false);
  }, 300_000);

  it('exits at once on a second SIGTERM while shutdown still waits for a request', async () => {
    const { group, origin, output } = await startSupervised();

    // A request in flight that never finishes: its body is announced but only half sent, so
    // shutdown waits for it until the bound.
    const { host, port } = new URL(origin);
    const held: Socket = connect(Number(port), '127.0.0.1');
    held.on('error', () => {});
    await new Promise((connected) => held.once('connect', connected));
    held.write(
      `POST ${SITE_API.contact} HTTP/1.1\r\nHost: ${host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    );
    await sleep(500);

    process.kill(-group, 'SIGTERM');
    // Still shutting down: the request holds it (without the second signal, until the bound).
    await sleep(2_000);
    expect(alive(group), `shutdown did not wait for the request:\n${output()}`).toBe(true);

    process.kill(-group, 'SIGTERM');
    const waited = await goneWithin(group, SHUTDOWN_TIMEOUT_MS);
    held.destroy();
    expect(alive(group), 'the second SIGTERM did not end the server').toBe(false);
    // Well before the bound would have ended it (18 s after the second signal).
    expect(waited).toBeLessThan(5_000);
    expect(output()).toContain('second signal during shutdown: exiting now');
  }, 300_000);
});
