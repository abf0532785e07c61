import { describe, expect, it } from 'vitest';
import { preloadLinks } from './vite-manifest';
import type { ViteManifest } from './vite-manifest';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index-1.css'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_util.js': { file: 'assets/util-1.js', imports: ['_shared.js'] },
  'src/client/pages/home/home-page.tsx': {
    file: 'assets/home-1.js',
    imports: ['_util.js', '_shared.js'],
    css: ['assets/home-1.css'],
  },
};

describe('preloadLinks', () => {
  it('links the page chunk, its own imports and CSS, but nothing the entry already loads', () => {
    const html = preloadLinks(manifest, ['src/client/pages/home/home-page.tsx']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />');
    expect(html).toContain('href="/assets/util-1.js"');
    expect(html).not.toContain('shared-1.js');
    expect(html).not.toContain('index-1');
  });

  it('links nothing the built index.html already loads, nor what that imports', () => {
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
    const html = preloadLinks(
      startup,
      ['src/client/pages/home/home-page.tsx'],
      ['/assets/startup-1.js', '/assets/startup-1.css'],
    );
    expect(html).toContain('href="/assets/home-1.js"');
    expect(html).toContain('href="/assets/home-1.css"');
    expect(html).not.toContain('startup-1');
    expect(html).not.toContain('runtime-1');
  });

  it('ignores names the manifest does not know and repeats nothing', () => {
    const html = preloadLinks(manifest, [
      'src/client/pages/home/home-page.tsx',
      'src/client/pages/home/home-page.tsx',
      'src/client/pages/missing-page.tsx',
    ]);
    expect(html.match(/home-1\.js/g)).toHaveLength(1);
  });
});
