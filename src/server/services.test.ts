// Every module manifest is in the one list the server and the worker are built from.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkImports } from './testing/import-graph';

const SERVER = import.meta.dirname;

describe('the module list', () => {
  it('names every module manifest', () => {
    const manifests = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.ts'))
      .map((file) => path.join(SERVER, file));
    expect(manifests.length).toBeGreaterThan(10);
    // services.ts imports a manifest only to list it (an unused import fails lint).
    const services = path.join(SERVER, 'services.ts');
    const reached = walkImports(services).files;
    expect(manifests.filter((file) => reached.get(file) !== services)).toEqual([]);
  });
});
