// npm run bench: prints the figures recorded in tests/bench/README.md. Never fails on timing;
// it exits non-zero only when a measurement cannot be taken or a size budget is exceeded.
// BENCH_SKIP=bundle,search,lighthouse,availability,vault,ratelimit,users,overhead,serving,footprint
// leaves parts out (comma-separated). serving and footprint start the compiled server (dist/server).
import path from 'node:path';
import { HOME_BUDGET_GZIP_BYTES, measureHomePage } from './bundle-size';
import { runAdvisorSearchBench } from './advisor-search';
import { runAvailabilityBench } from './availability';
import { runAvailabilityRouteBench } from './availability-route';
import { runVaultUploadBench } from './vault-upload';
import { runRateLimitStoreBench } from './rate-limit-store';
import { runLighthouseBench } from './lighthouse';
import { runAdminUsersTableBench } from './admin-users-table';
import { runAdminSearchBench } from './admin-search';
import { runRequestOverheadBench } from './request-overhead';
import { runServingBench } from './serving';
import { runProcessFootprintBench } from './process-footprint';

const rootDir = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()));

async function bundleSize(): Promise<void> {
  console.log('Home page initial JavaScript + CSS (production build, gzip -9)');
  const sizes = await measureHomePage(rootDir);
  for (const size of sizes) {
    console.log(
      `  ${size.kind.padEnd(3)} ${size.file.padEnd(48)} ${kb(size.rawBytes).padStart(10)} raw ${kb(size.gzipBytes).padStart(9)} gzip`,
    );
  }
  const total = (kind?: 'js' | 'css') =>
    sizes
      .filter((size) => !kind || size.kind === kind)
      .reduce((sum, size) => sum + size.gzipBytes, 0);
  console.log(
    `  JS ${kb(total('js'))} + CSS ${kb(total('css'))} = ${kb(total())} gzip (budget ${kb(HOME_BUDGET_GZIP_BYTES)})`,
  );
  if (total() > HOME_BUDGET_GZIP_BYTES) {
    console.error('  Over budget.');
    process.exitCode = 1;
  }
}

const parts: { name: string; run: () => Promise<unknown> }[] = [
  { name: 'bundle', run: bundleSize },
  { name: 'search', run: runAdvisorSearchBench },
  { name: 'lighthouse', run: runLighthouseBench },
  {
    name: 'availability',
    run: async () => {
      await runAvailabilityBench();
      await runAvailabilityRouteBench();
    },
  },
  { name: 'vault', run: runVaultUploadBench },
  { name: 'ratelimit', run: runRateLimitStoreBench },
  { name: 'users', run: runAdminUsersTableBench },
  { name: 'adminsearch', run: runAdminSearchBench },
  { name: 'overhead', run: runRequestOverheadBench },
  { name: 'serving', run: runServingBench },
  { name: 'footprint', run: runProcessFootprintBench },
];

async function main(): Promise<void> {
  // One part that cannot measure does not stop the others; the exit code still says so.
  for (const part of parts) {
    if (skipped.has(part.name)) {
      console.log(`(${part.name}: skipped by BENCH_SKIP)`);
      continue;
    }
    try {
      await part.run();
    } catch (error) {
      console.error(`  ${part.name}: the measurement could not be taken:`, error);
      process.exitCode = 1;
    }
    console.log('');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
