// Graceful shutdown on SIGTERM/SIGINT for the server and the worker: the given steps run once
// (stop taking work, finish what is in flight, close the database), then the process exits 0.
// A second signal, a failing step or the time bound ends it at once with 1.

/** The whole shutdown's bound; orchestrators should wait longer before SIGKILL (compose: 30 s). */
export const SHUTDOWN_TIMEOUT_MS = 20_000;

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
}

export function handleShutdownSignals(options: ShutdownOptions): void {
  const {
    log,
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    signals = ['SIGTERM', 'SIGINT'],
    exit = (code: number) => process.exit(code),
    emitter = process,
  } = options;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    log.info({ signal, timeoutMs }, 'shutting down');
    const bound = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown took too long: exiting now');
      exit(1);
    }, timeoutMs);
    bound.unref();
    options.steps(signal).then(
      () => {
        clearTimeout(bound);
        log.info({ signal }, 'shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(bound);
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) emitter.on(signal, onSignal);
}
