// The home page's first load stays small: the schema library and the signed-in areas load when a
// page needs them, never with the landing page. The budget and its history are in
// tests/bench/README.md; this guard fails on a regression past the last measured figure.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sizeInitialAssets } from '../bench/initial-assets';

/**
 * The last measured figure (191.4 KB, 2026-11-27, with search by text and ZIP, the contact details
 * and the Save heart on the home page's cards; tests/bench/README.md) plus room for small changes.
 */
const REGRESSION_CEILING_GZIP_BYTES = 194 * 1024;

test('the home page loads no schema code and stays under the size ceiling', async ({ request }) => {
  const home = await request.get('/');
  expect(home.ok()).toBe(true);
  const assets = await sizeInitialAssets(process.cwd(), await home.text());
  expect(assets.length).toBeGreaterThan(0);

  for (const asset of assets.filter((each) => each.kind === 'js')) {
    const code = await readFile(path.join(process.cwd(), 'dist/client', asset.file), 'utf8');
    expect(code.includes('ZodError'), `${asset.file} carries the schema library`).toBe(false);
  }
  const total = assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  expect(total).toBeLessThanOrEqual(REGRESSION_CEILING_GZIP_BYTES);
});
