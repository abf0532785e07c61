// The server's test files share a process per worker (ADR 0080): what one file stubs, spies on or
// fakes is put back when it ends, so the next file starts from the real globals, environment,
// modules' functions and clock. Within a file, a stub made in beforeAll lasts the whole file.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
