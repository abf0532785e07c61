// What a server-rendered page asks the browser to load before it is interactive, and how big it
// is gzip-compressed: shared by the bundle benchmark and the end-to-end guard on the home page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialAssetUrls } from '../../src/server/ssr/html-assets';

export const HOME_BUDGET_GZIP_BYTES = 170 * 1024;

export interface AssetSize {
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

/** The size of each initial asset of `html`, read from the production build under `rootDir`. */
export async function sizeInitialAssets(rootDir: string, html: string): Promise<AssetSize[]> {
  const sizes: AssetSize[] = [];
  for (const url of initialAssetUrls(html)) {
    const bytes = await readFile(path.join(rootDir, 'dist/client', url));
    sizes.push({
      file: url,
      kind: url.endsWith('.css') ? 'css' : 'js',
      rawBytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    });
  }
  return sizes;
}
