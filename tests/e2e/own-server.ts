// A journey server of a worker's own (ADR 0075), for the journeys that change the whole site (a
// feature flag, the compliance documents in force): they run beside the others without changing
// what those see. Tests opt in with `test.use({ ownServer: true })`; Playwright gives them workers
// of their own, each starting one server on a fresh database and stopping it at the end.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { journeyDatabase } from './journey-database';
import { JOURNEY_SERVER_ENTRY, journeyServerEnv } from './journey-server-env';

/** Above the shared server's port (E2E_PORT, 3100 unless set), one per parallel worker. */
const OWN_PORT_OFFSET = 100;
const START_TIMEOUT_MS = 150_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stopped(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
  });
}

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  parallelIndex: number,
  workerIndex: number,
): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + OWN_PORT_OFFSET + parallelIndex;
  const dataDir = `.e2e-data/own-${workerIndex}`;
  rmSync(dataDir, { recursive: true, force: true });
  const database = journeyDatabase(`own${workerIndex}`);
  database.recreate();
  const server = spawn(process.execPath, ['--import', 'tsx', JOURNEY_SERVER_ENTRY], {
    env: { ...process.env, ...journeyServerEnv(port, dataDir, database.url) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${baseURL}/api/health`))) {
    if (server.exitCode !== null)
      throw new Error(`The own journey server exited (${server.exitCode}).`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The own journey server did not answer on ${baseURL} in time.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await stopped(server);
      database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
