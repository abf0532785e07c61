// One chunk for the code every page runs first. Left alone, the bundler splits the entry's code
// by which lazy pages share each module, so the first load fetched some thirty small files that
// compress worse apart than together. A quick probe build (no files written) finds the modules
// the entry's chunks really hold after tree-shaking; the real build groups exactly those, so
// nothing only a lazy page uses moves into the first load.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const PROBING = 'JFA_STARTUP_CHUNK_PROBE';

export interface StartupChunk {
  plugin: Plugin;
  /** True for a module the first load runs (filled in before the build starts). */
  test: (id: string) => boolean;
}

/**
 * The modules with rendered code in the entry chunk and every chunk it imports statically, less
 * the entry module itself.
 */
export function startupModules(chunks: readonly OutputChunk[], entryFile: string): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryFile);
  const modules = new Set<string>();
  const seen = new Set<string>();
  const pending = entry ? [entry] : [];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength > 0) modules.add(id);
    }
    for (const file of chunk.imports) {
      const imported = byName.get(file);
      if (imported) pending.push(imported);
    }
  }
  // The page's own entry module stays in its entry chunk, so the build manifest keeps the entry.
  if (entry?.facadeModuleId) modules.delete(entry.facadeModuleId);
  return modules;
}

export function startupChunk(htmlEntry: string): StartupChunk {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-chunk',
    // Only the browser build of `vite build`, and not the probe build it starts itself.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && !process.env[PROBING],
    async config(config) {
      const { build } = await import('vite');
      process.env[PROBING] = '1';
      try {
        const result = await build({
          root: config.root,
          logLevel: 'silent',
          build: { write: false, sourcemap: false, manifest: false },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs.flatMap((output) =>
          'output' in output
            ? output.output.filter((item): item is OutputChunk => item.type === 'chunk')
            : [],
        );
        const entryFile = path.resolve(config.root ?? process.cwd(), htmlEntry);
        for (const id of startupModules(chunks, entryFile)) startup.add(id);
      } finally {
        delete process.env[PROBING];
      }
    },
  };
  return { plugin, test: (id) => startup.has(id) };
}
