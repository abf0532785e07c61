// The server tests that run a second time on real PostgreSQL (ADR 0076). Every server test runs on
// the embedded database (PGlite, PostgreSQL compiled to WebAssembly: the same SQL, types and
// constraints); these are the ones where a real server can behave otherwise: several connections
// at once (locks, concurrency, exactly-once money and bookings), LISTEN/NOTIFY between instances,
// the job queue, connection faults, migrations, and the SQL-heavy reads and deletes.
export const POSTGRES_SUITE = [
  // Migrations, the seed, error mapping, deadlock retry, the audit log's triggers.
  'src/server/db/',
  // Connections cut, instances killed, the database going away.
  'src/server/faults/',
  // pg-boss on its own connections.
  'src/server/jobs/',
  // Caches told of changes by other instances through LISTEN/NOTIFY.
  'src/server/cache/',
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
  // The SQL-heavy reads: search, reports, the meetings-held sweep.
  'src/server/modules/search/',
  'src/server/modules/reports/',
  'src/server/modules/advisors/advisor-search',
  'src/server/modules/advisors/meetings-held',
  // Deleting and downloading an account touches every table.
  'src/server/modules/account/',
];
