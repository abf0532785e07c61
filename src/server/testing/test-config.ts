// Configuration for tests and benchmarks: quiet logs and a throwaway data folder. The site's
// address is the host app.inject() sends (localhost, port 80), so the host rule lets it in.
// The response cache is off unless a test asks for it: many tests change rows behind the
// services' backs and read them again.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import type { Config } from '../config';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jfa-test-')),
    RESPONSE_CACHE_MB: '0',
    ...overrides,
  });
}
