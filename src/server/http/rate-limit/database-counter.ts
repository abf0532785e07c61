// Counts in the application database (PGlite or PostgreSQL), so instances without Redis share one
// budget. One statement per hit: an upsert that starts a new window once the old one has ended.
// The database clock decides, so instances with skewed clocks still agree. Ended windows are
// swept now and then by whichever instance counts next.
import type { CounterStore } from './counter-store';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

const SWEEP_EVERY_MS = 60_000;

const INCREMENT = `
insert into rate_limit_counters as counter (key, hits, window_ends_at)
values ($1, 1, now() + $2::integer * interval '1 millisecond')
on conflict (key) do update set
  hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
  window_ends_at = case
    when counter.window_ends_at <= now() then excluded.window_ends_at
    else counter.window_ends_at
  end
returning hits, ceil(extract(epoch from counter.window_ends_at - now()) * 1000)::integer as ttl_ms`;

const SWEEP = `delete from rate_limit_counters where window_ends_at < now() - interval '1 minute'`;

export function createDatabaseCounter(options: {
  executeSql: ExecuteSql;
  onSweepError?: (error: unknown) => void;
  now?: () => number;
}): CounterStore {
  const now = options.now ?? (() => Date.now());
  let lastSweep = now();

  function sweepNowAndThen(): void {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    options.executeSql(SWEEP).catch((error: unknown) => options.onSweepError?.(error));
  }

  return {
    async increment(key, windowMs) {
      sweepNowAndThen();
      const { rows } = await options.executeSql(INCREMENT, [key, Math.ceil(windowMs)]);
      const row = rows[0] as { hits: number; ttl_ms: number };
      return { count: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) };
    },
  };
}
