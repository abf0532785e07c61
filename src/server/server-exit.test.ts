// A server whose supervisor went away still exits. As a supervisor runs it: `sh -c '…'` in its own
// process group, its output piped to a parent process; it serves a few pages; then the group gets
// SIGTERM and the parent goes, so the server's output is closed. The whole group must be gone
// within the shutdown bound (plus the watchdog's grace), whatever logging does. Run under tsx
// (the same src/server/main.ts that dist/server/main.js is compiled from), with the demo data.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEALTH_PROBES } from '../shared/routes/system';
import { SITE_PAGES } from '../shared/routes/site';
import { ADVISOR_PAGES } from '../shared/routes/advisors';
import { PROJECT_ROOT } from './project-root';
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

let parent: ChildProcess | undefined;
let group: number | undefined;
afterAll(() => {
  parent?.kill('SIGKILL');
  if (group !== undefined && alive(group)) process.kill(-group, 'SIGKILL');
});

describe('a server whose supervisor went away', () => {
  it('exits after SIGTERM although its output is closed', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const tsx = new URL(import.meta.resolve('tsx')).pathname;
    const command = `node --import ${tsx} src/server/main.ts`;
    parent = spawn(process.execPath, ['-e', PARENT, command], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'development',
        APP_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jfa-exit-')),
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));

    // Up and serving (a fresh database with the demo data takes a while on a busy machine).
    const startBy = Date.now() + 150_000;
    for (;;) {
      const health = await fetch(`${origin}${HEALTH_PROBES.ready}`).catch(() => undefined);
      if (health?.ok) break;
      if (Date.now() > startBy) throw new Error(`the server did not start:\n${output}`);
      await sleep(500);
    }
    group = Number(/PGID (\d+)/.exec(output)?.[1]);
    expect(group).toBeGreaterThan(0);
    for (const page of [SITE_PAGES.home, ADVISOR_PAGES.search, HEALTH_PROBES.live]) {
      const answer = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
      expect(answer.status, page).toBe(200);
    }

    // The supervisor stops the group and goes away itself: nobody reads the server's output.
    process.kill(-group, 'SIGTERM');
    parent.kill('SIGKILL');

    const endBy = Date.now() + SHUTDOWN_TIMEOUT_MS + WATCHDOG_GRACE_MS + 5_000;
    while (alive(group) && Date.now() < endBy) await sleep(250);
    expect(alive(group), 'the server is still running after its shutdown bound').toBe(false);
  }, 240_000);
});
