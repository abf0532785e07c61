// Graceful shutdown on SIGTERM/SIGINT for the server and the worker: the given steps run once
// (stop taking work, finish what is in flight, close the database), then the process exits 0.
// A second signal, a failing step or the time bound ends it at once with 1. Whatever the steps or
// the log do, the process ends: a log that cannot be written (its reader went away) is skipped,
// and a watchdog on its own thread kills the process shortly after the bound if the main thread
// is stuck and can run neither the bound's timer nor a second signal's handler.
import { Worker } from 'node:worker_threads';

/** The whole shutdown's bound; orchestrators should wait longer before SIGKILL (compose: 30 s). */
export const SHUTDOWN_TIMEOUT_MS = 20_000;

/** How long after the bound the watchdog waits for the main thread to exit by itself. */
export const WATCHDOG_GRACE_MS = 2_000;

// Runs on its own thread: it needs nothing from the main one to end the process.
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.afterMs);
`;

/** Kills this process after `afterMs` unless it has exited; does not keep it alive itself. */
export function startWatchdog(afterMs: number): void {
  const watchdog = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { pid: process.pid, afterMs },
    stdout: true,
    stderr: true,
  });
  watchdog.unref();
}

/**
 * Standard output and error whose reader went away (a supervisor that restarted) answer EPIPE:
 * nothing more can be written there, and that must neither crash nor stop the process.
 */
export function ignoreClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

export interface ShutdownLog {
  info(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

export interface ShutdownOptions {
  log: ShutdownLog;
  steps(signal: NodeJS.Signals): Promise<void>;
  timeoutMs?: number;
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
  /** Where the signals come from: the process, or a stand-in. */
  emitter?: Pick<NodeJS.Process, 'on'>;
  /** Starts the watchdog for the given time (the real process); tests leave it out. */
  watchdog?: (afterMs: number) => void;
}

export function handleShutdownSignals(options: ShutdownOptions): void {
  const {
    log,
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    signals = ['SIGTERM', 'SIGINT'],
    exit = (code: number) => process.exit(code),
    emitter = process,
    watchdog = options.exit ? undefined : startWatchdog,
  } = options;
  /** Logging is best effort here: a write that throws must not stand between us and exit. */
  const say = (write: () => void) => {
    try {
      write();
    } catch {
      // Nowhere to say it; the exit matters more.
    }
  };
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      say(() => log.error({ signal }, 'second signal during shutdown: exiting now'));
      exit(1);
      return;
    }
    stopping = true;
    // The bound and the watchdog first, before anything that could throw or block.
    const bound = setTimeout(() => {
      say(() => log.error({ timeoutMs }, 'shutdown took too long: exiting now'));
      exit(1);
    }, timeoutMs);
    bound.unref();
    watchdog?.(timeoutMs + WATCHDOG_GRACE_MS);
    say(() => log.info({ signal, timeoutMs }, 'shutting down'));
    let steps: Promise<void>;
    try {
      steps = options.steps(signal);
    } catch (error) {
      steps = Promise.reject(error);
    }
    steps.then(
      () => {
        clearTimeout(bound);
        say(() => log.info({ signal }, 'shut down'));
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(bound);
        say(() => log.error({ err: error }, 'shutdown failed'));
        exit(1);
      },
    );
  };
  for (const signal of signals) emitter.on(signal, onSignal);
}
