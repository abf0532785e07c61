// Runs the server tests on real PostgreSQL (scripts/postgres-suite.mjs, ADRs 0076, 0077 and 0079)
// when DATABASE_URL is set; arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { POSTGRES_SUITE } from './postgres-suite.mjs';

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the PostgreSQL run of the server tests is skipped.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2), ...POSTGRES_SUITE], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
