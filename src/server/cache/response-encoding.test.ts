import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, preferredEncoding } from './response-encoding';

describe('response encoding', () => {
  it('prefers br, then gzip, and honours a refusal', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('compresses to what decompresses back', async () => {
    const body = Buffer.from('<p>hello</p>'.repeat(500));
    expect(brotliDecompressSync(await compress(body, 'br'))).toEqual(body);
    expect(gunzipSync(await compress(body, 'gzip'))).toEqual(body);
  });
});
