// The worker builds every module's services and runs their jobs, and loads no HTTP code: no
// routes file, no Fastify, nothing of src/server/http, the server renderer or the client.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importChain, walkImports } from './testing/import-graph';
import type { ImportGraph } from './testing/import-graph';

const SERVER = import.meta.dirname;
const ROOT = path.resolve(SERVER, '../..');

const HTTP_FILES: { rule: string; test: (file: string) => boolean }[] = [
  { rule: 'a routes file', test: (file) => file.endsWith('.routes.ts') },
  {
    rule: 'src/server/http',
    test: (file) => file.startsWith(path.join(SERVER, 'http') + path.sep),
  },
  { rule: 'src/server/ssr', test: (file) => file.startsWith(path.join(SERVER, 'ssr') + path.sep) },
  { rule: 'the client', test: (file) => file.startsWith(path.join(ROOT, 'src/client') + path.sep) },
];
const isHttpPackage = (name: string) => /^(fastify|@fastify\/|fastify-)/.test(name);

/** Every HTTP file or package reached, with the chain of imports that reached it. */
function httpCodeReached(graph: ImportGraph): string[] {
  const relative = (file: string) => path.relative(ROOT, file);
  const found: string[] = [];
  for (const file of graph.files.keys()) {
    const rule = HTTP_FILES.find((candidate) => candidate.test(file));
    if (rule) found.push(`${rule.rule}: ${importChain(graph, file).map(relative).join(' → ')}`);
  }
  for (const [name, importer] of graph.packages) {
    if (isHttpPackage(name)) {
      found.push(`package ${name}: ${importChain(graph, importer).map(relative).join(' → ')}`);
    }
  }
  return found;
}

describe('the worker', () => {
  const worker = walkImports(path.join(SERVER, 'worker.ts'));

  it('builds the services from the module list and runs their jobs', () => {
    for (const file of ['services.ts', 'jobs/job-handlers.ts', 'jobs/job-runner.ts']) {
      expect(worker.files.has(path.join(SERVER, file))).toBe(true);
    }
    expect(worker.files.has(path.join(SERVER, 'modules/vault/vault.service.ts'))).toBe(true);
  });

  it('loads no HTTP code', () => {
    expect(httpCodeReached(worker)).toEqual([]);
  });

  it('would be caught loading HTTP code: the server itself is', () => {
    const found = httpCodeReached(walkImports(path.join(SERVER, 'app.ts')));
    expect(found).toContainEqual(
      expect.stringMatching(/^a routes file: .*src\/server\/modules\/vault\/vault\.routes\.ts$/),
    );
    expect(found).toContainEqual(expect.stringMatching(/^src\/server\/http: /));
    expect(found).toContainEqual(expect.stringMatching(/^src\/server\/ssr: /));
    expect(found).toContainEqual(expect.stringMatching(/^package fastify: src\/server\/app\.ts$/));
  });
});
