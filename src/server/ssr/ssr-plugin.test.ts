// Builds the client and server bundles once into a scratch folder, then drives the production
// SSR plugin on a bare Fastify instance with a fake PublicApi.
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOME_TITLE, APP_NAME, FIRM_NAME } from '../../shared/constants';
import { ERROR_MESSAGES } from '../../shared/errors';
import { FEATURE_FLAGS } from '../../shared/feature-flags';
import { stagingShellOnly } from '../auth/access/staging';
import { advisorCard, publicApiFixture } from './public-api-fixture';
import type { FixtureOptions } from './public-api-fixture';
import { registerSsr } from './ssr-plugin';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { ADMIN_PAGES } from '../../shared/routes/admin';
import { PLAN_PAGES } from '../../shared/routes/plans';
import { SITE_PAGES } from '../../shared/routes/site';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
// Inside node_modules so the built server bundle resolves react, react-router … as in dist/.
const scratchRoot = path.join(projectRoot, 'node_modules/.cache', `ssr-test-${process.pid}`);

async function appWith(options: FixtureOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerSsr(app, {
    publicApi: publicApiFixture(options),
    origin: 'https://jfa.example.test',
    mode: 'production',
    rootDir: scratchRoot,
    ...(options.clientOnly ? { clientOnly: options.clientOnly } : {}),
  });
  await app.ready();
  return app;
}

/** Every script must be external or JSON data: a CSP without 'unsafe-inline' allows both. */
function inlineExecutableScripts(html: string): string[] {
  return (
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bsrc=/.test(attributes))
      // JSON and JSON-LD are data blocks: browsers never execute them, so CSP does not apply.
      .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))
  );
}

let app: FastifyInstance;

beforeAll(async () => {
  await rm(scratchRoot, { recursive: true, force: true });
  await mkdir(scratchRoot, { recursive: true });
  const shared = { root: projectRoot, logLevel: 'error' as const, configFile: false as const };
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    ...shared,
    plugins: [react()],
    build: {
      outDir: path.join(scratchRoot, 'dist/client'),
      manifest: true,
      rollupOptions: { input: path.join(projectRoot, 'index.html') },
    },
  });
  await build({
    ...shared,
    plugins: [react()],
    build: {
      ssr: path.join(projectRoot, 'src/client/entry-server.tsx'),
      outDir: path.join(scratchRoot, 'dist/ssr'),
    },
  });
  // As `npm run build` does: precompressed copies beside the assets.
  await promisify(execFile)(process.execPath, [
    path.join(projectRoot, 'scripts/compress-assets.mjs'),
    path.join(scratchRoot, 'dist/client'),
  ]);
  app = await appWith();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(scratchRoot, { recursive: true, force: true });
});

describe('server-rendered home page', () => {
  it('renders the page, its title and description into the HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(`<title>${DEFAULT_HOME_TITLE} - ${APP_NAME}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('Avery Chen');
    expect(html).toContain('From <strong>$150</strong>/hour');
    expect(html).toContain('$1,500 – $4,500');
    expect(html).toContain('id="howitworks"');
    expect(html).toContain('id="pricing"');
    expect(html).toContain('id="experts"');
    expect(html).toContain(`${FIRM_NAME} ADV 2A Brochure`);
    expect(html).toContain('href="/s/new-york"');
    expect(html).toContain('href="/advisors/retirement-planning"');
    expect(html.match(/<main\b/g)).toHaveLength(1);
  });

  it('hands over hydration data as JSON, with no inline executable script', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(inlineExecutableScripts(html)).toEqual([]);
    const data = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(data).toBeDefined();
    const parsed = JSON.parse(data!) as { router: unknown; queries: { queries: unknown[] } };
    expect(parsed.queries.queries.length).toBeGreaterThanOrEqual(3);
  });

  it('inlines the CSS it uses and loads scripts and stylesheets only after its content', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(scratchRoot, 'dist/client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    const home = manifest['src/client/pages/home/home-page.tsx'];
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const [head = '', body = ''] = html.split('</head>');
    expect(head.match(/<style\b/g)).toHaveLength(1);
    expect(head).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"|rel="stylesheet"/);
    // The home page's own rules are inlined; a dialog's, not on the page, are not.
    const style = /<style id="critical-css">(.*?)<\/style>/s.exec(head)?.[1] ?? '';
    expect(style).toContain('--mantine-color-body');
    expect(style).not.toContain('.m_54c44539');
    const tail = body.slice(body.indexOf('id="app-data"'));
    // No module is fetched before the first paint: a deferred script starts them after it.
    expect(tail).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const starter = /<script defer src="\/after-first-paint\.js"([^>]*)>/.exec(tail)?.[1] ?? '';
    // This test's build has no startup chunk: the entry keeps its own name.
    expect(starter).toMatch(/data-modules="[^"]*\/assets\/(startup|index)-[^"]+\.js"/);
    expect(starter).toContain(`/${home?.file}`);
    // Full stylesheets wait in an inert template, for the browser entry to apply.
    const deferred = /<template id="deferred-styles">(.*?)<\/template>/s.exec(tail)?.[1] ?? '';
    expect(deferred).toMatch(/href="\/assets\/(startup|index)-[^"]+\.css"/);
    for (const css of home?.css ?? []) expect(deferred).toContain(`href="/${css}"`);
  });

  it("names the address's campaign data for the starting script, escaped, and none without it", async () => {
    const REFERENCES: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      '#39': "'",
    };
    const decodeHtml = (text: string) =>
      text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => REFERENCES[name] ?? name);
    const campaignOf = async (url: string) => {
      const html = (await app.inject({ method: 'GET', url })).body;
      const attribute =
        /<script defer src="\/after-first-paint\.js"[^>]*\bdata-campaign="([^"]*)"/.exec(html)?.[1];
      return attribute === undefined ? undefined : (JSON.parse(decodeHtml(attribute)) as unknown);
    };
    expect(
      await campaignOf('/?utm_source=news&utm_campaign=%22spring%22%3C%2Fscript%3E&gclid=1'),
    ).toEqual({ utm_source: 'news', utm_campaign: '"spring"</script>' });
    expect(await campaignOf('/?gclid=1')).toBeUndefined();
    expect(await campaignOf('/')).toBeUndefined();
  });

  it('carries app info and every feature flag in the hydration data', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const data = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(html)?.[1];
    const parsed = JSON.parse(data!) as { queries: { queries: { queryKey: unknown[] }[] } };
    const keys = parsed.queries.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toContain('system/app-info');
    for (const name of FEATURE_FLAGS) expect(keys).toContain(`system/feature-flag/${name}`);
  });

  it('escapes "<" in the hydration data so content cannot close the script', async () => {
    const hostile = advisorCard(0, { bio: '</script><script>alert(1)</script>' });
    const hostileApp = await appWith({ advisors: [hostile] });
    const html = (await hostileApp.inject({ method: 'GET', url: '/' })).body;
    await hostileApp.close();
    expect(html).not.toContain('<script>alert(1)');
    expect(inlineExecutableScripts(html)).toEqual([]);
  });

  it('answers a failed data load with status 500 and the general message only', async () => {
    const failing = await appWith({ failDashboard: true });
    const response = await failing.inject({ method: 'GET', url: '/' });
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(ERROR_MESSAGES.general.replace("'", '&#x27;'));
    expect(response.body).not.toContain('password=secret');
  });
});

