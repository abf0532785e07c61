// Script chunks that never arrive (docs/product.md#timings: chunk loading times out at 120 s)
// become an error the error page can explain, instead of a page that spins for ever.
import { SCRIPT_CHUNK_TIMEOUT_MS } from '../shared/constants';

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(
      `This page took longer than ${Math.round(timeoutMs / 1000)} seconds to load. ` +
        'Check your connection and reload the page.',
    );
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withChunkTimeout<T>(
  chunk: Promise<T>,
  timeoutMs: number = SCRIPT_CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    chunk.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Browsers word a failed dynamic import differently; after a deploy the old chunks are gone. */
export function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
