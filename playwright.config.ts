import { existsSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { journeyDatabase } from './tests/e2e/journey-database';
import { JOURNEY_SERVER_ENTRY, journeyServerEnv } from './tests/e2e/journey-server-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Debian's headless shell (package chromium-headless-shell) runs the journeys about a quarter
 * faster than the full browser on two cores (ADR 0078); the full one serves where it is missing
 * and for `--headed`. CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const headed = process.argv.includes('--headed') || process.argv.includes('--ui');
const chromium =
  process.env.CHROMIUM_PATH ??
  (!headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const baseURL = `http://127.0.0.1:${PORT}`;
const sharedDatabase = journeyDatabase('shared');
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  // A page under a full suite on two cores can take several seconds to answer a click.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Each worker drives a browser against a server on the same cores.
  workers: Math.max(1, os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // A person who asked for less motion: no transition to wait out, and no winter snow falling for
    // 45 s over every page once the pointer crosses the header (seven journeys: 165 s to 152 s).
    reducedMotion: 'reduce',
    // The last screen of every journey locally; in CI of a failed one (fixtures.ts says why).
    screenshot: process.env.CI && !process.env.JOURNEY_SCREENSHOTS ? 'only-on-failure' : 'on',
    // Recording a trace costs a journey about a third of its time on two cores: CI records one
    // only when it runs a failed journey again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; browsers are never downloaded.
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // One desktop project: a journey on a phone or with JavaScript off says so itself. Every journey
  // lives in a world of its own (ADR 0075), so none needs another to run first.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The production build on a fresh database: PostgreSQL's when DATABASE_URL names a server
    // (ADR 0083), else the embedded one in its own folder.
    command: ['rm -rf .e2e-data', sharedDatabase.recreateCommand, `tsx ${JOURNEY_SERVER_ENTRY}`]
      .filter(Boolean)
      .join(' && '),
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: journeyServerEnv(PORT, '.e2e-data/shared', sharedDatabase.url),
  },
});
