import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_CHUNK_TIMEOUT_MS } from '../shared/constants';
import { ChunkLoadTimeoutError, isChunkLoadFailure, withChunkTimeout } from './chunk-timeout';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('passes a chunk through when it arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve({ default: 'page' }))).resolves.toEqual({
      default: 'page',
    });
  });

  it(`rejects with a clear error when a chunk has not settled after ${SCRIPT_CHUNK_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const pending = withChunkTimeout(never);
    const outcome = pending.catch((error: unknown) => error);
    vi.advanceTimersByTime(SCRIPT_CHUNK_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect((error as Error).message).toContain(`${SCRIPT_CHUNK_TIMEOUT_MS / 1000} seconds`);
  });

  it('passes a failed import through unchanged', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
    expect(isChunkLoadFailure(failure)).toBe(true);
    expect(isChunkLoadFailure(new Error('other'))).toBe(false);
  });
});
