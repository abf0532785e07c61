// Where rate-limit counts are kept: each hit of a key counts within a fixed window that starts
// with the key's first hit. Memory (one process), the database or Redis (shared) implement it.

export interface HitCount {
  /** Hits of the key in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttlMs: number;
}

export interface CounterStore {
  increment(key: string, windowMs: number): Promise<HitCount>;
  /** Stores that count in this process answer at once, without a promise per request. */
  incrementNow?(key: string, windowMs: number): HitCount;
}

/**
 * Uses `primary` while it answers; when it fails, counts in `fallback` and reports the failure,
 * so a lost Redis or database never turns a request into a 5xx.
 */
export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  onFailure: (error: unknown) => void,
): CounterStore {
  return {
    async increment(key, windowMs) {
      try {
        return await primary.increment(key, windowMs);
      } catch (error) {
        onFailure(error);
        return fallback.increment(key, windowMs);
      }
    },
  };
}
