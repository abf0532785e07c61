// Every answer carries the security headers, refusals included, and the site answers on its own
// host only (PUBLIC_URL): other hosts are redirected there, or refused behind a proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { IDENTITY_API } from '../../shared/routes/identity-api';
import { SITE_API } from '../../shared/routes/site-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { VAULT_API } from '../../shared/routes/vault-api';
import { AppError, misdirectedMessage } from '../../shared/errors';
import { INPUT_MESSAGES } from '../../shared/input-rules';
import { buildApp } from '../app';
import { PUBLIC } from './access';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let limited: FastifyInstance;
const PROBLEM_PATH = '/api/edge-answers/unavailable';

beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000' } });
  // The same app once more with a tiny rate limit and a route that is down (429 and 503).
  limited = await buildApp({
    config: { ...t.config, RATE_LIMIT_PER_MINUTE: 2 },
    database: t.database,
    logger: false,
  });
  limited.get(PROBLEM_PATH, { config: { access: PUBLIC } }, async () => {
    throw new AppError('unavailable');
  });
  await limited.ready();
});
afterAll(async () => {
  await limited.close();
  await t.close();
});

function expectSecurityHeaders(response: LightMyRequestResponse, label: string): void {
  const headers = response.headers;
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['content-security-policy'], label).toContain("default-src 'self'");
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security'], label).toBeDefined();
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
}

describe('security headers', () => {
  it('come with every kind of answer, errors included', async () => {
    const cases: [number, () => Promise<LightMyRequestResponse>][] = [
      [200, () => t.app.inject({ method: 'GET', url: SYSTEM_API.health })],
      [401, () => t.app.inject({ method: 'GET', url: IDENTITY_API.activeUser })],
      [
        401,
        () =>
          t.app.inject({
            method: 'GET',
            url: IDENTITY_API.activeUser,
            headers: { authorization: 'Bearer x' },
          }),
      ],
      [404, () => t.app.inject({ method: 'GET', url: '/api/no/such/thing' })],
      [404, () => t.app.inject({ method: 'GET', url: '/no-such-page' })],
      [
        413,
        () =>
          t.app.inject({
            method: 'POST',
            url: SYSTEM_API.logError,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ message: 'y'.repeat(2_000_000) }),
          }),
      ],
      [400, () => t.app.inject({ method: 'GET', url: `${ADVISOR_API.search}?page=%00` })],
      [
        400,
        () =>
          t.app.inject({
            method: 'POST',
            url: VAULT_API.files,
            headers: { 'content-type': 'multipart/form-data' },
            payload: 'x',
          }),
      ],
      [308, () => t.app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1' } })],
      [
        421,
        () =>
          t.app.inject({ method: 'POST', url: SITE_API.contact, headers: { host: '127.0.0.1' } }),
      ],
      [503, () => limited.inject({ method: 'GET', url: PROBLEM_PATH })],
      [200, () => t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })],
    ];
    for (const [status, send] of cases) {
      const response = await send();
      expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
      expectSecurityHeaders(response, `${status} ${response.body.slice(0, 80)}`);
    }
  });

  it('come with a 429', async () => {
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4 && response?.statusCode !== 429; i++) {
      response = await limited.inject({ method: 'GET', url: ADVISOR_API.home });
    }
    expect(response?.statusCode).toBe(429);
    expectSecurityHeaders(response!, '429');
  });
});

describe('the host rule', () => {
  it('redirects a read on another host to the same path and query on PUBLIC_URL', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({
        method,
        url: `${ADVISOR_PAGES.search}?sort=newest&page=2`,
        headers: { host: '127.0.0.1:3000' },
      });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(`${t.config.publicUrl}/advisors?sort=newest&page=2`);
    }
  });

  it('keeps a redirect on the site even for a path that looks like another host', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '//evil.example/x',
      headers: { host: 'evil.example' },
    });
    expect(response.headers.location).toBe(`${t.config.publicUrl}//evil.example/x`);
  });

  it('refuses other methods on another host with 421 and the address to use', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
      headers: { host: '127.0.0.1', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(421);
    expect(response.json()).toMatchObject({
      code: 'misdirected',
      message: misdirectedMessage(t.config.publicUrl),
    });
  });

  it('accepts the host with or without its default port, in any case', async () => {
    for (const host of ['localhost', 'localhost:80', 'LocalHost']) {
      const response = await t.app.inject({
        method: 'GET',
        url: SYSTEM_API.health,
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
    const otherPort = await t.app.inject({
      method: 'GET',
      url: ADVISOR_API.home,
      headers: { host: 'localhost:3000' },
    });
    expect(otherPort.statusCode).toBe(308);
  });

  it('lets health checks in by any address', async () => {
    for (const url of [SYSTEM_API.health, '/health/live', '/health/ready?x=1']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: '10.0.0.7:3000' },
      });
      expect(response.statusCode, url).not.toBe(308);
      expect(response.statusCode, url).not.toBe(421);
    }
  });

  it('refuses every method behind a proxy (TRUST_PROXY), where the proxy chose the host', async () => {
    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    try {
      const wrong = await proxied.app.inject({
        method: 'GET',
        url: ADVISOR_PAGES.search,
        headers: { 'x-forwarded-host': 'www.elsewhere.example' },
      });
      expect(wrong.statusCode).toBe(421);
      const right = await proxied.app.inject({
        method: 'GET',
        url: SYSTEM_API.health,
        headers: { 'x-forwarded-host': 'localhost' },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('the input rule answers', () => {
  it('name the field and the problem', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ADVISOR_API.search}?sort=newest&sort=oldest`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: `sort: ${INPUT_MESSAGES.repeated}`,
      fieldErrors: { sort: [INPUT_MESSAGES.repeated] },
    });
  });
});
