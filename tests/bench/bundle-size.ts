// The home page's initial JavaScript and CSS, gzip-compressed, from the production build:
// everything the server-rendered HTML of '/' asks the browser to load before it is interactive.
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/testing/test-config';
import { createTestDatabase } from '../../src/server/testing/test-database';
import { sizeInitialAssets } from './initial-assets';
import type { AssetSize } from './initial-assets';

export { HOME_BUDGET_GZIP_BYTES } from './initial-assets';

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
    return await sizeInitialAssets(rootDir, page.body);
  } finally {
    await app.close();
    await database.dispose();
  }
}
