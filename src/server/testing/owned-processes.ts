// Processes a test starts end with the test's own process. A test that gives up half-way (a hook
// timed out while servers were still starting, say) never reaches its stop(), and Node does not end
// a child when its parent ends: such servers and workers were found polling their database two
// hours after a failed run, on a machine busy measuring other runs.
import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import path from 'node:path';

const DIE_WITH_PARENT = path.join(import.meta.dirname, 'die-with-parent.ts');

/**
 * Runs a TypeScript entry point in Node with tsx, tied to this process: its standard input is a
 * pipe from here, and it ends when the pipe closes (die-with-parent.ts). Its output is piped.
 */
export function spawnOwned(script: string, options: Omit<SpawnOptions, 'stdio'>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--import', DIE_WITH_PARENT, script], {
    ...options,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}
