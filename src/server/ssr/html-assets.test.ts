import { describe, expect, it } from 'vitest';
import { deferredAssetTags, extractShellAssets, initialAssetUrls } from './html-assets';

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

  it('counts the modules a server-rendered page starts after its first paint', () => {
    const html =
      '<template id="deferred-styles"><link rel="stylesheet" href="/assets/a-1.css" /></template>' +
      '<script defer src="/after-first-paint.js" data-modules="/assets/startup-1.js"' +
      ' data-preloads="/assets/home-1.js /assets/card-1.js"></script>';
    expect(initialAssetUrls(html)).toEqual([
      '/after-first-paint.js',
      '/assets/a-1.css',
      '/assets/startup-1.js',
      '/assets/home-1.js',
      '/assets/card-1.js',
    ]);
  });
});

describe('extractShellAssets', () => {
  it('takes the local scripts and stylesheets out of the shell and keeps the rest', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg" />' +
      '<script type="module" crossorigin src="/assets/runtime-1.js"></script>\n' +
      '<script type="module" crossorigin src="/assets/startup-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/startup-1.css">' +
      '<script src="https://example.com/outside.js"></script></head>';
    expect(extractShellAssets(html)).toEqual({
      html:
        '<head><link rel="icon" href="/favicon.svg" />' +
        '<script src="https://example.com/outside.js"></script></head>',
      scripts: ['/assets/runtime-1.js', '/assets/startup-1.js'],
      styles: ['/assets/startup-1.css'],
    });
  });
});

describe('deferredAssetTags', () => {
  it('writes stylesheets in an inert template and names the modules for after the paint', () => {
    expect(
      deferredAssetTags({
        styles: ['/assets/startup-1.css'],
        scripts: ['/assets/runtime-1.js', '/assets/startup-1.js'],
        preloads: ['/assets/home-1.js'],
      }),
    ).toBe(
      '<template id="deferred-styles">' +
        '<link rel="stylesheet" crossorigin href="/assets/startup-1.css" /></template>' +
        '<script defer src="/after-first-paint.js" data-styles="deferred-styles"' +
        ' data-before="critical-css"' +
        ' data-modules="/assets/runtime-1.js /assets/startup-1.js"' +
        ' data-preloads="/assets/home-1.js"></script>',
    );
  });

  it('names the campaign data and where the browser keeps it, escaped for the attribute', () => {
    const tags = deferredAssetTags({
      styles: [],
      scripts: ['/assets/startup-1.js'],
      preloads: [],
      campaign: { utm_source: 'a"b', utm_campaign: '<x>' },
    });
    expect(tags).toContain(
      ' data-campaign="{&quot;utm_source&quot;:&quot;a\\&quot;b&quot;,&quot;utm_campaign&quot;:&quot;&lt;x&gt;&quot;}"' +
        ' data-campaign-key="utm_data"></script>',
    );
  });
});
