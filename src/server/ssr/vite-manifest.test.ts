import { describe, expect, it } from 'vitest';
import { chunkAssets } from './vite-manifest';
import type { ViteManifest } from './vite-manifest';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index-1.css'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_util.js': { file: 'assets/util-1.js', imports: ['_shared.js'], css: ['assets/util-1.css'] },
  'src/client/pages/home/home-page.tsx': {
    file: 'assets/home-1.js',
    imports: ['_util.js', '_shared.js'],
    css: ['assets/home-1.css'],
  },
};

describe('chunkAssets', () => {
  it('names the page chunk, its own imports and CSS, but nothing the entry already loads', () => {
    const assets = chunkAssets(manifest, ['src/client/pages/home/home-page.tsx']);
    expect(assets.scripts).toEqual(['/assets/home-1.js', '/assets/util-1.js']);
    expect(assets.styles).toEqual(['/assets/home-1.css', '/assets/util-1.css']);
  });

  it('names nothing the built index.html already loads, nor what that imports', () => {
    // The startup chunk is named by index.html though the manifest marks no entry.
    const startup: ViteManifest = {
      '_startup.js': {
        file: 'assets/startup-1.js',
        imports: ['_runtime.js'],
        css: ['assets/startup-1.css'],
      },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      'src/client/pages/home/home-page.tsx': {
        file: 'assets/home-1.js',
        imports: ['_startup.js', '_runtime.js'],
        css: ['assets/home-1.css'],
      },
    };
    const assets = chunkAssets(
      startup,
      ['src/client/pages/home/home-page.tsx'],
      ['/assets/startup-1.js', '/assets/startup-1.css'],
    );
    expect(assets).toEqual({ scripts: ['/assets/home-1.js'], styles: ['/assets/home-1.css'] });
  });

  it('ignores names the manifest does not know and repeats nothing', () => {
    const assets = chunkAssets(manifest, [
      'src/client/pages/home/home-page.tsx',
      'src/client/pages/home/home-page.tsx',
      'src/client/pages/missing-page.tsx',
    ]);
    expect(assets.scripts.filter((url) => url.includes('home-1'))).toHaveLength(1);
  });
});
