// Counts in this process only: the store for one instance, and the fallback of the shared ones.
import type { CounterStore, HitCount } from './counter-store';

const DEFAULT_MAX_KEYS = 50_000;

export function createMemoryCounter(
  options: { maxKeys?: number; now?: () => number } = {},
): Required<CounterStore> {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const now = options.now ?? (() => Date.now());
  const windows = new Map<string, { count: number; endsAt: number }>();

  function makeRoom(at: number): void {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Still full of live keys: the oldest go first (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  function incrementNow(key: string, windowMs: number): HitCount {
    const at = now();
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      if (!window && windows.size >= maxKeys) makeRoom(at);
      window = { count: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    // A copy: the caller reads it after other requests may have counted again.
    return { count: window.count, ttlMs: window.endsAt - at };
  }

  return {
    incrementNow,
    increment: (key, windowMs) => Promise.resolve(incrementNow(key, windowMs)),
  };
}