describe('other pages and files', () => {
  it('answers unknown pages with the not-found page and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found</h1>');
    expect(response.body).toContain(`<title>Page not found - ${APP_NAME}</title>`);
  });

  it('sends the bare shell for client-only areas', async () => {
    for (const url of [AREA_ROOTS.account, AREA_ROOTS.dashboard, ADMIN_PAGES.users]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('id="app-data"');
    }
  });

  it('answers an unknown page under a signed-in area 404 with the not-found title', async () => {
    for (const area of [AREA_ROOTS.account, AREA_ROOTS.dashboard, AREA_ROOTS.admin]) {
      const response = await app.inject({ method: 'GET', url: `${area}/no-such-page` });
      expect(response.statusCode, area).toBe(404);
      expect(response.body).toContain(`<title>Page not found - ${APP_NAME}</title>`);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it("answers The Ongoing's pages 404 with the not-found title while its flag is off", async () => {
    const pages = [
      PLAN_PAGES.purchaseOngoing('0c7e5bd8-6f0a-4a4e-9d59-3a54a6e1c0de'),
      PLAN_PAGES.ongoingTerms('0c7e5bd8-6f0a-4a4e-9d59-3a54a6e1c0de'),
      PLAN_PAGES.purchaseOngoingSuccess,
    ];
    for (const url of pages) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(`<title>Page not found - ${APP_NAME}</title>`);
      expect(response.body).toContain('<div id="root"></div>');
    }
    const on = await appWith({ flagsOn: ['TheOngoing'] });
    try {
      for (const url of pages) {
        const response = await on.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).not.toContain('Page not found');
      }
    } finally {
      await on.close();
    }
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const [asset] = (await readdir(path.join(scratchRoot, 'dist/client/assets'))).filter((f) =>
      f.endsWith('.js'),
    );
    const assetResponse = await app.inject({ method: 'GET', url: `/assets/${asset}` });
    expect(assetResponse.statusCode).toBe(200);
    expect(assetResponse.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed copy the browser accepts, and never the copy by its own name', async () => {
    const assets = path.join(scratchRoot, 'dist/client/assets');
    const files = await readdir(assets);
    const script = files.find((file) => file.startsWith('index-') && file.endsWith('.js'))!;
    const original = await readFile(path.join(assets, script));

    const brotli = await app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);

    const plain = await app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    const byName = await app.inject({ method: 'GET', url: `/assets/${script}.br` });
    expect(byName.statusCode).toBe(404);
  });

  it('answers missing files with a plain 404, never a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/apple-touch-icon.png' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('treats a navigation to a path with a dot as a page (a client known by email)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dashboard/client/casey.morgan@example.com',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('keeps the shell and the manifest private and leaves /api alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('<html');
  });
});

describe('client-only pages (APP_ENV=staging)', () => {
  it('sends other pages as the bare shell: no rendered content, data or page title', async () => {
    const staging = await appWith({ clientOnly: stagingShellOnly });
    try {
      for (const url of ['/no/such/page', SITE_PAGES.notFound, AREA_ROOTS.account]) {
        const response = await staging.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('id="app-data"');
        expect(response.body).not.toContain('Page not found');
        expect(response.body).not.toContain('Avery Chen');
      }
      const home = await staging.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain('Avery Chen');
      const favicon = await staging.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.statusCode).toBe(200);
    } finally {
      await staging.close();
    }
  });
});
