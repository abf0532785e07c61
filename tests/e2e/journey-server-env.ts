// How the journey server runs (ADR 0075): the shared one Playwright starts, and the ones the
// journeys that change the whole site (feature flags, compliance documents) start for themselves.
export const JOURNEY_SERVER_ENTRY = 'src/server/testing/worlds/journey-server.ts';

/** `databaseUrl`: the server's PostgreSQL database, or '' for the embedded one in `dataDir`. */
export function journeyServerEnv(
  port: number,
  dataDir: string,
  databaseUrl = '',
): Record<string, string> {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'production',
    APP_ENV: 'production',
    // Production as it is, but taking no money and sending no email, on purpose (ADR 0063):
    // without these two it refuses to start (ADR 0062). Every page carries the test-mode ribbon.
    PAYMENTS_MODE: 'sandbox',
    EMAIL_MODE: 'outbox',
    // The demo data: the public pages' advisors as a newcomer sees them. No journey signs in as a
    // demo account; each signs in as people of its own world.
    SEED_DEMO_DATA: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000',
    // Short-lived tokens so a journey sees a silent renewal (renewal starts 60 s before expiry).
    ACCESS_TOKEN_TTL_SECONDS: '75',
    // The calendar-sync journey serves an external calendar on 127.0.0.1.
    CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
  };
}
