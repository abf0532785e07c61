// The unit and API tests on the embedded database. With DATABASE_URL set, the tests that only a
// PostgreSQL server can prove are left to the PostgreSQL run (scripts/postgres-suite.mjs, ADR 0077).
import { spawnSync } from 'node:child_process';
import { EMBEDDED_EXCLUDES } from './postgres-suite.mjs';

const excludes = process.env.DATABASE_URL
  ? EMBEDDED_EXCLUDES.flatMap((glob) => ['--exclude', glob])
  : [];
if (excludes.length > 0)
  console.log('DATABASE_URL is set: the concurrency and fault tests run on PostgreSQL only.');
const result = spawnSync('npx', ['vitest', 'run', ...excludes, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
