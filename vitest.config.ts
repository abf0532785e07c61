import { globSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const BROWSER_CODE_TESTS = ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.{ts,tsx}'];
const SERVER_TESTS = ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'];
/** A `vi.mock` replaces a module for its own file only, so such a file needs a fresh process. */
const mockingModules = (globs: string[]) =>
  globSync(globs).filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const MOCKING_MODULES = mockingModules(BROWSER_CODE_TESTS);
const SERVER_MOCKING_MODULES = mockingModules(SERVER_TESTS);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core: Vitest's default keeps a core free, which leaves half of a 2-core
    // machine idle while each file imports and starts its database.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: BROWSER_CODE_TESTS,
          exclude: MOCKING_MODULES,
          // The browser code's tests share one process per worker: each renders into a document
          // of its own, and importing React and the UI kit once instead of once per file makes
          // them three times faster. What a test stubs or spies on is put back after it.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: { name: 'client (mocked modules)', include: MOCKING_MODULES },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: SERVER_MOCKING_MODULES,
          // The server's files share one process per worker, like the browser code's: each file
          // builds its own app over its own database, and the state a server keeps (caches, the
          // job queue, timers) lives in that app and ends with its close(). Importing the app
          // once per worker instead of once per file halves the run (ADR 0080).
          isolate: false,
          setupFiles: ['./tests/setup/server-file-setup.ts'],
          globalSetup: ['./tests/setup/global-setup.ts'],
        },
      },
      // None today; a server file that mocks a module gets a process of its own, as above.
      ...(SERVER_MOCKING_MODULES.length > 0
        ? [
            {
              extends: true as const,
              test: {
                name: 'server (mocked modules)',
                include: SERVER_MOCKING_MODULES,
                globalSetup: ['./tests/setup/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
