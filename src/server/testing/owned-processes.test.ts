// A process a test started ends when the test's process ends, even by SIGKILL, with no stop().
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('ends with the process that started it, even when that one is killed', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'jfa-owned-'));
  // A stand-in for a server: it would run for ever.
  const server = path.join(folder, 'server.ts');
  writeFileSync(server, 'setInterval(() => {}, 1_000);\n');
  // The stand-in for a test's process: starts the server, says its pid, and waits.
  const owner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { spawnOwned } = await import(${JSON.stringify(path.join(import.meta.dirname, 'owned-processes.ts'))});
       const child = spawnOwned(${JSON.stringify(server)}, {});
       process.stdout.write('PID ' + child.pid + '\\n');
       setInterval(() => {}, 1_000);`,
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const pid = await new Promise<number>((resolve) =>
    owner.stdout.once('data', (chunk: Buffer) =>
      resolve(Number(/PID (\d+)/.exec(String(chunk))?.[1])),
    ),
  );
  try {
    // Running, with its owner alive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(true);

    owner.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(pid), 'the started process outlived its owner').toBe(false);
  } finally {
    // Nothing left behind should the test fail half-way.
    owner.kill('SIGKILL');
    if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
