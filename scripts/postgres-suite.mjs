// Which server tests run on which database (ADRs 0077, 0079). Every server test runs on the
// embedded database (PGlite, PostgreSQL compiled to WebAssembly: the same SQL, types and
// constraints) when no PostgreSQL server is given. With one (DATABASE_URL), they are split:

/** Where the two differ around the engine, or the embedded default runs heavy SQL: both. */
export const ON_BOTH = [
  // Migrations, the seed, error mapping, deadlock retry, the audit log's triggers.
  'src/server/db/',
  // pg-boss over PGlite's one connection, and on connections of its own.
  'src/server/jobs/',
  // Caches told of changes in-process, and by other instances through LISTEN/NOTIFY.
  'src/server/cache/',
  // The SQL-heavy reads the embedded default serves too: search, reports, the meetings-held sweep.
  'src/server/modules/search/',
  'src/server/modules/reports/',
  'src/server/modules/advisors/advisor-search',
  'src/server/modules/advisors/meetings-held',
];

/**
 * With a PostgreSQL server every other server test runs there, once: the production engine. Some
 * could prove nothing on PGlite's single connection, where every race runs one after the other
 * (faults, rate-limit counters, checkout, payments, payouts, plans, availability, meetings,
 * account deletion); the rest run about a third faster there (ADR 0079). The embedded engine is
 * proven by the tests above, by the server tests that start the entry point on it, and by every
 * run without DATABASE_URL (with one, the journeys' servers run on PostgreSQL too, ADR 0083).
 */
export const POSTGRES_SUITE = ['src/server/', 'scripts/'];

/** The embedded run beside a PostgreSQL run: the browser code's tests, and those run on both. */
export const EMBEDDED_BESIDE_POSTGRES = ['src/client/', 'src/shared/', ...ON_BOTH];
