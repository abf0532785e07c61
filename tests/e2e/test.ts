// The journeys' `test`: Playwright's, with a world of the journey's own (ADR 0075).
import { test as base, expect } from '@playwright/test';
import { createWorld } from './world';
import type { World } from './world';

export { expect };

export const test = base.extend<{ world: World }>({
  world: async ({ request }, use) => use(createWorld(request)),
});
