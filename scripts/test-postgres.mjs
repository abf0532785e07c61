// Runs the server tests that must also pass on real PostgreSQL (scripts/postgres-suite.mjs,
// ADR 0076) when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { POSTGRES_SUITE } from './postgres-suite.mjs';

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the PostgreSQL run of the server tests is skipped.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', ...POSTGRES_SUITE], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
