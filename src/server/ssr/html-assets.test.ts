import { describe, expect, it } from 'vitest';
import { initialAssetUrls } from './html-assets';

describe('initialAssetUrls', () => {
  it('lists local scripts, module preloads and stylesheets once each, in order', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/startup-1.css">',
      '<link rel="icon" href="/favicon.svg">',
      '<script type="module" crossorigin src="/assets/startup-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js" />',
      '<script src="https://example.com/outside.js"></script>',
    ].join('');
    expect(initialAssetUrls(html)).toEqual([
      '/assets/startup-1.js',
      '/assets/startup-1.css',
      '/assets/home-1.js',
    ]);
  });
});
