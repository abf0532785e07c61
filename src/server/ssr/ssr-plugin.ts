// Serves the web application: static files, server-rendered public pages and the SPA shell for
// the signed-in areas. It owns every GET outside /api (registered by the app before this).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ViteDevServer } from 'vite';
import { utmFromSearch } from '../../shared/campaign';
import type { UtmData } from '../../shared/constants';
import type { PublicApi } from '../../shared/contracts/public-api';
import type * as EntryServer from '../../client/entry-server';
import { PUBLIC } from '../http/access';
import { dataScript, headTags, splitTemplate } from './html-template';
import type { HtmlTemplate } from './html-template';
import { criticalCss, inlineStyle, parseCss } from './critical-css';
import type { CssNode } from './critical-css';
import { deferredAssetTags, extractShellAssets, initialAssetUrls } from './html-assets';
import { chunkAssets } from './vite-manifest';
import type { ViteManifest } from './vite-manifest';
import { withTestModeRibbon } from '../html/test-mode-ribbon';

type Entry = typeof EntryServer;

export interface SsrOptions {
  publicApi: PublicApi;
  /** PUBLIC_URL: canonical and sharing URLs are absolute on it. */
  origin: string;
  mode: 'production' | 'development';
  /** The project root: index.html, dist/ and src/ live here. */
  rootDir: string;
  /** Pages to send as the bare shell, for the browser alone to render (APP_ENV=staging). */
  clientOnly?: (request: FastifyRequest) => boolean;
  /**
   * The sandbox runs: pages carry the test-mode ribbon. Fastify's hook adds it to what goes
   * through the reply; the development server answers past the hooks, so it adds it itself.
   */
  testModeRibbon?: boolean;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** Pages carry per-request data; let browsers revalidate every time. */
const PAGE_CACHE = 'no-cache';

// A request for a file (has an extension) that static serving did not answer is a plain 404,
// not a page: browsers ask for /favicon.ico, /apple-touch-icon.png and friends on their own.
// A navigation (it accepts HTML) is always a page, even when its last segment has a dot, like
// /dashboard/client/casey.morgan@example.com.
const FILE_LIKE = /\/[^/]+\.[a-z0-9]{1,8}$/i;
const isFileRequest = (pathname: string, accept: string | undefined) =>
  FILE_LIKE.test(pathname) && !(accept ?? '').includes('text/html');

/** What a server-rendered page adds to the shell: its head's inline CSS, its body's last tags. */
interface PageAssets {
  head: string;
  tail: string;
}

interface Renderer {
  /** The shell for pages the browser renders: it loads its stylesheets and scripts up front. */
  template(url: string): Promise<HtmlTemplate>;
  /** The shell for server-rendered pages: their assets come from `pageAssets`. */
  pageTemplate(url: string): Promise<HtmlTemplate>;
  entry(): Promise<Entry>;
  pageAssets(chunks: readonly string[], bodyHtml: string, campaign: UtmData): Promise<PageAssets>;
}

function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const host = request.headers.host ?? 'localhost';
  return new Request(new URL(request.url, `${request.protocol}://${host}`), {
    method: 'GET',
    headers,
    signal,
  });
}

async function productionRenderer(rootDir: string): Promise<Renderer> {
  const clientDir = path.join(rootDir, 'dist/client');
  const [html, manifestText] = await Promise.all([
    readFile(path.join(clientDir, 'index.html'), 'utf8'),
    readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ]);
  const template = splitTemplate(html);
  const shell = extractShellAssets(html);
  const pageTemplate = splitTemplate(shell.html);
  const manifest = JSON.parse(manifestText) as ViteManifest;
  const loadedUrls = initialAssetUrls(html);
  const entry = (await import(
    pathToFileURL(path.join(rootDir, 'dist/ssr/entry-server.js')).href
  )) as Entry;
  // Hashed build files never change: each is read and parsed once.
  const parsed = new Map<string, Promise<CssNode[]>>();
  const stylesheet = (url: string) => {
    let nodes = parsed.get(url);
    if (!nodes) {
      nodes = readFile(path.join(clientDir, url), 'utf8').then(parseCss);
      parsed.set(url, nodes);
    }
    return nodes;
  };
  return {
    template: async () => template,
    pageTemplate: async () => pageTemplate,
    entry: async () => entry,
    pageAssets: async (chunks, bodyHtml, campaign) => {
      const page = chunkAssets(manifest, chunks, loadedUrls);
      const styles = [...shell.styles, ...page.styles];
      const css = criticalCss(await Promise.all(styles.map(stylesheet)), bodyHtml);
      return {
        head: inlineStyle(css),
        tail: deferredAssetTags({
          styles,
          scripts: shell.scripts,
          preloads: page.scripts,
          campaign,
        }),
      };
    },
  };
}

