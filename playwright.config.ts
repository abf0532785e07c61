import { defineConfig } from '@playwright/test';
import { JOURNEY_SERVER_ENTRY, journeyServerEnv } from './tests/e2e/journey-server-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** Publish compliance documents every page and every checkout read: after the others. */
const COMPLIANCE_JOURNEYS = [/admin-documents\.spec\.ts/, /user-agreements\.spec\.ts/] as const;
/** The demo admin acts as a client here, which every other admin journey would trip over. */
const IMPERSONATION_JOURNEY = /auth-impersonation\.spec\.ts/;
/** Adds a recording to a demo meeting the client's journey expects to hold none: after it. */
const RECORDINGS_JOURNEY = /admin-recordings\.spec\.ts/;
/** Turns the global AdvisorRecommendations flag on and off: after the others, on its own. */
const MATCHING_FLAG_JOURNEY = /matching-questionnaire\.spec\.ts/;
const ONGOING_FLAG_JOURNEYS = [
  /ongoing-flag-and-waitlist\.spec\.ts/,
  /subscribe-the-ongoing\.spec\.ts/,
] as const;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  // A page under a full suite on two cores can take several seconds to answer a click.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; browsers are never downloaded.
      executablePath: '/usr/bin/chromium',
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
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testIgnore: [
        /advisor-availability\.spec\.ts/,
        /calendar-sync\.spec\.ts/,
        ONGOING_FLAG_JOURNEYS[0],
        ONGOING_FLAG_JOURNEYS[1],
        ...COMPLIANCE_JOURNEYS,
        IMPERSONATION_JOURNEY,
        RECORDINGS_JOURNEY,
        MATCHING_FLAG_JOURNEY,
      ],
    },
    // The results pages of other journeys show a link while AdvisorRecommendations is on.
    {
      name: 'matching-flag',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: MATCHING_FLAG_JOURNEY,
      dependencies: ['chromium'],
    },
    {
      name: 'compliance-documents',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: [...COMPLIANCE_JOURNEYS],
      dependencies: ['chromium'],
    },
    // Turn the global TheOngoing flag on and off, which the home page and the services pages of
    // other journeys show: they run after those, one after the other.
    {
      name: 'ongoing-flag',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: ONGOING_FLAG_JOURNEYS[0],
      dependencies: ['chromium'],
    },
    {
      name: 'ongoing-subscription',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: ONGOING_FLAG_JOURNEYS[1],
      dependencies: ['ongoing-flag'],
    },
    // Changes the demo advisor's calendar that other journeys read, so it runs after them.
    {
      name: 'calendar-changes',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: /advisor-availability\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Adds busy time to the same calendar for a while: after the journey above, not beside it.
    {
      name: 'calendar-sync',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: /calendar-sync\.spec\.ts/,
      dependencies: ['calendar-changes'],
    },
    {
      name: 'recordings-admin',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: RECORDINGS_JOURNEY,
      dependencies: ['chromium'],
    },
    // Last, once no other journey signs in as the demo admin.
    {
      name: 'impersonation',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: IMPERSONATION_JOURNEY,
      dependencies: [
        'compliance-documents',
        'ongoing-subscription',
        'recordings-admin',
        'matching-flag',
      ],
    },
  ],
  webServer: {
    // The production build on a fresh embedded database in its own folder.
    command: `rm -rf .e2e-data && tsx ${JOURNEY_SERVER_ENTRY}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: journeyServerEnv(PORT, '.e2e-data/shared'),
  },
});
