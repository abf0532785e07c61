// The response cache on a bare Fastify app: a fake renderer counts its renders, so a hit that
// rendered again would show.
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicApi } from '../../shared/contracts/public-api';
import { ADVISOR_API_PATTERNS, ADVISOR_API } from '../../shared/routes/advisors-api';
import type { ChangeTopic, OnChange } from './change-feed';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cacheable-routes';
import { registerResponseCache } from './response-cache';
import type { ResponseCache } from './response-cache';

const IDS: Record<string, string> = { ann: 'id-ann', bob: 'id-bob' };

let app: FastifyInstance;
let cache: ResponseCache;
let renders: number;
const subscribers: [ChangeTopic, OnChange][] = [];
const change = (topic: ChangeTopic, key?: string) => {
  for (const [subscribed, onChange] of subscribers) if (subscribed === topic) onChange(key);
};

beforeEach(async () => {
  renders = 0;
  subscribers.length = 0;
  app = Fastify();
  cache = registerResponseCache(app, {
    maxBytes: 1024 * 1024,
    advisorIdOf: async (slug) => {
      const id = IDS[slug];
      if (!id) throw new Error('unknown');
      return id;
    },
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  cache.follow({ subscribe: (topic, onChange) => subscribers.push([topic, onChange]) });
  const api = cache.tagged({
    getAdvisorProfile: async (slug: string) => ({ slug }),
    getDashboard: async () => ({}),
  } as unknown as PublicApi);

  // The renderer's route: one advisor's page per path, a list at /some-list, streamed.
  app.get('/*', async (request, reply) => {
    renders += 1;
    const pathname = request.url.split('?')[0]!;
    const slug = /^\/advisor\/([^/]+)$/.exec(pathname)?.[1];
    if (slug) await api.getAdvisorProfile(slug);
    else await api.getDashboard();
    if (pathname === '/cookie') void reply.header('set-cookie', 'a=b');
    if (pathname === '/missing') return reply.code(404).type('text/html').send('not found');
    const who = request.headers.authorization ?? 'anonymous';
    const page = new PassThrough();
    page.end(`<html>${pathname} for ${who} ${'.'.repeat(2000)}</html>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
  app.get(ADVISOR_API_PATTERNS.profile, async (request) => {
    renders += 1;
    return { slug: (request.params as { slug: string }).slug, who: request.headers.authorization };
  });
  await app.ready();
});

afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('response cache', () => {
  it('answers an anonymous page again without rendering it, with its validator', async () => {
    const first = await get('/advisor/ann');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-response-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);

    const second = await get('/advisor/ann');
    expect(renders).toBe(1);
    expect(second.headers['x-response-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    // The browser asks again before each use; only a CDN may answer stale while it asks.
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toMatch(/\bmax-age=0, must-revalidate\b/);
      expect(answer.headers['cache-control']).not.toMatch(/stale/);
      expect(answer.headers['cdn-cache-control']).toMatch(/stale-while-revalidate/);
    }

    const unchanged = await get('/advisor/ann', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(renders).toBe(1);
  });

  it('serves HEAD from the GET entry and keys on the query string', async () => {
    await get('/some-list?page=1');
    const head = await app.inject({ method: 'HEAD', url: '/some-list?page=1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-response-cache']).toBe('hit');
    expect(renders).toBe(1);
    await get('/some-list?page=2');
    expect(renders).toBe(2);
  });

  it('keeps compressed copies made once, which decompress to the kept body', async () => {
    const plain = await get('/advisor/ann');
    const br = await get('/advisor/ann', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(cache.store.get('GET /advisor/ann')?.variants.has('br')).toBe(true);
    const gzip = await get('/advisor/ann', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(renders).toBe(1);
  });

  it("never gives a signed-in caller's answer to anyone, nor a kept one to a signed-in caller", async () => {
    const signedIn = { authorization: 'Bearer someone' };
    const mine = await get(ADVISOR_API.profile('ann'), signedIn);
    expect(mine.json()).toMatchObject({ who: 'Bearer someone' });
    expect(mine.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const anonymous = await get(ADVISOR_API.profile('ann'));
    expect(anonymous.json()).not.toHaveProperty('who');
    expect(anonymous.headers['x-response-cache']).toBe('miss');
    // Kept now; a signed-in caller still gets their own answer.
    const again = await get(ADVISOR_API.profile('ann'), signedIn);
    expect(again.json()).toMatchObject({ who: 'Bearer someone' });
    expect(again.headers['x-response-cache']).toBeUndefined();
    expect(renders).toBe(3);
    const page = await get('/advisor/ann', signedIn);
    expect(page.body).toContain('for Bearer someone');
    expect((await get('/advisor/ann')).body).toContain('for anonymous');
    expect((await get('/advisor/ann')).headers['x-response-cache']).toBe('hit');
  });

  it('keeps no answer that sets a cookie, is not 200 or names a file', async () => {
    for (const url of ['/cookie', '/missing', '/robots.txt']) {
      await get(url);
      await get(url);
    }
    expect(renders).toBe(6);
    expect(cache.store.size).toBe(0);
  });

  it("removes exactly what a change touched: one advisor's pages, the lists, or all", async () => {
    const pages = ['/advisor/ann', '/advisor/bob', '/some-list'];
    const rendersOf = async () => {
      const before = renders;
      const missed = [];
      for (const url of pages) {
        await get(url);
        if (renders > before + missed.length) missed.push(url);
      }
      return missed;
    };
    expect(await rendersOf()).toEqual(pages);
    change('advisors', 'id-ann');
    expect(await rendersOf()).toEqual(['/advisor/ann', '/some-list']);
    change('open-times', 'id-bob');
    expect(await rendersOf()).toEqual(['/advisor/bob', '/some-list']);
    change('compliance-documents');
    expect(await rendersOf()).toEqual([]);
    change('feature-flags');
    expect(await rendersOf()).toEqual(pages);
    change('advisors');
    expect(await rendersOf()).toEqual(pages);
    change('pages');
    expect(await rendersOf()).toEqual(pages);
  });

  it('keeps nothing when its size is 0', async () => {
    const off = Fastify();
    registerResponseCache(off, { maxBytes: 0, advisorIdOf: async () => 'x' });
    let count = 0;
    off.get('/*', async () => `${++count}`);
    expect((await off.inject('/a')).body).toBe('1');
    expect((await off.inject('/a')).body).toBe('2');
    await off.close();
  });
});
