// The response cache's memory: entries by key, bounded by their total bytes, the least recently
// used going first; each entry names the tags it was built from, so a change removes exactly the
// entries that read what changed. Entries also expire, so a missed change notice is late, never
// lost (change-feed.ts).
import { createHash } from 'node:crypto';

/** A stored body's encodings besides the identity one, made on first demand. */
export type Encoding = 'br' | 'gzip';

/** The caching headers an entry is answered with, by lower-case name. */
export type CacheHeaders = Readonly<Record<string, string>>;

export interface StoredResponse {
  readonly key: string;
  readonly body: Buffer;
  readonly contentType: string;
  /** Strong validator: a hash of the identity body, computed once when stored. */
  readonly etag: string;
  readonly cacheHeaders: CacheHeaders;
  readonly tags: readonly string[];
  readonly expiresAt: number;
  readonly variants: Map<Encoding, Buffer>;
}

export interface NewResponse {
  body: Buffer;
  contentType: string;
  cacheHeaders: CacheHeaders;
  tags: readonly string[];
  ttlMs: number;
}

/** Key, headers and bookkeeping an entry costs beside its bodies (a rough, fixed estimate). */
const ENTRY_OVERHEAD_BYTES = 512;

export const strongEtag = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export interface ResponseStore {
  get(key: string): StoredResponse | undefined;
  /** Stores unless something was invalidated since `sinceVersion` (the read may be stale). */
  set(key: string, response: NewResponse, sinceVersion: number): StoredResponse | undefined;
  /** Keeps a compressed copy beside the entry, counted in its size. */
  addVariant(entry: StoredResponse, encoding: Encoding, body: Buffer): void;
  invalidate(tags: readonly string[]): number;
  clear(): void;
  /** Moves on every invalidation: a response read before it may hold what changed. */
  readonly version: number;
  readonly bytes: number;
  readonly size: number;
}

export function createResponseStore(maxBytes: number, now: () => number = Date.now): ResponseStore {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, StoredResponse>();
  const byTag = new Map<string, Set<string>>();
  let bytes = 0;
  let version = 0;

  const sizeOf = (entry: StoredResponse) => {
    let size = ENTRY_OVERHEAD_BYTES + entry.key.length * 2 + entry.body.length;
    for (const variant of entry.variants.values()) size += variant.length;
    return size;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };

  const evictTo = (limit: number) => {
    for (const key of entries.keys()) {
      if (bytes <= limit) return;
      remove(key);
    }
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    set(key, response, sinceVersion) {
      if (maxBytes <= 0 || sinceVersion !== version) return undefined;
      remove(key);
      const entry: StoredResponse = {
        key,
        body: response.body,
        contentType: response.contentType,
        etag: strongEtag(response.body),
        cacheHeaders: response.cacheHeaders,
        tags: [...new Set(response.tags)],
        expiresAt: now() + response.ttlMs,
        variants: new Map(),
      };
      const size = sizeOf(entry);
      // One answer larger than a quarter of the cache would push out too much for its worth.
      if (size > maxBytes / 4) return undefined;
      evictTo(maxBytes - size);
      entries.set(key, entry);
      bytes += size;
      for (const tag of entry.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return entry;
    },

    addVariant(entry, encoding, body) {
      if (entries.get(entry.key) !== entry || entry.variants.has(encoding)) return;
      entry.variants.set(encoding, body);
      bytes += body.length;
      if (bytes > maxBytes) {
        // Keep the entry just used: drop older ones first.
        entries.delete(entry.key);
        entries.set(entry.key, entry);
        evictTo(maxBytes);
      }
    },

    invalidate(tags) {
      version += 1;
      let removed = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) {
          remove(key);
          removed += 1;
        }
      }
      return removed;
    },

    clear() {
      version += 1;
      entries.clear();
      byTag.clear();
      bytes = 0;
    },

    get version() {
      return version;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