async function developmentRenderer(rootDir: string, vite: ViteDevServer): Promise<Renderer> {
  const indexPath = path.join(rootDir, 'index.html');
  return {
    // Read and transformed per request so edits to index.html and HMR just work.
    template: async (url) =>
      splitTemplate(await vite.transformIndexHtml(url, await readFile(indexPath, 'utf8'))),
    entry: async () => (await vite.ssrLoadModule('/src/client/entry-server.tsx')) as Entry,
    // Vite's client injects the styles and index.html names the entry script.
    pageTemplate: async (url) =>
      splitTemplate(await vite.transformIndexHtml(url, await readFile(indexPath, 'utf8'))),
    pageAssets: async () => ({ head: '', tail: '' }),
  };
}

type Site = Pick<SsrOptions, 'publicApi' | 'origin'>;

async function renderPage(
  renderer: Renderer,
  { publicApi, origin }: Site,
  request: FastifyRequest,
  clientOnly = false,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE };
  if (clientOnly) {
    // Not even the page's title: it could name an advisor or other content.
    const entry = await renderer.entry();
    return { status: 200, headers: html, body: await fallbackShell(renderer, request.url, entry) };
  }
  const abort = new AbortController();
  request.raw.once('close', () => abort.abort());
  const entry = await renderer.entry();

  const result = await entry.render({
    request: toFetchRequest(request, abort.signal),
    publicApi,
    origin,
    onError: (error) => request.log.error({ err: error }, 'Server render error'),
  });

  if (result.type === 'redirect') {
    return { status: result.status, headers: { location: result.location }, body: '' };
  }
  if (result.type === 'client-only') {
    const template = await renderer.template(request.url);
    return {
      status: result.status,
      headers: html,
      body:
        template.beforeHead +
        headTags(result.head, origin) +
        template.beforeBody +
        template.beforeData +
        template.afterData,
    };
  }

  // The whole body first: the head's CSS is chosen by the classes the body uses.
  const [template, bodyHtml] = await Promise.all([
    renderer.pageTemplate(request.url),
    textOf(result.body),
  ]);
  const search = new URL(request.url, origin).search;
  const campaign = result.head.campaign ?? utmFromSearch(search);
  const assets = await renderer.pageAssets(result.chunks, bodyHtml, campaign);
  return {
    status: result.status,
    headers: html,
    body:
      template.beforeHead +
      headTags({ ...result.head, links: assets.head }, origin) +
      template.beforeBody +
      bodyHtml +
      template.beforeData +
      dataScript(entry.APP_DATA_ELEMENT_ID, result.appDataJson) +
      assets.tail +
      template.afterData,
  };
}

async function textOf(stream: Readable): Promise<string> {
  const parts: string[] = [];
  stream.setEncoding('utf8');
  for await (const part of stream) parts.push(part as string);
  return parts.join('');
}

/** The application shell without server rendering, for when rendering itself failed. */
async function fallbackShell(renderer: Renderer, url: string, entry: Entry | undefined) {
  const template = await renderer.template(url);
  const head = entry?.DEFAULT_HEAD ?? { title: '', description: '' };
  return (
    template.beforeHead +
    headTags(head) +
    template.beforeBody +
    template.beforeData +
    template.afterData
  );
}

