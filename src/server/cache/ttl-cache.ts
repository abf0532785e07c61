// Keeps derived read models for a short time so hot public reads do not hit the database per
// request. Only derived data lives here: another instance recomputes its own, so nothing is lost.

export interface Cached<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Cached<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return {
    get() {
      if (!value || now() - loadedAt >= ttlMs) {
        loadedAt = now();
        const pending = load();
        // A failed load is not kept: the next call tries again.
        pending.catch(() => {
          if (value === pending) value = undefined;
        });
        value = pending;
      }
      return value;
    },
    invalidate() {
      value = undefined;
    },
  };
}

export function cachedByKey<T>(
  ttlMs: number,
  load: (key: string) => Promise<T>,
): {
  get(key: string): Promise<T>;
  invalidate(key?: string): void;
} {
  const entries = new Map<string, Cached<T>>();
  return {
    get(key) {
      let entry = entries.get(key);
      if (!entry) {
        entry = cached(ttlMs, () => load(key));
        entries.set(key, entry);
      }
      return entry.get();
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
