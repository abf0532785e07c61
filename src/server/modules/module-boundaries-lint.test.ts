// The lint rule that keeps a module's SQL its own: another module may call its service, never its
// repository. The zones are read from the module folders (eslint.config.js), so every module with
// a repository is covered, a new one included; this probes each of them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restrictedPathMessages } from '../testing/restricted-paths';
import { PROJECT_ROOT } from '../project-root';

const MODULES_DIR = join(PROJECT_ROOT, 'src/server/modules');

/** Each module with a repository, and one of its repository files. */
const repositories = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const file = readdirSync(join(MODULES_DIR, entry.name)).find((name) =>
      name.endsWith('.repository.ts'),
    );
    return file ? [{ module: entry.name, file: file.replace(/\.ts$/, '') }] : [];
  });

const probe = (from: string, module: string, file: string) =>
  restrictedPathMessages(
    `src/server/modules/${from}/probe.ts`,
    `import * as repository from '../${module}/${file}';\nexport const used = repository;\n`,
  );

describe('module repositories in lint', () => {
  it('finds the modules with a repository', () => {
    expect(repositories.length).toBeGreaterThan(20);
  });

  it.each(repositories)('refuses another module importing $module/$file', async (entry) => {
    const other = entry.module === 'audit' ? 'search' : 'audit';
    expect(await probe(other, entry.module, entry.file)).toEqual([
      expect.stringContaining('not its repository'),
    ]);
  });

  it('lets a module import its own repository', async () => {
    const own = repositories[0]!;
    expect(await probe(own.module, own.module, own.file)).toEqual([]);
  });
});
