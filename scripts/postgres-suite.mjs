// Which server tests run on which database (ADR 0077). Every server test runs on the embedded
// database (PGlite, PostgreSQL compiled to WebAssembly: the same SQL, types and constraints) when
// no PostgreSQL server is given. With one (DATABASE_URL), the tests are split:

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
 * Several connections at once (locks, concurrency, exactly-once money and bookings) and faults:
 * on PGlite's single connection every race is run one after the other and proves nothing, so with
 * a PostgreSQL server these run there only.
 */
export const POSTGRES_ONLY = [
  // Connections cut, instances killed, the database going away.
  'src/server/faults/',
  // Counters upserted by concurrent requests.
  'src/server/http/rate-limit/',
  // Holds, payments and the ledger under concurrency: exactly once.
  'src/server/modules/checkout/',
  'src/server/modules/payments/',
  'src/server/modules/payouts/',
  // Capacity, waitlists and invoices taken by several clients at once.
  'src/server/modules/plans/',
  // Time ranges and exclusion constraints: no double booking.
  'src/server/modules/availability/',
  'src/server/modules/meetings/',
  // Deleting and downloading an account touches every table.
  'src/server/modules/account/',
];

/** The PostgreSQL run: Vitest's file filters (path prefixes). */
export const POSTGRES_SUITE = [...ON_BOTH, ...POSTGRES_ONLY];

/** What the embedded run leaves out when the PostgreSQL run takes it: `--exclude` globs. */
export const EMBEDDED_EXCLUDES = POSTGRES_ONLY.map((folder) => `${folder}**`);
