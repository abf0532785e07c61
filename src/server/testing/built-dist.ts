// The build `npm test` makes once, before the tests that run the compiled server: its build stage
// names the dist folder in BUILT_DIST (scripts/test-stages.mjs), only when this run built it, so a
// stale dist is never taken for this tree's. A test run on its own builds what it needs.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** This run's dist folder when it holds the compiled server, else undefined. */
export function builtDist(): string | undefined {
  const built = process.env.BUILT_DIST;
  return built && existsSync(path.join(built, 'server/main.js')) ? built : undefined;
}
