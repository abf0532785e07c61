// The unit and API tests on the embedded database. With DATABASE_URL set, only the browser code's
// tests and the server tests that run on both databases: the PostgreSQL run takes the rest
// (scripts/postgres-suite.mjs, ADRs 0077 and 0079).
import { spawnSync } from 'node:child_process';
import { EMBEDDED_BESIDE_POSTGRES } from './postgres-suite.mjs';

const args = process.argv.slice(2);
// Files named on the command line are run as asked.
const named = args.some((arg) => !arg.startsWith('-'));
const filters = process.env.DATABASE_URL && !named ? EMBEDDED_BESIDE_POSTGRES : [];
if (filters.length > 0)
  console.log('DATABASE_URL is set: the server tests not run on both databases run on PostgreSQL.');
const result = spawnSync('npx', ['vitest', 'run', ...args, ...filters], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
