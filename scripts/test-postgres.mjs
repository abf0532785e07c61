// Runs the server tests again against real PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the PostgreSQL run of the server tests is skipped.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'src/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
