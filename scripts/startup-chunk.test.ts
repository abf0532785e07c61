import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { startupModules } from './startup-chunk';

type OutputChunk = Rolldown.OutputChunk;

function chunk(
  fileName: string,
  modules: Record<string, number>,
  imports: string[] = [],
  facadeModuleId: string | null = null,
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: facadeModuleId !== null,
    facadeModuleId,
    imports,
    dynamicImports: [],
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  } as unknown as OutputChunk; // Only the fields startupModules reads.
}

describe('startup modules', () => {
  it('collects the rendered modules of the entry and of every chunk it imports statically, less the entry module', () => {
    const chunks = [
      chunk(
        'index.js',
        { '/app/index.html': 10, '/app/entry.tsx': 500 },
        ['react.js'],
        '/app/index.html',
      ),
      chunk('react.js', { '/nm/react/index.js': 300, '/nm/barrel/index.js': 0 }, ['runtime.js']),
      chunk('runtime.js', { '/virtual/runtime': 40 }),
      chunk('account-page.js', { '/app/pages/account.tsx': 900 }, ['react.js']),
    ];
    expect([...startupModules(chunks, '/app/index.html')].sort()).toEqual([
      '/app/entry.tsx',
      '/nm/react/index.js',
      '/virtual/runtime',
    ]);
  });

  it('finds nothing when the entry is not in the build', () => {
    const chunks = [
      chunk('server.js', { '/app/entry-server.tsx': 100 }, [], '/app/entry-server.tsx'),
    ];
    expect(startupModules(chunks, '/app/index.html').size).toBe(0);
  });
});
