import { describe, expect, it } from 'vitest';
import { createResponseStore, strongEtag } from './response-store';
import type { NewResponse } from './response-store';

const answer = (bytes: number, tags: string[] = [], ttlMs = 60_000): NewResponse => ({
  body: Buffer.alloc(bytes, 'a'),
  contentType: 'application/json',
  cacheHeaders: { 'cache-control': 'public' },
  tags,
  ttlMs,
});

describe('response store', () => {
  it('keeps its total bytes under the bound, dropping the least recently used first', () => {
    const store = createResponseStore(20_000);
    store.set('a', answer(4000), store.version);
    store.set('b', answer(4000), store.version);
    store.set('c', answer(4000), store.version);
    expect(store.get('a')).toBeDefined(); // a is now the most recent
    store.set('d', answer(4000), store.version);
    store.set('e', answer(4000), store.version);
    expect(store.bytes).toBeLessThanOrEqual(20_000);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('e')).toBeDefined();
  });

  it('counts compressed copies and still keeps the bound', () => {
    const store = createResponseStore(20_000);
    const a = store.set('a', answer(4000), store.version)!;
    store.set('b', answer(4000), store.version);
    store.set('c', answer(4000), store.version);
    store.addVariant(a, 'br', Buffer.alloc(7000));
    expect(store.bytes).toBeLessThanOrEqual(20_000);
    // The entry just compressed stays; the least recently used went.
    expect(store.get('a')?.variants.get('br')).toHaveLength(7000);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
  });

  it('refuses an answer larger than a quarter of the bound, and keeps nothing at 0', () => {
    expect(createResponseStore(10_000).set('big', answer(5000), 0)).toBeUndefined();
    expect(createResponseStore(0).set('a', answer(10), 0)).toBeUndefined();
  });

  it('removes exactly the entries carrying a changed tag', () => {
    const store = createResponseStore(1_000_000);
    store.set('profile', answer(10, ['advisor:1']), store.version);
    store.set('other', answer(10, ['advisor:2']), store.version);
    store.set('list', answer(10, ['lists']), store.version);
    expect(store.invalidate(['advisor:1', 'lists'])).toBe(2);
    expect(store.get('profile')).toBeUndefined();
    expect(store.get('list')).toBeUndefined();
    expect(store.get('other')).toBeDefined();
    store.clear();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('does not keep an answer read before an invalidation', () => {
    const store = createResponseStore(1_000_000);
    const readAt = store.version;
    store.invalidate(['advisor:1']);
    expect(store.set('profile', answer(10), readAt)).toBeUndefined();
    expect(store.set('profile', answer(10), store.version)).toBeDefined();
  });

  it('forgets an entry once it expires', () => {
    let now = 1000;
    const store = createResponseStore(1_000_000, () => now);
    store.set('a', answer(10, [], 500), store.version);
    now = 1499;
    expect(store.get('a')).toBeDefined();
    now = 1500;
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('gives each body a strong validator of its bytes', () => {
    const etag = strongEtag(Buffer.from('x'));
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(strongEtag(Buffer.from('x'))).toBe(etag);
    expect(strongEtag(Buffer.from('y'))).not.toBe(etag);
  });
});
