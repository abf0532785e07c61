// The production shape as real processes, for fault tests on PostgreSQL: a fresh database, two
// server processes (src/server/main.ts) and one worker (src/server/worker.ts), run by tsx, with
// JOBS_IN_PROCESS=false. Tests kill, signal and starve them; stop() tears everything down and
// drops the database even when a test failed half-way.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HEALTH_PROBES } from '../../shared/routes/system';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { httpRequest } from './http-request';
import { createScratchPostgres } from './scratch-postgres';
import { spawnOwned } from './owned-processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Every connection the cluster's processes open says so, for pg_stat_activity. */
export const CLUSTER_APP_NAME_PREFIX = 'jfa-cluster-';

export interface ClusterProcess {
  name: string;
  /** The server's origin (servers only). */
  url?: string;
  pid: number;
  alive(): boolean;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
  /** What it wrote to stdout and stderr, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

export interface Cluster {
  /** The cluster's database, for a test's own connections. */
  databaseUrl: string;
  /** PUBLIC_URL of both servers: tokens minted with `config` are accepted by either. */
  config: Config;
  /** A pool of the test's own on the cluster's database (not counted among the app's). */
  database: Database;
  servers: [ClusterProcess, ClusterProcess];
  worker: ClusterProcess;
  /** Terminates every backend the cluster's processes hold; returns how many. */
  terminateConnections(): Promise<number>;
  /** Starts a server again after it ended, on the same port and database; waits until ready. */
  restartServer(index: 0 | 1): Promise<ClusterProcess>;
  /** Stops the worker with SIGTERM (graceful) and starts a new one. */
  restartWorker(): Promise<ClusterProcess>;
  /** SIGTERM to each process still alive; resolves with their exit codes. */
  shutDown(): Promise<(number | string)[]>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

function startProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  url?: string,
): ClusterProcess {
  // Node itself with tsx's loader, not the tsx command: that one runs the script in a child of
  // its own, and a SIGKILL would then leave the real server running as an orphan. It ends with
  // this process too, should a test give up before stop().
  const child: ChildProcess = spawnOwned(script, {
    cwd: ROOT,
    env: { ...process.env, ...env, PGAPPNAME: `${CLUSTER_APP_NAME_PREFIX}${name}` },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? 'unknown');
    });
  });
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  return {
    name,
    ...(url ? { url } : {}),
    pid: child.pid,
    alive: () => !ended,
    exited,
    output: () => output,
    kill: (signal) => {
      if (!ended) child.kill(signal);
    },
  };
}

/** Polls `url` until it answers 200, the process dies or `timeoutMs` passes. */
export async function waitUntilReady(
  process: ClusterProcess,
  host: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!process.alive()) throw new Error(`${process.name} exited:\n${process.output()}`);
    const answer = await httpRequest(`${process.url}${HEALTH_PROBES.ready}`, { host });
    if (answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${process.name} was not ready within ${timeoutMs} ms:\n${process.output()}`);
}

export async function startCluster(): Promise<Cluster> {
  const scratch = await createScratchPostgres('jfa_cluster');
  const databaseUrl = scratch.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jfa-cluster-'));

  const started: ClusterProcess[] = [];
  let database: Database | undefined;
  const stop = async () => {
    for (const child of started) child.kill('SIGKILL');
    await Promise.all(started.map((child) => child.exited));
    await database?.close().catch(() => {});
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const publicUrl = `http://localhost:${portA}`;
    const host = new URL(publicUrl).host;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
      JOBS_IN_PROCESS: 'false',
      // The test is one client address making many people's requests.
      RATE_LIMIT_PER_MINUTE: '1000000',
      REDIS_URL: '',
    };
    const launchServer = (index: 0 | 1, seed: boolean, generation = 0) => {
      const port = [portA, portB][index]!;
      const server = startProcess(
        `server-${'ab'[index]}${generation ? `-${generation}` : ''}`,
        'src/server/main.ts',
        { ...env, PORT: String(port), SEED_DEMO_DATA: String(seed) },
        `http://127.0.0.1:${port}`,
      );
      started.push(server);
      return server;
    };
    const serverA = launchServer(0, true);
    // The first server migrates and seeds; the others start on the finished database.
    await waitUntilReady(serverA, host);
    const serverB = launchServer(1, false);
    const launchWorker = (generation = 0) => {
      const worker = startProcess(
        `worker${generation ? `-${generation}` : ''}`,
        'src/server/worker.ts',
        env,
      );
      started.push(worker);
      return worker;
    };
    let worker = launchWorker();
    await waitUntilReady(serverB, host);

    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const config = loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const servers: [ClusterProcess, ClusterProcess] = [serverA, serverB];
    let restarts = 0;
    return {
      databaseUrl,
      config,
      database,
      servers,
      get worker() {
        return worker;
      },
      async restartWorker() {
        worker.kill('SIGTERM');
        await worker.exited;
        restarts += 1;
        worker = launchWorker(restarts);
        return worker;
      },
      async restartServer(index) {
        const previous = servers[index];
        previous.kill('SIGKILL');
        await previous.exited;
        restarts += 1;
        const server = launchServer(index, false, restarts);
        servers[index] = server;
        await waitUntilReady(server, host);
        return server;
      },
      async terminateConnections() {
        const killer = new pg.Client({ connectionString: scratch.adminUrl });
        await killer.connect();
        try {
          const { rows } = await killer.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid() and application_name like $2`,
            [scratch.name, `${CLUSTER_APP_NAME_PREFIX}%`],
          );
          await killer.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
            rows.map((row) => row.pid),
          ]);
          return rows.length;
        } finally {
          await killer.end();
        }
      },
      async shutDown() {
        const living = started.filter((child) => child.alive());
        for (const child of living) child.kill('SIGTERM');
        return Promise.all(living.map((child) => child.exited));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
