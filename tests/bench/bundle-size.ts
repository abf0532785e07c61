// The home page's initial JavaScript and CSS, gzip-compressed, from the production build:
// everything the server-rendered HTML of '/' asks the browser to load before it is interactive.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/testing/test-config';
import { createTestDatabase } from '../../src/server/testing/test-database';

export const HOME_BUDGET_GZIP_BYTES = 170 * 1024;

export interface AssetSize {
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

/** Local asset URLs the HTML loads up front: scripts, module preloads and stylesheets. */
export function initialAssetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/rel="(stylesheet|modulepreload)"/.test(tag)) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

export async function measureHomePage(rootDir: string): Promise<AssetSize[]> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { ...testConfig(), isProduction: true },
    database,
    serveClient: true,
    logger: false,
  });
  try {
    const page = await app.inject({ method: 'GET', url: '/' });
    if (page.statusCode !== 200) throw new Error(`GET / answered ${page.statusCode}`);
    const sizes: AssetSize[] = [];
    for (const url of initialAssetUrls(page.body)) {
      const bytes = await readFile(path.join(rootDir, 'dist/client', url));
      sizes.push({
        file: url,
        kind: url.endsWith('.css') ? 'css' : 'js',
        rawBytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
      });
    }
    return sizes;
  } finally {
    await app.close();
    await database.dispose();
  }
}
