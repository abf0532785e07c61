import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { ERROR_MESSAGES } from '../../shared/errors';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP rules', () => {
  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
      headers: { 'content-type': 'application/json' },
      payload: '{"source":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ source: 'x', message: 'y'.repeat(200_000), clientDate: 'now' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payloadTooLarge' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound', message: ERROR_MESSAGES.notFound });
  });

  it('sends a request id and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: SYSTEM_API.health });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ADVISOR_API.home,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('declares an access rule on every registered route', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.registeredRoutes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('refuses to register a route without an access rule', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access rule/);
    await app.close();
  });
});
