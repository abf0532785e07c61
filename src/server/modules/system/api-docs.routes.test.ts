import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { describeAccess, describedUrl, UNDESCRIBED_API_ROUTES } from '../../http/api-description';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { testConfig } from '../../testing/test-config';

interface Operation {
  'x-access'?: unknown;
  description?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's `:name` parameters as OpenAPI writes them. */
const openApiPath = (url: string) => describedUrl(url).url.replace(/:(\w+)/g, '{$1}');

describe('the API described at /api/docs', () => {
  let t: TestApp;
  let paths: Paths;

  beforeAll(async () => {
    t = await createTestApp();
    const answer = await t.app.inject({ method: 'GET', url: SYSTEM_API.apiDocsJson });
    expect(answer.statusCode).toBe(200);
    paths = (answer.json() as { paths: Paths }).paths;
  });

  afterAll(async () => {
    await t.close();
  });

  const apiRoutes = () =>
    t.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !UNDESCRIBED_API_ROUTES.includes(route.url),
    );

  it('lists every registered API route with its access rule', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.['x-access'], `${route.method} ${route.url}`).toEqual(
        describeAccess(route.access),
      );
      expect(operation?.description).toMatch(/^Access: /);
    }
  });

  it('describes nothing but the API', () => {
    const described = Object.keys(paths);
    expect(described.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(described).not.toContain('/api/*');
    expect(described.filter((path) => /[?:*]/.test(path))).toEqual([]);
  });

  it('gives every operation its schemas', () => {
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const answers = Object.entries(operation?.responses ?? {}).filter(([status]) =>
        /^[23]/.test(status),
      );
      // No content and a redirect have no body to describe.
      const described = answers.some(
        ([status, answer]) =>
          status === '204' ||
          /^3/.test(status) ||
          (answer.content && Object.values(answer.content).every((m) => m.schema)),
      );
      if (!described) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads as a page with every path, no script, under the security policy', async () => {
    const answer = await t.app.inject({ method: 'GET', url: SYSTEM_API.apiDocs });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    for (const path of Object.keys(paths)) expect(html).toContain(path);
    // Nothing the production policy would refuse: no script, handler, frame or outside
    // resource; the one inline <style> is allowed by its style-src.
    expect(html).not.toMatch(/<script|<iframe|<link|<img|\son[a-z]+=|javascript:|https?:\/\//i);
    const policy = contentSecurityPolicy(testConfig({ NODE_ENV: 'production' }));
    expect(policy && policy.directives.styleSrc).toContain("'unsafe-inline'");
  });
});
