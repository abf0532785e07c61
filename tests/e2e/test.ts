// The journeys' `test`: Playwright's, with a world of the journey's own, and for the journeys that
// change the whole site a server of the worker's own (ADR 0075).
import { test as base, expect } from '@playwright/test';
import { startOwnServer } from './own-server';
import { createWorld } from './world';
import type { World } from './world';

export { expect };

interface WorkerFixtures {
  /** Run against a journey server of this worker's own instead of the shared one. */
  ownServer: boolean;
  ownServerURL: string | undefined;
}

export const test = base.extend<{ world: World }, WorkerFixtures>({
  ownServer: [false, { option: true, scope: 'worker' }],
  ownServerURL: [
    async ({ ownServer }, use, workerInfo) => {
      if (!ownServer) return use(undefined);
      const server = await startOwnServer(workerInfo.parallelIndex, workerInfo.workerIndex);
      try {
        await use(server.baseURL);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ baseURL, ownServerURL }, use) => use(ownServerURL ?? baseURL),
  world: async ({ request }, use) => use(createWorld(request)),
});
