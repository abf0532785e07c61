// The README's picture names every server module and no other (scripts/readme-modules.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, moduleLines, readmeWithModules, serverModules } from './readme-modules';

describe("the README's module picture", () => {
  it('is in step with src/server/modules (run `npx tsx scripts/readme-modules.ts`)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(readmeWithModules(readme));
  });

  it('names each module once, inside the box', () => {
    const lines = moduleLines();
    const named = lines.join(' ').match(/[a-z][a-z-]+/g) ?? [];
    for (const name of serverModules())
      expect(named.filter((word) => word === name)).toHaveLength(1);
    for (const line of lines) expect([...line]).toHaveLength(75);
  });
});
