// The ribbon hook on its own: an HTML page gets the ribbon once, first in its body; anything else,
// and a body already compressed (the response cache answers with one), passes byte for byte.
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_RIBBON_HTML, TEST_MODE_RIBBON_ID } from '../html/test-mode-ribbon';
import { registerTestModeRibbon } from './test-mode-ribbon-hook';

const PAGE =
  '<!doctype html><html><head></head><body class="x"><div id="root">Hi</div></body></html>';

const app = Fastify();
beforeAll(async () => {
  registerTestModeRibbon(app);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/marked', async (_request, reply) =>
    reply
      .type('text/html')
      .send(Buffer.from(PAGE.replace('<body class="x">', `<body>${TEST_MODE_RIBBON_HTML}`))),
  );
  app.get('/compressed', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-encoding', 'br')
      .send(brotliCompressSync(Buffer.from(PAGE))),
  );
  app.get('/json', async () => ({ html: PAGE }));
  await app.ready();
});
afterAll(() => app.close());

const count = (text: string) => text.split(TEST_MODE_RIBBON_ID).length - 1;

describe('the test-mode ribbon hook', () => {
  it('puts the ribbon first in the body of an HTML page, once', async () => {
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.body).toContain(`<body class="x">${TEST_MODE_RIBBON_HTML}<div id="root">`);
    const marked = await app.inject({ method: 'GET', url: '/marked' });
    expect(count(marked.body)).toBe(1);
  });

  it('leaves a compressed body and other answers as they are', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/compressed' });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PAGE);
    const json = await app.inject({ method: 'GET', url: '/json' });
    expect(json.json()).toEqual({ html: PAGE });
  });
});
