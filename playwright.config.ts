import { defineConfig } from '@playwright/test';

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
    command: 'rm -rf .e2e-data && tsx src/server/testing/worlds/journey-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      APP_ENV: 'production',
      // Production as it is, but taking no money and sending no email, on purpose (ADR 0063):
      // without these two it refuses to start (ADR 0062). Every page carries the test-mode ribbon.
      PAYMENTS_MODE: 'sandbox',
      EMAIL_MODE: 'outbox',
      // The journeys sign in with the demo accounts; production loads them only when asked.
      SEED_DEMO_DATA: 'true',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
      // Short-lived tokens so a journey sees a silent renewal (renewal starts 60 s before expiry).
      ACCESS_TOKEN_TTL_SECONDS: '75',
      // The calendar-sync journey serves an external calendar on 127.0.0.1.
      CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
    },
  },
});
