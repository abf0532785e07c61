// Keeps the answers anonymous visitors get from the public pages and the public API
// (cacheable-routes.ts) and serves them again until what they were built from changes
// (response-tags.ts). A hit is served by the route's handler, so every hook before it (host
// rule, input guard, access, rate limits, security headers) still runs; it never renders.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicApi } from '../../shared/contracts/public-api';
import { CHANGE_TOPICS } from './change-feed';
import type { ChangeFeed } from './change-feed';
import { CACHEABLE_ROUTES, KEPT_MS, PAGE_ROUTE, PRIVATE_CACHE_CONTROL } from './cacheable-routes';
import type { CacheRule } from './cacheable-routes';
import { compress, COMPRESS_MIN_BYTES, preferredEncoding } from './response-encoding';
import { createResponseStore } from './response-store';
import type { Encoding, ResponseStore, StoredResponse } from './response-store';
import { collectTags, TAG, tagsOfChange, taggedPublicApi } from './response-tags';
import type { AdvisorIdOf } from './response-tags';

export interface ResponseCacheOptions {
  /** 0 keeps nothing. */
  maxBytes: number;
  advisorIdOf: AdvisorIdOf;
  now?: () => number;
}

export interface ResponseCache {
  readonly store: ResponseStore;
  /** Removes what each change touches, whichever instance made it. */
  follow(changes: Pick<ChangeFeed, 'subscribe'>): void;
  /** The renderer's public reads, recording what each page read. */
  tagged(api: PublicApi): PublicApi;
}

interface Pending {
  key: string;
  version: number;
  rule: CacheRule;
  collected: Set<string>;
}

/** Only the Authorization header says who calls (auth/access/access-hook.ts); no cookie does. */
const isAnonymous = (request: FastifyRequest) => request.headers.authorization === undefined;

/** A page path naming a file (static files, /favicon.ico) is never a kept page. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]{1,8}$/i;
const KEPT_TYPES = /^(text\/html|application\/json)\b/i;

/** GET and HEAD share entries: HEAD is GET without the body. */
const keyOf = (request: FastifyRequest) => `GET ${request.url}`;

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // If-None-Match compares weakly: W/"x" matches "x".
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

async function bodyOf(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    }
    return Buffer.concat(chunks);
  }
  return undefined;
}

export function registerResponseCache(
  app: FastifyInstance,
  options: ResponseCacheOptions,
): ResponseCache {
  const store = createResponseStore(options.maxBytes, options.now);
  const pending = new WeakMap<FastifyRequest, Pending>();
  const compressing = new WeakMap<StoredResponse, Map<Encoding, Promise<Buffer>>>();
  const enabled = options.maxBytes > 0;

  const variant = (entry: StoredResponse, encoding: Encoding): Promise<Buffer> => {
    const kept = entry.variants.get(encoding);
    if (kept) return Promise.resolve(kept);
    let inFlight = compressing.get(entry);
    if (!inFlight) compressing.set(entry, (inFlight = new Map()));
    let made = inFlight.get(encoding);
    if (!made) {
      made = compress(entry.body, encoding).then((body) => {
        store.addVariant(entry, encoding, body);
        return body;
      });
      inFlight.set(encoding, made);
    }
    return made;
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply, entry: StoredResponse) => {
    void reply.headers({
      ...entry.cacheHeaders,
      etag: entry.etag,
      vary: 'accept-encoding',
      'x-response-cache': 'hit',
    });
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send();
    }
    const encoding =
      entry.body.length >= COMPRESS_MIN_BYTES
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
    const body = encoding ? await variant(entry, encoding) : entry.body;
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.code(200).type(entry.contentType).send(body);
  };

  app.addHook('onRoute', (route) => {
    const rule = CACHEABLE_ROUTES.get(route.url);
    const methods = [route.method].flat();
    if (!enabled || !rule || !methods.every((method) => method === 'GET' || method === 'HEAD')) {
      return;
    }
    const handler = route.handler;
    route.handler = async function cachedHandler(this: FastifyInstance, request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isAnonymous(request) || (route.url === PAGE_ROUTE && FILE_LIKE.test(pathname))) {
        return handler.call(this, request, reply);
      }
      const key = keyOf(request);
      const entry = store.get(key);
      if (entry) return serve(request, reply, entry);
      const collected = new Set<string>();
      pending.set(request, { key, version: store.version, rule, collected });
      return collectTags(collected, () => handler.call(this, request, reply));
    };
  });

  /** An answer the same for every anonymous caller, which caches on the way may keep. */
  const keepable = (request: FastifyRequest, reply: FastifyReply) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    !reply.hasHeader('set-cookie') &&
    !reply.hasHeader('content-encoding') &&
    KEPT_TYPES.test(String(reply.getHeader('content-type') ?? ''));

  // Registered before compression, so the identity body is what is kept.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    const rule = CACHEABLE_ROUTES.get(route);
    if (!rule) return payload;
    // Signed-in answers of these routes are personal enough: never kept by anyone.
    if (!isAnonymous(request)) {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    const kept = pending.get(request);
    pending.delete(request);
    if (!keepable(request, reply)) return payload;
    if (!kept || request.method !== 'GET' || kept.collected.has(TAG.unkept)) {
      // Not kept here (the cache is off, a HEAD): an API answer still tells the caches on the
      // way what they may do. A page rendered each time keeps the renderer's `no-cache`.
      if (route !== PAGE_ROUTE) void reply.headers(rule.policy);
      return payload;
    }
    let body: Buffer | undefined;
    try {
      body = await bodyOf(payload);
    } catch (error) {
      // The render failed midway: nothing is kept and the error handler answers instead.
      request.log.error({ err: error }, 'Server rendering failed while streaming');
      throw error;
    }
    if (!body) return payload;
    if (route !== PAGE_ROUTE) void reply.headers(rule.policy);
    let tags: readonly string[];
    try {
      const params = (request.params ?? {}) as Record<string, string>;
      tags = [...kept.collected, ...(await kept.rule.tags(params, options.advisorIdOf))];
    } catch {
      return body;
    }
    const entry = store.set(
      kept.key,
      {
        body,
        contentType: String(reply.getHeader('content-type')),
        cacheHeaders: rule.policy,
        tags,
        ttlMs: KEPT_MS,
      },
      kept.version,
    );
    if (entry) {
      void reply.headers({
        ...entry.cacheHeaders,
        etag: entry.etag,
        vary: 'accept-encoding',
        'x-response-cache': 'miss',
      });
    }
    return body;
  });

  return {
    store,
    follow(changes) {
      for (const topic of CHANGE_TOPICS) {
        changes.subscribe(topic, (key) => {
          const tags = tagsOfChange(topic, key);
          if (tags === 'all') store.clear();
          else store.invalidate(tags);
        });
      }
    },
    tagged: (api) => taggedPublicApi(api, options.advisorIdOf),
  };
}