export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const { mode, rootDir } = options;
  const site: Site = { publicApi: options.publicApi, origin: options.origin };
  const clientOnly = (request: FastifyRequest) => options.clientOnly?.(request) ?? false;
  let renderer: Renderer;
  let vite: ViteDevServer | undefined;

  // Built files by URL path; everything else under / is a page.
  const staticFiles = new Set<string>();

  if (mode === 'production') {
    const clientDir = path.join(rootDir, 'dist/client');
    renderer = await productionRenderer(rootDir);
    for (const file of await listFiles(clientDir)) {
      // The shell is only ever sent rendered, the manifest is for the server, and the compressed
      // copies are chosen by sendFile, never asked for by name.
      const internal = file === '/index.html' || file.startsWith('/.vite/');
      if (!internal && !/\.(br|gz)$/.test(file)) staticFiles.add(file);
    }
    // Only reply.sendFile: its own routes would bypass the app's per-route access rules. The build
    // writes .br and .gz copies beside each asset; those are sent as they are.
    await app.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true });
  } else {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: rootDir,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    renderer = await developmentRenderer(rootDir, vite);
    app.addHook('onClose', async () => {
      await vite?.close();
    });
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (staticFiles.has(pathname)) {
      // Hashed build output never changes under its name; favicon and robots.txt may.
      const hashed = pathname.startsWith('/assets/');
      // The body depends on Accept-Encoding (a precompressed copy or the file itself).
      void reply.header('vary', 'accept-encoding');
      return reply.sendFile(pathname.slice(1), {
        maxAge: hashed ? ONE_YEAR_MS : ONE_HOUR_MS,
        immutable: hashed,
      });
    }
    if (isFileRequest(pathname, request.headers.accept)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    let entry: Entry | undefined;
    try {
      entry = await renderer.entry();
      const page = await renderPage(renderer, site, request, clientOnly(request));
      return reply.code(page.status).headers(page.headers).send(page.body);
    } catch (error) {
      if (error instanceof Error) vite?.ssrFixStacktrace(error);
      request.log.error({ err: error }, 'Server rendering failed; sending the browser shell');
      // The browser renders the page itself and shows its own error if it fails there too.
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('cache-control', PAGE_CACHE)
        .send(await fallbackShell(renderer, request.url, entry));
    }
  };

  if (vite) {
    const devServer = vite;
    // Vite answers its own requests (modules, HMR client, public files); the rest are pages.
    // Vite serves hundreds of modules per page load in development: never rate-limit them.
    app.get('/*', { config: { access: PUBLIC, rateLimit: false } }, (request, reply) => {
      reply.hijack();
      const raw: ServerResponse = reply.raw;
      devServer.middlewares(request.raw as IncomingMessage, raw, () => {
        void sendHijacked(request, raw, renderer, site, devServer, {
          clientOnly: clientOnly(request),
          testModeRibbon: options.testModeRibbon ?? false,
        });
      });
    });
    return;
  }

  // A page load fetches a dozen hashed files; counting them would throttle ordinary visitors.
  app.get('/assets/*', { config: { access: PUBLIC, rateLimit: false } }, answer);
  app.get('/*', { config: { access: PUBLIC } }, answer);
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), urlPath);
      return entry.isFile() ? [urlPath] : [];
    }),
  );
  return files.flat();
}

/** Development only: the reply was hijacked for Vite, so the page goes to the raw response. */
async function sendHijacked(
  request: FastifyRequest,
  raw: ServerResponse,
  renderer: Renderer,
  site: Site,
  vite: ViteDevServer,
  { clientOnly, testModeRibbon }: { clientOnly: boolean; testModeRibbon: boolean },
): Promise<void> {
  const marked = (html: string) => (testModeRibbon ? withTestModeRibbon(html) : html);
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || isFileRequest(pathname, request.headers.accept)) {
    raw.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  try {
    const page = await renderPage(renderer, site, request, clientOnly);
    raw.writeHead(page.status, page.headers).end(marked(page.body));
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    request.log.error({ err: error }, 'Server rendering failed; sending the browser shell');
    raw
      .writeHead(500, { 'content-type': 'text/html; charset=utf-8' })
      .end(marked(await fallbackShell(renderer, request.url, undefined)));
  }
}
